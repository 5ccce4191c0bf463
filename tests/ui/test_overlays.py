"""The live rules overlays in the window, driven with real mouse events:
what they show is exactly the engine's result, and they follow drags (during
the drag), painting, undo, ruleset changes and document replacement."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from battlemap.core.edits import (
    AddTemplate, GroupEdits, MoveToken, PaintCells, SetRuleset, SetTokenProperties,
)
from battlemap.core.io.case_format import load_case
from battlemap.core.model import Board, Document, Obscure, PlacedTemplate, Solid, Token
from battlemap.core.rules import Attack, AttackKind, enemy_pairs, evaluate, evaluate_pairs
from battlemap.render import badges
from battlemap.render import marker_painter
from battlemap.ui.commands import (
    AddTemplateCommand, MoveTokensCommand, PaintCellsCommand, SetRulesetCommand, SetTokenPropertiesCommand,
)
from battlemap.ui.overlays.row import RowSpec, target_ids
from battlemap.ui.overlays.shading import SEEN, TOTAL, concealment_grades
from tests.rules_case_paths import PROJECT_CASES, case_params
from tests.ui.conftest import cell_point, click, corner_point

CASES_DIR = PROJECT_CASES


# --- helpers -------------------------------------------------------------------------------------

def overlays(window):
    return window.overlays


def settle(qtbot, window, timeout: int = 5000) -> None:
    """Let the 0-ms timer run the pending evaluations through the event loop."""
    c = overlays(window)
    qtbot.waitUntil(lambda: not c.busy, timeout=timeout)


def select_by_click(qtbot, window, token_id: str) -> None:
    window.tools.activate("select")
    token = window.document.tokens[token_id]
    n = token.footprint
    click(qtbot, window, cell_point(window, token.x + (n - 1) / 2, token.y + (n - 1) / 2))
    assert window.scene.selected_token_ids() == [token_id]


def shown(window) -> dict:
    """target -> the result its badge shows (visible badges only)."""
    c = overlays(window)
    return {tid: items.badge.result for tid, items in c.items.targets.items()
            if items.badge.isVisible() and items.badge.result is not None}


def expected_row(doc: Document, attacker: str, attack: Attack, all_targets: bool) -> dict:
    targets = target_ids(doc, RowSpec(attacker, attack, all_targets))
    return {r.target: r for r in evaluate_pairs(doc, [(attacker, t) for t in targets], attack)}


def check_items_match(window, expected: dict) -> None:
    """Every overlay item shows exactly the engine's result."""
    c = overlays(window)
    doc = window.document
    assert {t: r for t, r in shown(window).items()} == expected
    assert set(c.items.targets) == set(expected)
    for tid, result in expected.items():
        items = c.items.targets[tid]
        assert c.is_fresh(tid)
        assert badges.badge_rows(items.badge.result, doc) == badges.badge_rows(result, doc)
        assert not items.badge.px_rect.isEmpty()
        assert items.badge.opacity() == 1.0
        assert items.lines.result == result
        assert items.lines.result.lines == result.lines
        assert items.lines.isVisible() == bool(result.lines)
        needs_mark = ((not result.can_attack) or result.concealment == "total") and not items.badge.compact
        assert items.marks.isVisible() == needs_mark
    flanked = {r.target for r in expected.values() if r.flanked}
    assert {r.target for r in c.items.flanking.results} == flanked


# --- every rules case: what the window shows is the engine's result --------------------------------

@pytest.mark.parametrize("path", case_params(PROJECT_CASES))
def test_case_boards_show_exactly_the_engine_result(qtbot, window, path):
    case = load_case(path)
    doc = case.document
    window.editor.set_document(doc)
    c = overlays(window)
    window.view.fit_board()
    c.set_choice(all_targets=True)
    for number, attack in enumerate(case.attacks):
        template = attack.attack.template
        if template is not None:  # judged as the Area tool's template (RULES §7)
            placed = PlacedTemplate(f"case {number}", template, attack.attack.origin, attack.attacker)
            window.editor.push(AddTemplateCommand(doc, AddTemplate(placed)))
        window.templates.set_active(f"case {number}" if template is not None else None)
        kind = attack.attack.kind
        c.set_choice(kind=kind, charge=attack.attack.charge, long_range=attack.attack.long_range)
        if attack.attack.origin is not None:
            c.set_origin(attack.attack.origin)
        if window.scene.selected_token_ids() != [attack.attacker]:
            select_by_click(qtbot, window, attack.attacker)
        settle(qtbot, window)
        assert c.attacker == attack.attacker
        assert c.attack() == attack.attack
        expected = expected_row(doc, attack.attacker, attack.attack, all_targets=True)
        if template is not None:  # only the creatures in the area carry badges
            assert {t: r for t, r in c.row.results.items()} == expected
            expected = {t: r for t, r in expected.items() if r.in_area}
        check_items_match(window, expected)
        got = c.result_for(attack.target)
        for name, value in attack.expect.items():
            actual = got.field_value(name)
            if name == "visible_fraction":
                assert actual == pytest.approx(value, abs=0.01)
            else:
                assert actual == value, (case.title, name)
    # the default, enemies only, is the engine's enemy row
    window.templates.set_active(None)
    c.set_choice(all_targets=False)
    settle(qtbot, window)
    attack = c.attack()
    expected = {r.target: r for r in evaluate_pairs(doc, enemy_pairs(doc, c.attacker), attack)}
    check_items_match(window, expected)


# --- a board to drag things about ----------------------------------------------------------------

def corridor() -> Document:
    """12 x 10: a wall column at x = 6, y = 0..3; the archer A at (2, 2);
    the orc T at (8, 7), in plain view below the wall's end; an ally B."""
    board = Board(12, 10)
    board.solid[0:4, 6] = Solid.WALL
    doc = Document(board)
    doc.tokens["A"] = Token("A", 2, 2, "Archer", faction="pc")
    doc.tokens["T"] = Token("T", 8, 7, "Orc", faction="foe")
    doc.tokens["G"] = Token("G", 10, 1, "Goblin", faction="foe")
    doc.tokens["B"] = Token("B", 1, 8, "Bard", faction="pc")
    return doc


@pytest.fixture
def corridor_window(qtbot, window):
    window.editor.set_document(corridor())
    window.view.set_scale(0.5)
    window.view.centerOn(window.scene.board_rect().center())
    select_by_click(qtbot, window, "A")
    settle(qtbot, window)
    return window


def test_dragging_a_target_behind_a_wall_updates_its_badge_during_the_drag(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    c.toolbar.lock_action.trigger()  # keep the archer while the orc is picked up
    assert c.locked
    assert shown(window)["T"].cover == "none"
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 8, 7))
    assert c.attacker == "A"  # the orc is selected, the archer still attacks
    covers = []
    for y in (6, 5, 4, 3, 2):
        qtbot.mouseMove(viewport, cell_point(window, 8, y))
        assert doc.tokens["T"].y == y  # the document follows the drag live
        settle(qtbot, window)
        badge = c.items.targets["T"].badge
        assert badge.isVisible() and badge.result == evaluate(doc, "A", "T", c.attack())
        covers.append(badge.result.cover)
    assert covers[0] == "none" and covers[-1] != "none"  # before the button is released
    assert shown(window) == expected_row(doc, "A", c.attack(), False)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 8, 2))
    assert window.undo_stack.count() == 1
    window.undo_stack.undo()
    settle(qtbot, window)
    assert doc.tokens["T"].y == 7
    assert shown(window)["T"].cover == "none"
    assert shown(window) == expected_row(doc, "A", c.attack(), False)


def test_the_badge_goes_stale_not_wrong_while_work_is_pending(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    window.scene.select_tokens(["A"])
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 2, 2))
    qtbot.mouseMove(viewport, cell_point(window, 3, 2))  # the attacker moves: all stale
    assert doc.tokens["A"].x == 3
    stale = [t for t, items in c.items.targets.items() if not c.is_fresh(t)]
    for tid in stale:
        items = c.items.targets[tid]
        assert not items.lines.isVisible()  # old lines are never drawn from a stale place
        assert items.badge.opacity() < 1.0
    settle(qtbot, window)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 3, 2))
    check_items_match(window, expected_row(doc, "A", c.attack(), False))


def test_selecting_another_token_makes_it_the_attacker_unless_locked(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    select_by_click(qtbot, window, "T")
    settle(qtbot, window)
    assert c.attacker == "T"
    assert set(shown(window)) == {"A", "B"}
    c.set_locked(True)
    select_by_click(qtbot, window, "B")
    settle(qtbot, window)
    assert c.attacker == "T"
    # shift-adding a token keeps the attacker; clearing the selection (unlocked) ends the overlays
    c.set_locked(False)
    select_by_click(qtbot, window, "A")
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ShiftModifier, cell_point(window, 8, 7))
    settle(qtbot, window)
    assert c.attacker == "A"
    click(qtbot, window, cell_point(window, 4, 8))  # empty floor
    settle(qtbot, window)
    assert c.attacker is None and shown(window) == {} and not c.items.attacker.attacker


def test_painting_a_wall_blocks_the_lines_and_undo_restores_them(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    before = dict(shown(window))
    assert not any(line.blocked for line in before["T"].lines)
    window.tools.activate("brush")
    window.palette_dock.pick_terrain("wall")
    viewport = window.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     cell_point(window, 5, 4))
    for y in (5, 6, 7, 8):
        qtbot.mouseMove(viewport, cell_point(window, 5, y))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       cell_point(window, 5, 8))
    assert doc.board.solid[4:9, 5].tolist() == [Solid.WALL] * 5
    settle(qtbot, window)
    after = shown(window)
    assert after == expected_row(doc, "A", c.attack(), False)
    assert any(line.blocked for line in after["T"].lines)
    assert after["T"].cover != "none"
    window.undo_stack.undo()
    settle(qtbot, window)
    assert shown(window) == before


def test_a_pushed_paint_command_and_a_ruleset_change_follow(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    window.editor.push(PaintCellsCommand(doc, PaintCells("obscure", [(8, 7)], Obscure.FOG), "fog"))
    settle(qtbot, window)
    assert shown(window)["T"].concealment == "concealment"
    assert c.items.shading.grades[7, 8] > 0
    assert not c.toolbar.kind_actions[AttackKind.CLOSE].isVisible()
    window.editor.push(SetRulesetCommand(doc, SetRuleset("dnd4e"), "D&D 4e"))
    settle(qtbot, window)
    assert {r.ruleset for r in shown(window).values()} == {"dnd4e"}
    assert shown(window) == expected_row(doc, "A", c.attack(), False)
    assert c.toolbar.kind_actions[AttackKind.CLOSE].isVisible()
    assert c.toolbar.charge_action.isVisible()
    c.toolbar.kind_actions[AttackKind.CLOSE].trigger()
    settle(qtbot, window)
    assert c.attack().kind is AttackKind.CLOSE and c.attack().origin == (2, 2)
    window.undo_stack.undo()  # back to 3.5: close becomes area
    settle(qtbot, window)
    assert c.attack().kind is AttackKind.AREA
    assert {r.ruleset for r in shown(window).values()} == {"dnd35"}
    assert shown(window) == expected_row(doc, "A", c.attack(), False)


def test_document_replacement_clears_the_overlays(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    assert shown(window)
    window.editor.set_document(corridor())
    settle(qtbot, window)
    assert c.attacker is None and shown(window) == {}
    assert all(not i.isVisible() for items in c.items.targets.values() for i in items.all())
    select_by_click(qtbot, window, "A")
    settle(qtbot, window)
    check_items_match(window, expected_row(window.document, "A", c.attack(), False))


def test_property_edits_follow(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    assert set(shown(window)) == {"T", "G"}
    # the orc joins the party: no longer a target; undo brings it back
    window.editor.push(SetTokenPropertiesCommand(doc, GroupEdits([SetTokenProperties("T", faction="pc")]),
                                                 "faction"))
    settle(qtbot, window)
    assert c.attacker == "A" and set(shown(window)) == {"G"}
    # the goblin goes prone: +4 AC against the ranged attack
    window.editor.push(SetTokenPropertiesCommand(
        doc, GroupEdits([SetTokenProperties("G", conditions=frozenset({"prone"}))]), "prone"))
    settle(qtbot, window)
    assert shown(window) == expected_row(doc, "A", c.attack(), False)
    window.undo_stack.undo()
    window.undo_stack.undo()
    settle(qtbot, window)
    assert set(shown(window)) == {"T", "G"}
    assert shown(window) == expected_row(doc, "A", c.attack(), False)


# --- the attack toolbar, area origin, hover, tooltip -----------------------------------------------------

def test_area_origin_set_by_clicking_a_corner(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    c.toolbar.kind_actions[AttackKind.AREA].trigger()
    settle(qtbot, window)
    assert c.origin == (2, 2)
    click(qtbot, window, corner_point(window, 7, 5))
    settle(qtbot, window)
    assert c.origin == (7, 5)
    assert c.attacker == "A"  # a corner click is not a selection
    assert shown(window) == expected_row(doc, "A", Attack("area", (7, 5)), False)
    assert c.items.attacker.origin == (7, 5)
    assert not c.items.shading.grades.any()  # area attacks ignore concealment
    # a click on a cell centre still selects
    select_by_click(qtbot, window, "T")
    assert c.attacker == "T"


def test_hover_highlights_blockers_and_tooltip_tells_the_whole_result(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    doc = window.document
    doc_t = doc.tokens["G"]
    result = shown(window)["G"]  # behind the wall column
    assert any(line.blocked for line in result.lines)
    viewport = window.view.viewport()
    qtbot.mouseMove(viewport, cell_point(window, doc_t.x, doc_t.y))
    qtbot.waitUntil(lambda: c.hovered == "G")
    blockers = c.items.blockers
    assert blockers.result is not None and blockers.result.target == "G"
    assert marker_painter.blockers([blockers.result]) == marker_painter.blockers([result])
    assert c.items.targets["T"].lines.opacity() < 1.0  # the others fade
    pos = cell_point(window, doc_t.x, doc_t.y)
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, pos, viewport.mapToGlobal(pos)))
    text = QToolTip.text()
    assert "Archer" in text and "Goblin" in text
    assert "a wall square at (6, " in text  # which cell blocked which line
    assert "Visible fraction" in text
    for code, _args in result.reasons:
        assert code  # every reason is there, translated
    assert "A chosen line passes a wall" in text or "Every line to the target is blocked" in text
    qtbot.mouseMove(viewport, cell_point(window, 0, 5))  # nothing there
    qtbot.waitUntil(lambda: c.hovered is None)
    assert c.items.blockers.result is None


def test_view_menu_toggles_each_family(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    actions = c.family_actions
    assert set(actions) == {"lines", "badges", "flanking", "shading", "legend"}
    assert all(a in c.overlay_menu.actions() for a in actions.values())
    actions["lines"].trigger()
    assert not any(i.lines.isVisible() for i in c.items.targets.values())
    actions["badges"].trigger()
    assert not any(i.badge.isVisible() for i in c.items.targets.values())
    actions["shading"].trigger()
    assert not c.items.shading.isVisible()
    actions["flanking"].trigger()
    assert not c.items.flanking.isVisible()
    for family in ("lines", "badges", "shading", "flanking"):
        actions[family].trigger()
    settle(qtbot, window)
    check_items_match(window, expected_row(window.document, "A", c.attack(), False))
    legend = c.legend
    was = legend.isVisible()
    actions["legend"].trigger()
    assert legend.isVisible() != was


def test_shading_follows_the_attackers_senses(qtbot, window):
    board = Board(16, 6)
    board.obscure[:, 8:] = Obscure.DARKNESS
    doc = Document(board)
    doc.tokens["dwarf"] = Token("dwarf", 6, 2, "Dwarf", darkvision_ft=20)
    doc.tokens["human"] = Token("human", 6, 4, "Human")
    doc.tokens["kobold"] = Token("kobold", 9, 2, "Kobold", faction="foe")
    window.editor.set_document(doc)
    select_by_click(qtbot, window, "dwarf")
    settle(qtbot, window)
    grades = overlays(window).items.shading.grades
    assert np.array_equal(grades, concealment_grades(doc, "dwarf"))
    assert grades[2, 9] == SEEN and grades[2, 15] == TOTAL
    assert shown(window)["kobold"].concealment == "none"
    select_by_click(qtbot, window, "human")
    settle(qtbot, window)
    grades = overlays(window).items.shading.grades
    assert grades[2, 9] == TOTAL
    assert shown(window)["kobold"].concealment == "total"


# --- the inspector -----------------------------------------------------------------------------------------

def test_inspector_sorts_and_selecting_a_row_selects_the_token(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    dock = c.inspector
    c.set_choice(all_targets=True)
    settle(qtbot, window)
    model, proxy, table = dock.model, dock.proxy, dock.table
    assert set(model.rows) == {"T", "G", "B"}
    cover_col = model.column_index("cover")
    table.sortByColumn(cover_col, Qt.SortOrder.DescendingOrder)
    order = [proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 1) for r in range(proxy.rowCount())]
    covers = [c.result_for(t).cover for t in order]
    assert covers[0] != "none" and covers[-1] == "none"  # G (behind the wall) first
    name_col = model.column_index("target")
    table.sortByColumn(name_col, Qt.SortOrder.AscendingOrder)
    names = [proxy.index(r, 0).data() for r in range(proxy.rowCount())]
    assert names == sorted(names, key=str.lower)
    row = dock.row_of("G")
    table.selectRow(row)
    assert window.scene.selected_token_ids() == ["G"]
    assert c.attacker == "A"  # selecting a target from the inspector keeps the attacker
    assert c.items.blockers.result is not None and c.items.blockers.result.target == "G"
    qtbot.waitUntil(lambda: "Goblin" in dock.details.toPlainText())
    assert "Line of effect" in dock.details.toPlainText()
    # and the map's selection selects the row
    window.scene.select_tokens(["T"])
    assert dock.current_target() == "T"
    # a moved token re-sorts its row and refreshes its cells
    table.sortByColumn(cover_col, Qt.SortOrder.DescendingOrder)
    window.editor.push(MoveTokensCommand(window.document, GroupEdits([MoveToken("G", 10, 8)])))
    settle(qtbot, window)
    assert c.result_for("G").cover == "none"
    top = proxy.index(0, 0).data(Qt.ItemDataRole.UserRole + 1)
    assert c.result_for(top).cover == max(
        (c.result_for(t).cover for t in model.rows), key=lambda v: v != "none")


def test_translated_strings_go_through_qt(qtbot, corridor_window):
    """Badge and tooltip texts come from Qt's translate (a translator sees them)."""
    from PySide6.QtCore import QTranslator

    class Upper(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context in ("RulesTooltip", "Reasons") else None

    window = corridor_window
    c = overlays(window)
    translator = Upper()
    QApplication.installTranslator(translator)
    try:
        from battlemap.ui.overlays.tooltip import result_html
        text = result_html(window.document, c.result_for("G"))
        assert "LINE OF EFFECT" in text
    finally:
        QApplication.removeTranslator(translator)


def test_closing_the_window_with_work_pending_is_harmless(qtbot):
    from bench.dungeon import make_dungeon
    from battlemap.ui.main_window import MainWindow

    win = MainWindow()
    win.editor.set_document(make_dungeon(side=40, n_tokens=20, n_segments=40, seed=5))
    win.show()
    qtbot.waitExposed(win)
    c = win.overlays
    c.slice_ms = c.idle_slice_ms = c.one_off_slice_ms = 0.01  # one pair per turn: plenty left to do
    win.scene.select_tokens([next(iter(win.document.tokens))])
    QApplication.processEvents()
    assert c.busy
    win.close()
    win.deleteLater()
    qtbot.wait(50)  # the timer's next turns find the window gone


def test_selecting_an_attacker_is_worked_out_at_once(qtbot):
    """A one-off change (another attacker) gets the one-off budget on its
    first turn, not a drag's thin slices: its row is complete after one
    turn of the event loop."""
    from bench.dungeon import make_dungeon
    from battlemap.ui.main_window import MainWindow

    win = MainWindow()
    win.editor.set_document(make_dungeon(side=40, n_tokens=20, n_segments=40, seed=5))
    win.show()
    qtbot.waitExposed(win)
    c = win.overlays
    c.slice_ms = c.idle_slice_ms = 0.01  # a drag's slices: one pair per turn
    c.one_off_slice_ms = 10_000.0
    win.scene.select_tokens([next(iter(win.document.tokens))])
    QApplication.processEvents()
    assert c.attacker is not None and not c.busy and c.row.results
    win.close()


def test_play_mode_enlarges_the_badges(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    play = getattr(window, "play", None)
    if play is None or not hasattr(play, "set_play_mode"):
        pytest.skip("no play mode in this window")
    before = c.items.targets["T"].badge.px_rect.height()
    play.set_play_mode(True)
    settle(qtbot, window)
    assert play.scale > 1 and c.attacker == "A"
    assert c.items.targets["T"].badge.px_rect.height() > before * 1.3
    play.set_play_mode(False)
    settle(qtbot, window)
    assert c.items.targets["T"].badge.px_rect.height() == pytest.approx(before)


def test_hovering_one_line_highlights_what_blocks_that_line(qtbot, corridor_window):
    window = corridor_window
    c = overlays(window)
    result = shown(window)["G"]
    viewport = window.view.viewport()
    for i, line in enumerate(result.lines):
        if not line.blocked:
            continue
        for t in (0.5, 0.6, 0.7, 0.8, 0.4):
            gx = line.start[0] + t * (line.end[0] - line.start[0])
            gy = line.start[1] + t * (line.end[1] - line.start[1])
            scene_pos = window.scene.to_scene(gx, gy)
            if c.target_at(scene_pos) == ("G", i):
                qtbot.mouseMove(viewport, window.view.mapFromScene(scene_pos))
                qtbot.waitUntil(lambda: c.hovered == "G")
                assert c.items.blockers.result.lines == (line,)
                return
    pytest.fail("no point of a blocked line of G picks that line")


def test_graded_flanking_shows_every_pair_and_the_bonus(qtbot, window):
    path = CASES_DIR / "graded_flanking_two_pairs.toml"
    from battlemap.ui.overlays.marker_items import flank_extra_pairs

    case = load_case(path)
    window.editor.set_document(case.document)
    c = overlays(window)
    attack = case.attacks[0]
    c.set_choice(kind=attack.attack.kind, all_targets=True)
    select_by_click(qtbot, window, attack.attacker)
    settle(qtbot, window)
    result = shown(window)[attack.target]
    assert result.flanked and result.flank_bonus == 2
    flank = c.items.flanking
    assert result in flank.results
    extra = dict((r.target, pairs) for r, pairs in flank.extra)[attack.target]
    assert extra == flank_extra_pairs(window.document, result) and extra  # the other pair, too
    assert not flank.boundingRect().isEmpty()


def test_melee_out_of_reach_is_greyed_not_cover(qtbot, corridor_window):
    """RULES §6 in_reach: far melee targets say "out of reach" (badge and
    inspector, greyed); moving next to one brings its cover back."""
    window = corridor_window
    c = overlays(window)
    c.set_choice(kind=AttackKind.MELEE)
    settle(qtbot, window)
    assert not c.result_for("T").in_reach
    badge = c.items.targets["T"].badge
    assert [row.text for row in badges.badge_rows(badge.result, window.document)][1:] == [badges.out_of_reach()]
    model = c.inspector.model
    row, cover_col = model.rows.index("T"), model.column_index("cover")
    index = model.index(row, cover_col)
    assert index.data() == badges.out_of_reach()
    assert index.data(Qt.ItemDataRole.ForegroundRole).name() == "#a0a0a4"  # Qt's gray
    window.editor.push(MoveTokensCommand(window.document, GroupEdits([MoveToken("T", 3, 2)])))
    settle(qtbot, window)
    assert c.result_for("T").in_reach
    assert model.index(model.rows.index("T"), cover_col).data() != badges.out_of_reach()
    rows = badges.badge_rows(c.result_for("T"), window.document)
    assert badges.out_of_reach() not in [row.text for row in rows]


def test_inspector_columns_fit_as_the_style_would_fit_them(qtbot, corridor_window):
    """The columns are fitted from the widest text of each (one size asked of
    the style per column): as wide as the style's own fit of every cell
    (sizeHintForColumn), and hidden columns are fitted when they show."""
    window = corridor_window
    c = overlays(window)
    dock = c.inspector
    dock.table.setMinimumHeight(400)  # every row on screen: sizeHintForColumn sees them all
    c.set_choice(all_targets=True)
    settle(qtbot, window)

    def check() -> None:
        dock._fit_columns()
        header = dock.table.horizontalHeader()
        metrics = header.fontMetrics()
        expected = [max(dock.table.sizeHintForColumn(i), metrics.horizontalAdvance(column.title) + 12)
                    for i, column in enumerate(dock.model.columns) if not header.isSectionHidden(i)]
        assert dock._widths == expected  # (the last section stretches past its width)
        assert len(expected) > 5 and max(expected) > 60  # the names' column is wider than a title

    area = dock.model.column_index("in_area")
    assert dock.table.horizontalHeader().isSectionHidden(area)
    check()
    c.set_choice(kind=AttackKind.AREA)  # the area's column shows, fitted
    settle(qtbot, window)
    qtbot.waitUntil(lambda: not dock._fit_timer.isActive())
    assert not dock.table.horizontalHeader().isSectionHidden(area)
    check()

"""Reversible edits, headless: every edit undoes exactly, in any sequence."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.edits import (
    AddSegment, AddTemplate, AddToken, Edit, GroupEdits, MoveTemplate, MoveToken, PaintCells,
    RemoveSegment, RemoveTemplate, RemoveToken, SetOptions, SetRuleset, SetSegment,
    SetTokenProperties,
)
from battlemap.core.edits.cells import brush_rect, flood_region, line_cells, rect_cells, wall_edges
from battlemap.core.model import (
    Board, Change, Document, Obscure, PlacedTemplate, Segment, Size, Solid, Template, Token,
)

W, H = 8, 6


def make_doc() -> Document:
    board = Board(W, H)
    board.solid[1, 1:4] = Solid.WALL
    board.obscure[3:5, 2:6] = Obscure.FOG
    board.segments.append(Segment("wall", ((0, 0), (0, 3))))
    board.segments.append(Segment("door", ((4, 2), (5, 2))))
    doc = Document(board)
    for token in (Token("a", 0, 5, "Aria"), Token("b", 5, 0, "Bug", Size.LARGE, "enemy")):
        doc.tokens[token.id] = token
    doc.options["partial_cover"] = False
    return doc


def copy_doc(doc: Document) -> Document:
    return Document(
        doc.board.copy(), dict(doc.tokens), doc.ruleset, dict(doc.options),
        doc.background, dict(doc.metadata), dict(doc.extras), templates=dict(doc.templates),
    )


# --- strategies: an edit valid for the document as it is when it is drawn ---

cells = st.tuples(st.integers(0, W - 1), st.integers(0, H - 1))


@st.composite
def edit_for(draw, doc: Document) -> Edit:
    kinds = ["paint", "add_token", "add_segment", "ruleset", "options", "add_template"]
    if doc.templates:
        kinds += ["move_template", "remove_template"]
    if doc.tokens:
        kinds += ["remove_token", "move_token", "set_token"]
    if doc.board.segments:
        kinds += ["remove_segment", "set_segment"]
    kind = draw(st.sampled_from(kinds))
    if kind == "paint":
        layer = draw(st.sampled_from(["solid", "obscure"]))
        top = len(Solid) if layer == "solid" else len(Obscure)
        return PaintCells(layer, draw(st.dictionaries(cells, st.integers(0, top - 1), min_size=1)))
    if kind == "add_token":
        n = len(doc.tokens)
        new_id = draw(st.text("xyz", min_size=1, max_size=3).filter(lambda i: i not in doc.tokens))
        x, y = draw(cells)
        index = draw(st.one_of(st.none(), st.integers(0, n)))
        return AddToken(Token(new_id, x, y, draw(st.text(max_size=4))), index)
    if kind == "add_segment":
        points = draw(st.lists(cells, min_size=2, max_size=4))
        index = draw(st.one_of(st.none(), st.integers(0, len(doc.board.segments))))
        return AddSegment(Segment(draw(st.sampled_from(["wall", "low", "door", "window"])), points), index)
    if kind == "add_template":
        name = draw(st.text("fgh", min_size=1, max_size=3).filter(lambda n: n not in doc.templates))
        index = draw(st.one_of(st.none(), st.integers(0, len(doc.templates))))
        radius = draw(st.sampled_from([5, 10, 20]))
        return AddTemplate(PlacedTemplate(name, Template("burst", radius_ft=radius), draw(cells)), index)
    if kind in ("move_template", "remove_template"):
        name = draw(st.sampled_from(sorted(doc.templates)))
        if kind == "remove_template":
            return RemoveTemplate(name)
        cone = Template("cone", length_ft=15, direction=draw(st.sampled_from(["n", "se"])))
        return MoveTemplate(doc.templates[name].moved(draw(cells), draw(st.sampled_from([None, cone]))))
    if kind == "ruleset":
        return SetRuleset(draw(st.sampled_from(["dnd35", "pf1e", "dnd4e"])))
    if kind == "options":
        return SetOptions(draw(st.dictionaries(
            st.sampled_from(["partial_cover", "flanking", "x"]), st.one_of(st.none(), st.booleans()),
            min_size=1)))
    if kind in ("remove_segment", "set_segment"):
        index = draw(st.integers(0, len(doc.board.segments) - 1))
        if kind == "remove_segment":
            return RemoveSegment(index)
        seg = doc.board.segments[index]
        return SetSegment(index, Segment(seg.kind, seg.points, not seg.open))
    token_id = draw(st.sampled_from(sorted(doc.tokens)))
    if kind == "remove_token":
        return RemoveToken(token_id)
    if kind == "move_token":
        return MoveToken(token_id, *draw(cells))
    return SetTokenProperties(token_id, **draw(st.fixed_dictionaries({}, optional={
        "name": st.text(max_size=5),
        "size": st.sampled_from(list(Size)),
        "faction": st.sampled_from(["pc", "enemy"]),
        "conditions": st.frozensets(st.sampled_from(["prone", "dazed"])),
        "hidden": st.booleans(),
        "reach_ft": st.one_of(st.none(), st.integers(0, 30)),
    })))


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_random_edits_then_revert_all_restore_the_document(data):
    doc = make_doc()
    original = copy_doc(doc)
    applied: list[tuple[Edit, Document]] = []
    for _ in range(data.draw(st.integers(1, 12))):
        edit = data.draw(edit_for(doc))
        before = copy_doc(doc)
        edit.apply(doc)
        applied.append((edit, before))
    # undo all, then redo all, then undo all again: each step lands exactly
    for edit, before in reversed(applied):
        edit.revert(doc)
        assert doc.content_equals(before)
    assert doc.content_equals(original)
    states = []
    for edit, _ in applied:
        edit.apply(doc)
        states.append(copy_doc(doc))
    for (edit, before), after in zip(reversed(applied), reversed(states)):
        assert doc.content_equals(after)
        edit.revert(doc)
    assert doc.content_equals(original)


def test_edits_notify_what_they_touch():
    doc = make_doc()
    seen: list[Change] = []
    doc.subscribe(seen.append)
    PaintCells("solid", [(2, 3), (4, 5)], Solid.LOW).apply(doc)
    assert seen[-1] == Change("solid", (2, 3, 5, 6))
    MoveToken("b", 1, 1).apply(doc)
    assert seen[-1].layer == "tokens" and seen[-1].ids == {"b"}
    assert seen[-1].rect == (1, 0, 7, 3)  # old and new footprints
    revision = doc.board_revision
    SetSegment(1, Segment("door", ((4, 2), (5, 2)), open=True)).apply(doc)
    assert seen[-1].layer == "segments" and doc.board_revision == revision + 1
    SetRuleset("pf1e").apply(doc)
    assert seen[-1] == Change("ruleset")


def test_brush_dabs_merge_into_one_stroke():
    doc = make_doc()
    original = copy_doc(doc)
    stroke = PaintCells("solid", [(0, 0), (1, 1)], Solid.WALL)
    stroke.apply(doc)
    for cells in ([(1, 1), (2, 1)], [(2, 1), (3, 0)]):
        dab = PaintCells("solid", cells, Solid.LOW)
        dab.apply(doc)
        assert stroke.merge(dab)
    assert sorted(zip(stroke.xs.tolist(), stroke.ys.tolist())) == [(0, 0), (1, 1), (2, 1), (3, 0)]
    assert doc.board.solid[1, 1] == Solid.LOW
    stroke.revert(doc)
    assert doc.content_equals(original)
    assert not stroke.merge(PaintCells("obscure", [(0, 0)], Obscure.FOG))


def test_drag_steps_merge_and_a_round_trip_is_a_noop():
    doc = make_doc()
    drag = MoveToken("a", 1, 5)
    drag.apply(doc)
    step = MoveToken("a", 0, 5)
    step.apply(doc)
    assert drag.merge(step) and drag.is_noop()
    group = GroupEdits([MoveToken("a", 2, 2), MoveToken("b", 3, 3)])
    group.apply(doc)
    later = GroupEdits([MoveToken("a", 2, 3), MoveToken("b", 3, 4)])
    later.apply(doc)
    assert group.merge(later)
    group.revert(doc)
    assert (doc.tokens["a"].x, doc.tokens["a"].y) == (0, 5)
    assert not group.merge(GroupEdits([MoveToken("a", 1, 1)]))


def test_template_edits_notify_and_a_drag_merges():
    doc = make_doc()
    seen: list[Change] = []
    doc.subscribe(seen.append)
    fireball = PlacedTemplate("fireball", Template("burst", radius_ft=20), (3, 3), "a")
    AddTemplate(fireball).apply(doc)
    assert seen[-1] == Change("templates", ids=frozenset({"fireball"}))
    first = MoveTemplate(fireball.moved((4, 3)))
    first.apply(doc)
    back = MoveTemplate(fireball.moved((3, 3)))
    back.apply(doc)
    assert first.merge(back) and first.is_noop()
    with pytest.raises(ValueError):
        AddTemplate(fireball).apply(doc)
    removal = RemoveTemplate("fireball")
    removal.apply(doc)
    assert doc.templates == {}
    removal.revert(doc)
    assert doc.templates == {"fireball": fireball}


def test_remove_token_keeps_the_token_order_on_undo():
    doc = make_doc()
    edit = RemoveToken("a")
    edit.apply(doc)
    assert list(doc.tokens) == ["b"]
    edit.revert(doc)
    assert list(doc.tokens) == ["a", "b"]


def test_bad_edits_are_refused():
    doc = make_doc()
    with pytest.raises(ValueError):
        AddToken(Token("a", 0, 0)).apply(doc)
    with pytest.raises(ValueError):
        PaintCells("solid", [(W, 0)], Solid.WALL).apply(doc)
    with pytest.raises(ValueError):
        PaintCells("solid", [(0, 0)], 7)
    with pytest.raises(ValueError):
        SetTokenProperties("a", id="z")


def test_cell_sets():
    assert brush_rect(5, 5, 1) == (5, 5, 6, 6)
    assert brush_rect(5, 5, 3) == (4, 4, 7, 7)
    assert list(line_cells(0, 0, 3, 1)) == [(0, 0), (1, 0), (2, 1), (3, 1)]
    xs, ys = rect_cells((1, 2, 3, 4))
    assert sorted(zip(xs.tolist(), ys.tolist())) == [(1, 2), (1, 3), (2, 2), (2, 3)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(0, 1), min_size=7, max_size=7), min_size=5, max_size=5),
       st.integers(0, 6), st.integers(0, 4))
def test_flood_region_matches_a_plain_search(rows, x, y):
    layer = np.array(rows, np.uint8)
    xs, ys = flood_region(layer, x, y)
    expected, todo = set(), [(x, y)]
    while todo:
        cx, cy = todo.pop()
        if (cx, cy) in expected or not (0 <= cx < 7 and 0 <= cy < 5):
            continue
        if layer[cy, cx] != layer[y, x]:
            continue
        expected.add((cx, cy))
        todo += [(cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)]
    assert sorted(zip(xs.tolist(), ys.tolist())) == sorted(expected)


@settings(max_examples=80, deadline=None)
@given(st.lists(st.lists(st.integers(0, 1), min_size=7, max_size=7), min_size=5, max_size=5),
       st.integers(0, 6), st.integers(0, 4),
       st.lists(st.booleans(), min_size=5 * 6, max_size=5 * 6),
       st.lists(st.booleans(), min_size=4 * 7, max_size=4 * 7),
       st.lists(st.booleans(), min_size=35, max_size=35))
def test_flood_region_with_barriers_matches_a_plain_search(rows, x, y, cut_r, cut_d, closed):
    layer = np.array(rows, np.uint8)
    right = np.array(cut_r).reshape(5, 6)
    down = np.array(cut_d).reshape(4, 7)
    fillable = ~np.array(closed).reshape(5, 7)
    xs, ys = flood_region(layer, x, y, fillable, right, down)
    expected, todo = set(), [(x, y)]
    while todo:
        cx, cy = todo.pop()
        if (cx, cy) in expected or not fillable[cy, cx] or layer[cy, cx] != layer[y, x]:
            continue
        expected.add((cx, cy))
        if cx + 1 < 7 and not right[cy, cx]:
            todo.append((cx + 1, cy))
        if cx > 0 and not right[cy, cx - 1]:
            todo.append((cx - 1, cy))
        if cy + 1 < 5 and not down[cy, cx]:
            todo.append((cx, cy + 1))
        if cy > 0 and not down[cy - 1, cx]:
            todo.append((cx, cy - 1))
    assert sorted(zip(xs.tolist(), ys.tolist())) == sorted(expected)


def test_wall_edges_from_thin_walls():
    from battlemap.core.model import Segment

    # a wall on the border x = 2 from y = 0 to 2: parts (1, y) from (2, y) for y = 0, 1
    right, down = wall_edges([Segment("wall", ((2, 0), (2, 2)))], 4, 3)
    assert np.argwhere(right).tolist() == [[0, 1], [1, 1]] and not down.any()
    # a border along y = 1 parts rows 0 and 1; open doors and low walls part nothing
    right, down = wall_edges([Segment("door", ((0, 1), (3, 1))), Segment("low", ((0, 2), (4, 2))),
                              Segment("door", ((0, 2), (4, 2)), open=True)], 4, 3)
    assert not right.any() and np.argwhere(down).tolist() == [[0, 0], [0, 1], [0, 2]]
    # a diagonal wall (an imported map) closes the way along it
    right, down = wall_edges([Segment("window", ((0, 0), (3, 3)))], 3, 3)
    xs, ys = flood_region(np.zeros((3, 3), np.uint8), 2, 0, None, right, down)
    assert sorted(zip(xs.tolist(), ys.tolist())) == [(1, 0), (2, 0), (2, 1)]

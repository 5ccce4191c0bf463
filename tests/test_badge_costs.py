"""Badge texts are measured once per text and size (`badges.badge_text_width`)
and a result's rows made once (`badge_rows`):
a drag lays out and looks at dozens of badges a frame, which read the same few texts."""

from __future__ import annotations

import pytest

from battlemap.render import badges, compact_badge


@pytest.fixture(autouse=True)
def _app(qapp):
    return qapp


def test_a_kept_width_is_the_fonts_own():
    for text_px, bold in ((9.0, False), (9.4, True), (13.0, False)):
        for text in ("Cover: AC +4", "Total: attack +2, AC \u22124", "\u2715"):
            fm = badges.badge_metrics(text_px, bold)
            assert badges.badge_text_width(text, text_px, bold) == fm.horizontalAdvance(text)


def test_a_badge_measured_again_asks_the_font_nothing():
    rows = [badges.BadgeRow("Orc chieftain", bold=True), badges.BadgeRow("Partial cover: AC +2"),
            badges.BadgeRow("Concealment: 20% miss", icon="eye_slash"),
            badges.BadgeRow("Total: attack +0, AC +2", bold=True)]
    first = badges.badge_size(rows, 11.0)
    misses = badges._text_width.cache_info().misses
    again = badges.badge_size(list(rows), 11.0)
    assert again == first and badges._text_width.cache_info().misses == misses
    widths, line_h, icon = badges._row_metrics(rows, 11.0)
    fm_plain, fm_bold = badges.badge_metrics(11.0), badges.badge_metrics(11.0, True)
    assert widths[0] == fm_bold.horizontalAdvance("Orc chieftain")
    assert widths[2] == fm_plain.horizontalAdvance("Concealment: 20% miss") + icon + line_h * 0.25


def test_a_compact_marker_is_as_wide_as_its_number(qapp):
    from tests.test_overlay_drafts import result_with

    result = result_with()
    size = compact_badge.compact_size(result, 10.0)
    fm = badges.badge_metrics(10.0, True)
    h = fm.height() + 3.0
    assert size.width() == pytest.approx(h * 0.95 + fm.horizontalAdvance(compact_badge.compact_text(result)) + 7.0)


def test_a_results_rows_are_made_once_and_anew_when_the_target_is_renamed(monkeypatch):
    from dataclasses import replace

    from battlemap.core.model import Board, Document, Token
    from battlemap.core.rules.area import same_side
    from tests.test_overlay_drafts import result_with

    doc = Document(Board(6, 6))
    doc.tokens["a"] = Token("a", 0, 0, "Aria")
    doc.tokens["t"] = Token("t", 3, 3, "Ogre")
    result = result_with().replace(cover="partial", ac_mod=2, attack_mod=0)
    made = []
    real = badges._badge_rows
    monkeypatch.setattr(badges, "_badge_rows", lambda *args: made.append(1) or real(*args))
    first = badges.badge_rows(result, doc)
    assert [r.text for r in first][0] == "Ogre" and len(made) == 1
    again = badges.badge_rows(result, doc)
    assert again == first and len(made) == 1
    again.append(badges.BadgeRow("x"))  # a caller's list is its own
    assert badges.badge_rows(result, doc) == first
    doc.tokens["t"] = replace(doc.tokens["t"], name="Ogre chief")
    assert badges.badge_rows(result, doc)[0].text == "Ogre chief" and len(made) == 2
    other = result.replace(cover="none", ac_mod=0)  # another result: its own rows
    assert badges.badge_rows(other, doc)[1].text == badges.tr("No cover") and len(made) == 3


def test_rows_are_read_anew_in_another_language(monkeypatch):

    from tests.test_overlay_drafts import result_with

    result = result_with().replace(cover="none")
    assert badges.badge_rows(result)[1].text == "No cover"
    monkeypatch.setattr(badges, "tr", lambda text: {"No cover": "Keine Deckung"}.get(text, text))
    assert badges.badge_rows(result)[1].text == "Keine Deckung"


def test_a_new_result_reading_as_an_earlier_one_gets_its_rows_unmade(monkeypatch):
    """A dragged attacker's pairs are evaluated anew at every step: new
    results, most reading as before; their rows (and sizes) are not made again."""

    from tests.test_overlay_drafts import result_with

    result = result_with().replace(cover="improved", ac_mod=8, attack_mod=0, target="unmade")
    first = badges.badge_rows(result)
    made = []
    real = badges._badge_rows
    monkeypatch.setattr(badges, "_badge_rows", lambda *args: made.append(1) or real(*args))
    twin = result.replace(lines=())  # another object, reading the same
    assert twin is not result and badges.badge_rows(twin) == first and not made
    size = badges.badge_size(first, 10.0)
    monkeypatch.setattr(badges, "_row_metrics", lambda *args: pytest.fail("measured again"))
    assert badges.badge_size(badges.badge_rows(twin), 10.0) == size
    assert badges.badge_rows(result.replace(miss_chance=50, concealment="total")) != first and made


_FIELDS = {  # every field a badge might read, with values that change what it says
    "ruleset": ["dnd35", "pf1e", "dnd4e", "graded"], "can_attack": [True, False],
    "cover": ["none", "soft", "partial", "cover", "improved", "total", "superior"],
    "concealment": ["none", "concealment", "total"], "miss_chance": [0, 20, 50],
    "flanked": [True, False], "flank_bonus": [0, 2], "combat_advantage": [True, False],
    "ac_mod": [0, 2, 4], "reflex_mod": [0, 1, 2], "attack_mod": [0, -2, -5],
    "coup_de_grace": [True, False], "in_reach": [True, False], "in_area": [True, False],
    "line_of_sight": [True, False], "line_of_effect": [True, False], "stealth": [True, False],
    "can_aoo": [True, False], "target": ["t", "u"], "attacker": ["a", "b"],
}


def test_kept_rows_are_the_rows_made_afresh():
    """Whatever a result reads, the rows kept for it are the ones made for it
    (the key holds every field the rows depend on)."""

    from hypothesis import given, settings
    from hypothesis import strategies as st

    from battlemap.core.model import Board, Document, Token
    from battlemap.core.rules.area import same_side
    from tests.test_overlay_drafts import result_with

    doc = Document(Board(6, 6))
    doc.tokens["a"] = Token("a", 0, 0, "Aria")
    doc.tokens["t"] = Token("t", 3, 3, "Ogre", faction="pc")
    fields = st.fixed_dictionaries({name: st.sampled_from(values) for name, values in _FIELDS.items()})

    @settings(max_examples=300, deadline=None)
    @given(st.lists(fields, min_size=1, max_size=6))
    def check(many):
        for values in many:
            result = result_with().replace(**values)
            target = doc.tokens.get(result.target)
            name = target.label if target is not None else result.target
            friendly = result.in_area and same_side(doc, result.attacker, result.target)
            assert badges.badge_rows(result, doc) == badges._badge_rows(result, name, friendly)
            assert badges.badge_rows(result) == badges._badge_rows(result, result.target, False)

    check()

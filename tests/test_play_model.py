"""Live play in the core: the play state, its reversible edits, and the
document format version 2 (fog, turn order, hidden tokens; v1 migrates)."""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.core.edits.advance_turn import AdvanceTurn, advanced
from battlemap.core.edits.remove_token import RemoveToken
from battlemap.core.edits.reveal_cells import RevealCells
from battlemap.core.edits.set_initiative import SetInitiative
from battlemap.core.errors import BattlemapError
from battlemap.core.io import document_format as fmt
from battlemap.core.io.document_format import (
    document_from_bytes, document_to_bytes, load_document, save_document,
)
from battlemap.core.model import Board, Document, Size, Token
from battlemap.core.model.play import PlayState, sorted_initiative

FIXTURE = Path(__file__).parent / "fixtures" / "v1_document.battlemap"


def fight() -> Document:
    doc = Document(Board(8, 6))
    doc.tokens["aria"] = Token("aria", 1, 1, "Aria")
    doc.tokens["bob"] = Token("bob", 2, 1, "Bob")
    doc.tokens["gob"] = Token("gob", 5, 4, "Goblin", faction="enemy", hidden=True)
    return doc


def changes(doc: Document) -> list:
    seen: list = []
    doc.subscribe(seen.append)
    return seen


# --- the state ---------------------------------------------------------------------------

def test_play_state_defaults_equality_and_copy() -> None:
    play = PlayState()
    assert play.revealed is None and not play.has_fog and play.is_revealed(3, 3)
    assert play.initiative == [] and play.current == 0 and play.round == 1
    assert play.current_id() is None
    other = play.copy()
    assert other == play
    other.revealed = np.ones((2, 3), bool)
    assert other != play
    copy = other.copy()
    assert copy == other and copy.revealed is not other.revealed
    copy.revealed[0, 0] = False
    assert copy != other and not copy.is_revealed(0, 0) and copy.is_revealed(1, 0)
    assert not copy.is_revealed(7, 0)  # off the mask: not revealed
    # a mask of the wrong size hides everything rather than the wrong cells
    assert not copy.revealed_mask(5, 5).any()


def test_document_content_includes_play() -> None:
    a, b = fight(), fight()
    assert a.content_equals(b)
    b.play.initiative = [("aria", 12)]
    assert not a.content_equals(b)


def test_sorted_initiative_highest_first_ties_by_modifier_then_order() -> None:
    entries = [("a", 10), ("b", 15), ("c", 10), ("d", 10)]
    assert sorted_initiative(entries) == [("b", 15), ("a", 10), ("c", 10), ("d", 10)]
    assert sorted_initiative(entries, {"d": 3, "c": 1}) == [
        ("b", 15), ("d", 10), ("c", 10), ("a", 10)]


# --- fog edits ------------------------------------------------------------------------------

def test_hiding_starts_the_fog_and_undo_removes_it() -> None:
    doc = fight()
    seen = changes(doc)
    edit = RevealCells([1, 2], [0, 0], reveal=False)
    edit.apply(doc)
    assert doc.play.has_fog
    assert not doc.play.is_revealed(1, 0) and not doc.play.is_revealed(2, 0)
    assert doc.play.revealed.sum() == 8 * 6 - 2
    assert seen[-1].layer == "play" and seen[-1].rect == (1, 0, 3, 1)
    assert doc.board_revision == 0  # fog is not terrain
    edit.revert(doc)
    assert doc.play.revealed is None
    edit.apply(doc)
    assert doc.play.revealed.sum() == 8 * 6 - 2


def test_revealing_without_fog_changes_nothing() -> None:
    doc = fight()
    edit = RevealCells([1], [1], reveal=True)
    edit.apply(doc)
    assert doc.play.revealed is None and edit.is_noop()
    edit.revert(doc)
    assert doc.play.revealed is None


def test_reveal_and_hide_round_trip_and_merge() -> None:
    doc = fight()
    RevealCells.whole(np.zeros((6, 8), bool)).apply(doc)
    before = doc.play.copy()
    first = RevealCells([0, 1], [0, 0], True)
    first.apply(doc)
    second = RevealCells([1, 2], [0, 0], True)
    second.apply(doc)
    assert first.merge(second)
    assert doc.play.revealed[0, :4].tolist() == [True, True, True, False]
    first.revert(doc)
    assert doc.play == before
    first.apply(doc)
    assert doc.play.revealed[0, :3].all()
    with pytest.raises(ValueError, match="outside the board"):
        RevealCells([8], [0], True).apply(doc)


def test_whole_mask_edit() -> None:
    doc = fight()
    cover = RevealCells.whole(np.zeros((6, 8), bool))
    cover.apply(doc)
    assert doc.play.has_fog and not doc.play.revealed.any()
    off = RevealCells.whole(None)
    off.apply(doc)
    assert doc.play.revealed is None
    off.revert(doc)
    assert doc.play.has_fog and not doc.play.revealed.any()
    cover.revert(doc)
    assert doc.play.revealed is None
    with pytest.raises(ValueError, match="does not match"):
        RevealCells.whole(np.zeros((2, 2), bool)).apply(doc)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 5), st.integers(1, 3), st.booleans()),
                max_size=8))
def test_any_fog_edits_undo_to_the_start(dabs) -> None:
    doc = fight()
    start = doc.play.copy()
    done = []
    for x, y, size, reveal in dabs:
        ys, xs = np.mgrid[y:min(y + size, 6), x:min(x + size, 8)]
        edit = RevealCells(xs.ravel(), ys.ravel(), reveal)
        edit.apply(doc)
        done.append((edit, doc.play.copy()))
    for i in range(len(done) - 1, -1, -1):
        done[i][0].revert(doc)
        assert doc.play == (done[i - 1][1] if i else start)
    for edit, after in done:
        edit.apply(doc)
        assert doc.play == after


# --- turn order edits ------------------------------------------------------------------------

def test_set_initiative_keeps_whose_turn_it_is() -> None:
    doc = fight()
    SetInitiative([("aria", 12), ("bob", 8), ("gob", 15)], current=1).apply(doc)
    assert doc.play.current_id() == "bob"
    resort = SetInitiative(sorted_initiative(doc.play.initiative))
    resort.apply(doc)
    assert doc.play.ids() == ["gob", "aria", "bob"] and doc.play.current_id() == "bob"
    resort.revert(doc)
    assert doc.play.ids() == ["aria", "bob", "gob"] and doc.play.current_id() == "bob"
    end = SetInitiative([], current=0, round=1)
    end.apply(doc)
    assert doc.play.initiative == [] and doc.play.round == 1
    with pytest.raises(ValueError, match="twice"):
        SetInitiative([("a", 1), ("a", 2)])
    with pytest.raises(ValueError, match="outside"):
        SetInitiative([("a", 1)], current=1)


def test_advance_turn_wraps_into_the_next_round_and_back() -> None:
    doc = fight()
    SetInitiative([("gob", 15), ("aria", 12), ("bob", 8)], current=0, round=1).apply(doc)
    seen = changes(doc)
    edits = [AdvanceTurn(1) for _ in range(4)]
    states = []
    for edit in edits:
        edit.apply(doc)
        states.append((doc.play.current_id(), doc.play.round))
    assert states == [("aria", 1), ("bob", 1), ("gob", 2), ("aria", 2)]
    assert seen[-1].layer == "play" and seen[-1].ids == {"aria"}
    back = AdvanceTurn(-2)
    back.apply(doc)
    assert (doc.play.current_id(), doc.play.round) == ("bob", 1)
    back.revert(doc)
    assert (doc.play.current_id(), doc.play.round) == ("aria", 2)
    for edit in reversed(edits):
        edit.revert(doc)
    assert (doc.play.current_id(), doc.play.round) == ("gob", 1)
    # nothing before the first turn of round 1
    first = AdvanceTurn(-1)
    first.apply(doc)
    assert first.is_noop() and (doc.play.current, doc.play.round) == (0, 1)


def test_advance_turn_passes_over_removed_tokens() -> None:
    doc = fight()
    SetInitiative([("aria", 12), ("bob", 8), ("gob", 5)], current=0).apply(doc)
    RemoveToken("bob").apply(doc)
    assert advanced(doc, 1) == (2, 1)
    assert advanced(doc, 2) == (0, 2)
    empty = Document(Board(2, 2))
    assert advanced(empty, 1) == (0, 1)


# --- the format ------------------------------------------------------------------------------

def played_document() -> Document:
    doc = fight()
    doc.tokens["ogre"] = Token("ogre", 4, 1, "Ogre", Size.LARGE, "enemy", conditions={"prone"})
    mask = np.zeros((6, 8), bool)
    mask[0:3, 0:4] = True
    doc.play = PlayState(mask, [("gob", 17), ("aria", 12), ("gone", 9), ("bob", -1)], 1, 3)
    return doc


def test_play_round_trips_through_save_and_load(tmp_path: Path) -> None:
    doc = played_document()
    path = tmp_path / "fight.battlemap"
    save_document(doc, path)
    back = load_document(path)
    assert back == doc
    assert back.play.revealed.dtype == bool and back.play.revealed[2, 3] and not back.play.revealed[3, 3]
    assert back.play.initiative == [("gob", 17), ("aria", 12), ("gone", 9), ("bob", -1)]
    assert (back.play.current, back.play.round) == (1, 3)
    assert back.tokens["gob"].hidden and not back.tokens["aria"].hidden
    assert document_to_bytes(back) == document_to_bytes(doc)


def test_play_json_layout() -> None:
    """Added in version 2; unchanged since."""
    with zipfile.ZipFile(io.BytesIO(document_to_bytes(played_document()))) as zf:
        text = zf.read("document.json").decode()
    obj = json.loads(text)
    assert obj["version"] == fmt.CURRENT_VERSION >= 2  # play has kept this layout since v2
    assert obj["play"]["revealed"][:4] == ["11110000", "11110000", "11110000", "00000000"]
    assert obj["play"]["initiative"][0] == {"id": "gob", "value": 17}
    assert (obj["play"]["current"], obj["play"]["round"]) == (1, 3)
    assert '\n    "revealed": [\n      "11110000",\n' in text  # one row per line
    without_fog = json.loads(zipfile.ZipFile(io.BytesIO(document_to_bytes(fight())))
                             .read("document.json"))
    assert without_fog["play"] == {"revealed": None, "initiative": [], "current": 0, "round": 1}


def test_v1_fixture_loads_as_the_current_version(tmp_path: Path) -> None:
    with zipfile.ZipFile(FIXTURE) as zf:
        assert json.loads(zf.read("document.json"))["version"] == 1
    doc = load_document(FIXTURE)
    assert doc.play == PlayState()
    assert doc.ruleset == "pf1e" and doc.metadata == {"title": "Old crypt"}
    assert list(doc.tokens) == ["hero", "ghoul", "ogre"]
    assert doc.tokens["ghoul"].hidden and doc.tokens["hero"].conditions == {"prone"}
    assert doc.board.solid[1, 2:5].tolist() == [2, 2, 2] and doc.board.segments[1].open
    saved = tmp_path / "upgraded.battlemap"
    save_document(doc, saved)
    with zipfile.ZipFile(saved) as zf:
        assert json.loads(zf.read("document.json"))["version"] == fmt.CURRENT_VERSION
    assert load_document(saved) == doc
    assert doc.templates == {}  # v3 added templates: an old map has none
    assert doc.ambient.label == "bright" and doc.lights == {}  # version 3's light: none


def _with_play(play) -> bytes:
    obj = json.loads(zipfile.ZipFile(io.BytesIO(document_to_bytes(fight())))
                     .read("document.json"))
    obj["play"] = play
    return json.dumps(obj).encode()


@pytest.mark.parametrize("play, message", [
    ("fog", r"play: must be a table"),
    ({"fog": True}, r"play: unknown field 'fog'"),
    ({"revealed": ["1" * 8] * 5}, r"play.revealed: has 5 rows; the board is 6 high"),
    ({"revealed": ["1" * 7] + ["1" * 8] * 5}, r"play.revealed\[0\]: has 7 cells"),
    ({"revealed": ["1" * 7 + "x"] + ["1" * 8] * 5}, r"play.revealed\[0\]: unknown character 'x' at x = 7"),
    ({"revealed": [1] * 6}, r"play.revealed\[0\]: must be text"),
    ({"initiative": [{"id": "a"}]}, r"play.initiative\[0\]: the field 'value' is missing"),
    ({"initiative": [{"id": "a", "value": 1.5}]}, r"play.initiative\[0\].value: must be a whole"),
    ({"initiative": [{"id": "a", "value": 1}, {"id": "a", "value": 2}]}, r"in the turn order twice"),
    ({"initiative": [{"id": "a", "value": 1}], "current": 1}, r"play.current: 1 is more than 0"),
    ({"round": 0}, r"play.round: 0 is less than 1"),
])
def test_invalid_play_fields_name_the_field(play, message) -> None:
    with pytest.raises(BattlemapError, match=message):
        document_from_bytes(_with_play(play))


def test_play_may_be_left_out_or_partial() -> None:
    obj = json.loads(_with_play({"round": 4}))
    assert document_from_bytes(json.dumps(obj).encode()).play == PlayState(round=4)
    del obj["play"]
    assert document_from_bytes(json.dumps(obj).encode()).play == PlayState()

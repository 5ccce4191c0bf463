"""Undo as a property: long random edit sequences on random documents.

`tests/test_edits.py` checks every step of short sequences (up to 12 edits)
on one fixed document. This file adds what it does not cover:

- up to 200 edits on random small documents (`strategies`), including
  groups of edits (one user action), merged edits (brush strokes, drags,
  a spin box being stepped) and edits that end up changing nothing;
  reverting all of them gives the original document back and applying them
  all again gives the edited one;
- the same through a real `QUndoStack` with the `battlemap.ui.commands`
  wrappers (merge keys, obsolete commands dropped by the stack, branching:
  undo a few steps, then edit on): undo-all, redo-all, and every index in
  between lands on the state recorded there.
"""

from __future__ import annotations

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QUndoCommand, QUndoStack

from battlemap.core.edits import (
    AddLight, AddSegment, AddToken, Edit, GroupEdits, MoveLight, MoveToken, PaintCells,
    RemoveLight, RemoveSegment, RemoveToken, SetAmbient, SetLightRadii, SetOptions, SetRuleset,
    SetSegment, SetTokenArt, SetTokenProperties,
)
from battlemap.core.edits.cells import rect_cells
from battlemap.core.model import (
    Ambient, Document, Light, Obscure, Segment, SegmentKind, Size, Solid, Token,
)
from battlemap.core.model.token import CONDITIONS
from battlemap.ui.commands import (
    AddLightCommand, AddSegmentCommand, AddTokenCommand, DeleteItemsCommand,
    DuplicateTokensCommand, MoveLightCommand, RemoveLightCommand, SetAmbientCommand,
    SetLightRadiiCommand,
    EraseCellsCommand, MoveTokensCommand, PaintCellsCommand, RemoveSegmentCommand,
    SetOptionsCommand, SetRulesetCommand, SetSegmentCommand, SetTokenArtCommand,
    SetTokenPropertiesCommand,
)

from strategies import ART_SAMPLES, RULESET_IDS, any_documents, any_radii, battle_documents

MAX_EDITS = 200
LAYER_TOP = {"solid": len(Solid), "obscure": len(Obscure)}

small_documents = st.one_of(
    battle_documents(min_side=3, max_side=8, min_tokens=0, max_tokens=4),
    any_documents(max_side=8, max_tokens=4),
)


def snapshot(doc: Document) -> Document:
    """A deep copy of the content (without the listeners)."""
    shallow = copy.copy(doc)
    shallow._listeners = []
    return copy.deepcopy(shallow)


# --------------------------------------------------------------------------
# Edits valid for the document as it is when drawn

def cells(doc: Document):
    return st.tuples(st.integers(0, doc.board.width - 1), st.integers(0, doc.board.height - 1))


@st.composite
def paint_edit(draw, doc: Document, layer: str | None = None) -> PaintCells:
    layer = layer or draw(st.sampled_from(sorted(LAYER_TOP)))
    if draw(st.booleans()):  # a brush dab or a few cells, each with its own value
        values = st.integers(0, LAYER_TOP[layer] - 1)
        return PaintCells(layer, draw(st.dictionaries(cells(doc), values, min_size=1, max_size=6)))
    # a rectangle or a fill: one value
    (x0, y0), (x1, y1) = draw(cells(doc)), draw(cells(doc))
    xs, ys = rect_cells((min(x0, x1), min(y0, y1), max(x0, x1) + 1, max(y0, y1) + 1))
    return PaintCells.from_arrays(layer, xs, ys, draw(st.integers(0, LAYER_TOP[layer] - 1)))


@st.composite
def place_for(draw, doc: Document, size: Size) -> tuple[int, int]:
    n = min(size.footprint, doc.board.width, doc.board.height)
    return (draw(st.integers(0, doc.board.width - n)), draw(st.integers(0, doc.board.height - n)))


def fresh_id(base: str, taken) -> str:
    token_id, n = base, 0
    while token_id in taken:
        n += 1
        token_id = f"{base}{n}"
    return token_id


@st.composite
def new_token(draw, doc: Document) -> Token:
    token_id = fresh_id(draw(st.text("abcxyz", min_size=1, max_size=2)), doc.tokens)
    size = draw(st.sampled_from([Size.SMALL, Size.MEDIUM, Size.LARGE]))
    x, y = draw(place_for(doc, size))
    return Token(token_id, x, y, draw(st.text(max_size=4)), size,
                 draw(st.sampled_from(["pc", "enemy", "neutral"])))


def token_fields(doc: Document) -> dict:
    """A strategy for every token field an edit may change."""
    return {
        "name": st.text(max_size=5),
        "size": st.sampled_from(list(Size)),
        "faction": st.sampled_from(["pc", "enemy", "neutral"]),
        "reach_ft": st.one_of(st.none(), st.sampled_from([0, 5, 10, 15])),
        "conditions": st.frozensets(st.sampled_from(CONDITIONS), max_size=3),
        "darkvision_ft": st.sampled_from([0, 30, 60]),
        "low_light": st.booleans(),
        "see_invisible": st.booleans(),
        "improved_cover": st.booleans(),
        "hidden": st.booleans(),
        "light": st.one_of(st.none(), any_radii()),
        "x": st.integers(0, doc.board.width - 1),
        "y": st.integers(0, doc.board.height - 1),
    }


def token_changes(doc: Document, keys=None):
    """Some fields (or exactly `keys`) with new values."""
    fields = token_fields(doc)
    if keys is not None:
        return st.fixed_dictionaries({k: fields[k] for k in keys})
    return st.fixed_dictionaries({}, optional=fields).filter(bool)


@st.composite
def new_segment(draw, doc: Document) -> Segment:
    corners = st.tuples(st.integers(0, doc.board.width), st.integers(0, doc.board.height))
    return Segment(draw(st.sampled_from(list(SegmentKind))),
                   tuple(draw(st.lists(corners, min_size=2, max_size=4))), draw(st.booleans()))


@st.composite
def changed_segment(draw, doc: Document, index: int) -> Segment:
    """Open/close a door (usually), or change the kind or the points."""
    old = doc.board.segments[index]
    how = draw(st.sampled_from(["toggle", "toggle", "kind", "points"]))
    if how == "toggle":
        return Segment(old.kind, old.points, not old.open)
    if how == "kind":
        return Segment(draw(st.sampled_from(list(SegmentKind))), old.points, old.open)
    return Segment(old.kind, draw(new_segment(doc)).points, old.open)


@st.composite
def options_change(draw) -> dict:
    return draw(st.dictionaries(
        st.sampled_from(["partial_cover", "flanking", "soft_cover", "custom"]),
        st.one_of(st.none(), st.booleans(), st.integers(-2, 2)), min_size=1, max_size=3))


def kinds_for(doc: Document) -> list[str]:
    kinds = ["paint", "paint", "add_token", "add_segment", "ruleset", "options"]
    if doc.tokens:
        kinds += ["move_token", "move_token", "remove_token", "set_token", "set_token", "set_art"]
    if doc.board.segments:
        kinds += ["remove_segment", "set_segment", "set_segment"]
    kinds += ["add_light", "ambient"]
    if doc.lights:
        kinds += ["move_light", "remove_light", "set_light"]
    return kinds


@st.composite
def edit_of_kind(draw, doc: Document, kind: str) -> Edit:
    if kind == "paint":
        return draw(paint_edit(doc))
    if kind == "add_token":
        return AddToken(draw(new_token(doc)),
                        draw(st.one_of(st.none(), st.integers(0, len(doc.tokens)))))
    if kind == "add_segment":
        return AddSegment(draw(new_segment(doc)),
                          draw(st.one_of(st.none(), st.integers(0, len(doc.board.segments)))))
    if kind == "ruleset":
        return SetRuleset(draw(st.sampled_from(RULESET_IDS)))
    if kind == "options":
        return SetOptions(draw(options_change()))
    if kind == "add_light":
        x, y = draw(cells(doc))
        light_id = fresh_id(draw(st.text("lm", min_size=1, max_size=2)), doc.lights)
        return AddLight(Light(light_id, x, y, draw(any_radii()), draw(st.text(max_size=3))))
    if kind == "ambient":
        return SetAmbient(draw(st.sampled_from(list(Ambient))))
    if kind in ("move_light", "remove_light", "set_light"):
        light_id = draw(st.sampled_from(list(doc.lights)))
        if kind == "move_light":
            return MoveLight(light_id, *draw(cells(doc)))
        if kind == "remove_light":
            return RemoveLight(light_id)
        return SetLightRadii(light_id, draw(any_radii()),
                             draw(st.one_of(st.none(), st.text(max_size=3))))
    if kind in ("remove_segment", "set_segment"):
        index = draw(st.integers(0, len(doc.board.segments) - 1))
        if kind == "remove_segment":
            return RemoveSegment(index)
        return SetSegment(index, draw(changed_segment(doc, index)))
    token_id = draw(st.sampled_from(list(doc.tokens)))
    if kind == "remove_token":
        return RemoveToken(token_id)
    if kind == "move_token":
        return MoveToken(token_id, *draw(place_for(doc, doc.tokens[token_id].size)))
    if kind == "set_art":
        ids = draw(st.lists(st.sampled_from(list(doc.tokens)), min_size=1, max_size=3))
        return SetTokenArt(ids, draw(st.one_of(st.none(), st.sampled_from(ART_SAMPLES))))
    return SetTokenProperties(token_id, **draw(token_changes(doc)))


@st.composite
def any_edit(draw, doc: Document) -> Edit:
    return draw(edit_of_kind(doc, draw(st.sampled_from(kinds_for(doc)))))


# --------------------------------------------------------------------------
# Headless: the core edits

@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(small_documents, st.data())
def test_long_random_edit_sequences_revert_and_reapply_exactly(doc, data):
    original = snapshot(doc)
    applied: list[Edit] = []
    for _ in range(data.draw(st.integers(0, MAX_EDITS), label="edits")):
        how = data.draw(st.sampled_from(["one", "one", "one", "group", "continue"]))
        if how == "group":  # one user action: each part drawn for the state the previous left
            parts = []
            for _ in range(data.draw(st.integers(1, 3))):
                part = data.draw(any_edit(doc))
                part.apply(doc)
                parts.append(part)
            applied.append(GroupEdits(parts))
            continue
        last = applied[-1] if applied else None
        if how == "continue" and isinstance(last, (PaintCells, MoveToken, SetTokenProperties)):
            # the next dab of a stroke, step of a drag or of a spin box, folded into the last edit
            if isinstance(last, PaintCells):
                step: Edit = data.draw(paint_edit(doc, last.layer))
            elif isinstance(last, MoveToken) and last.token_id in doc.tokens:
                step = MoveToken(last.token_id, *data.draw(place_for(doc, doc.tokens[last.token_id].size)))
            elif isinstance(last, SetTokenProperties) and last.token_id in doc.tokens:
                step = SetTokenProperties(last.token_id, **data.draw(token_changes(doc, last.changes)))
            else:
                step = data.draw(any_edit(doc))
            step.apply(doc)
            if not last.merge(step):
                applied.append(step)
            continue
        edit = data.draw(any_edit(doc))
        edit.apply(doc)
        applied.append(edit)
    edited = snapshot(doc)
    for edit in reversed(applied):
        edit.revert(doc)
    assert doc.content_equals(original)
    for edit in applied:
        edit.apply(doc)
    assert doc.content_equals(edited)
    for edit in reversed(applied):  # and once more: edits alternate apply/revert forever
        edit.revert(doc)
    assert doc.content_equals(original)



# --------------------------------------------------------------------------
# Through a QUndoStack, with the commands the editor pushes

@st.composite
def command_for(draw, doc: Document, key: int, last: dict) -> tuple[QUndoCommand, dict]:
    """A command as a tool or dock would make it for `doc`, and its shape;
    `last` (the previous command's shape) lets strokes, drags and spin-box
    steps continue with the same merge key."""
    kinds = kinds_for(doc) + ["erase"] + (["duplicate", "delete"] if doc.tokens else [])
    kind = last.get("kind")
    if kind not in kinds or not draw(st.booleans()):
        kind = draw(st.sampled_from(kinds))
    merge_key = key if draw(st.integers(0, 3)) else None
    if kind == "paint":
        layer = last.get("layer") if last.get("kind") == "paint" else None
        edit = draw(paint_edit(doc, layer))
        how = draw(st.sampled_from([PaintCellsCommand.BRUSH, PaintCellsCommand.RECTANGLE,
                                    PaintCellsCommand.BUCKET]))
        return PaintCellsCommand(doc, edit, "terrain", how, merge_key), {"kind": kind, "layer": edit.layer}
    if kind == "erase":
        where = draw(st.lists(cells(doc), min_size=1, max_size=6))
        group = GroupEdits([PaintCells("solid", where, Solid.EMPTY),
                            PaintCells("obscure", where, Obscure.NONE)])
        return EraseCellsCommand(doc, group, merge_key), {"kind": kind}
    if kind in ("move_token", "set_token") and last.get("kind") == kind and all(
            t in doc.tokens for t in last["ids"]):
        ids = last["ids"]
    elif kind in ("move_token", "set_token", "delete", "duplicate"):
        if not doc.tokens:
            return draw(command_for(doc, key, {}))
        ids = draw(st.lists(st.sampled_from(list(doc.tokens)), min_size=1, max_size=3, unique=True))
    if kind == "move_token":
        moves = GroupEdits([MoveToken(t, *draw(place_for(doc, doc.tokens[t].size))) for t in ids])
        return MoveTokensCommand(doc, moves, merge_key), {"kind": kind, "ids": ids}
    if kind == "set_token":
        prop = last["prop"] if last.get("kind") == kind else draw(st.sampled_from(sorted(token_fields(doc))))
        value = draw(token_fields(doc)[prop])
        group = GroupEdits([SetTokenProperties(t, **{prop: value}) for t in ids])
        command = SetTokenPropertiesCommand(doc, group, prop, merge=merge_key is not None)
        return command, {"kind": kind, "ids": ids, "prop": prop}
    if kind == "duplicate":
        adds, taken = [], set(doc.tokens)
        for t in ids:
            new_id = fresh_id(draw(st.text("pqr", min_size=1, max_size=2)), taken)
            taken.add(new_id)
            original = doc.tokens[t]
            adds.append(AddToken(Token(new_id, original.x, original.y, original.name, original.size,
                                       original.faction)))
        return DuplicateTokensCommand(doc, GroupEdits(adds)), {"kind": kind}
    if kind == "delete":
        segments = draw(st.lists(st.integers(0, max(len(doc.board.segments) - 1, 0)), unique=True,
                                 max_size=min(2, len(doc.board.segments))))
        edits = [RemoveToken(t) for t in ids] + [RemoveSegment(i) for i in sorted(segments, reverse=True)]
        return DeleteItemsCommand(doc, GroupEdits(edits)), {"kind": kind}
    edit = draw(edit_of_kind(doc, kind))
    if kind == "add_token":
        return AddTokenCommand(doc, edit), {"kind": kind}
    if kind == "remove_token":
        return DeleteItemsCommand(doc, GroupEdits([edit])), {"kind": kind}
    if kind == "add_segment":
        return AddSegmentCommand(doc, edit), {"kind": kind}
    if kind == "remove_segment":
        return RemoveSegmentCommand(doc, edit), {"kind": kind}
    if kind == "set_segment":
        return SetSegmentCommand(doc, edit), {"kind": kind}
    if kind == "set_art":
        return SetTokenArtCommand(doc, edit), {"kind": kind}
    if kind == "ruleset":
        return SetRulesetCommand(doc, edit, edit.ruleset), {"kind": kind}
    if kind == "add_light":
        return AddLightCommand(doc, edit), {"kind": kind}
    if kind == "move_light":
        return MoveLightCommand(doc, edit, merge_key), {"kind": kind}
    if kind == "remove_light":
        return RemoveLightCommand(doc, edit), {"kind": kind}
    if kind == "set_light":
        return SetLightRadiiCommand(doc, edit, merge_key), {"kind": kind}
    if kind == "ambient":
        return SetAmbientCommand(doc, edit), {"kind": kind}
    return SetOptionsCommand(doc, edit), {"kind": kind}


@settings(max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(small_documents, st.data())
def test_undo_stack_undo_all_redo_all(doc, data):
    original = snapshot(doc)
    stack = QUndoStack()
    key, last = 0, {}
    for _ in range(data.draw(st.integers(0, MAX_EDITS), label="actions")):
        action = data.draw(st.sampled_from(["push"] * 8 + ["new stroke", "undo"]))
        if action == "undo":  # step back a little, then edit on (the redo tail goes)
            stack.setIndex(stack.index() - data.draw(st.integers(0, min(3, stack.index()))))
            last = {}
            continue
        if action == "new stroke":
            key, last = key + 1, {}
        command, last = data.draw(command_for(doc, key, last))
        stack.push(command)
    edited, top = snapshot(doc), stack.index()
    stack.setIndex(0)
    assert doc.content_equals(original)
    states = [original]
    while stack.canRedo():
        stack.redo()
        states.append(snapshot(doc))
    assert states[top].content_equals(edited)
    while stack.canUndo():
        stack.undo()
    assert doc.content_equals(original)
    for index in data.draw(st.lists(st.integers(0, stack.count()), max_size=5), label="visits"):
        stack.setIndex(index)
        assert doc.content_equals(states[index])

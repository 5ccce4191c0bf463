"""A brush stroke's dabs, each pushed through the undo stack and merged into
one step (what the brush tool does), keep the scene and the history in step
one dab at a time: the view reads as a repaint from scratch after the
stroke, on an unlit map (where the light layer has nothing to do) and on a
lit one (where the dabs shape the light), and the history shows one step."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from battlemap.core.edits import GroupEdits, PaintCells, SetAmbient, SetTokenProperties
from battlemap.core.model import Ambient, LightRadii, Obscure, Solid
from battlemap.render import lighting
from battlemap.ui.commands import PaintCellsCommand, SetAmbientCommand, SetTokenPropertiesCommand
from tests.ui.test_scene_layers import from_scratch, same_picture, shown


def stroke(window, layer: str, cells, value, key) -> None:
    for cell in cells:
        edit = PaintCells(layer, [cell], value)
        window.editor.push(PaintCellsCommand(window.document, edit, "test", merge_key=key))


def count_light_pictures(monkeypatch) -> list:
    calls = []
    real = lighting.light_picture

    def counted(doc, *args, **kwargs):
        calls.append(doc)
        return real(doc, *args, **kwargs)

    monkeypatch.setattr(lighting, "light_picture", counted)
    return calls


def test_a_stroke_on_an_unlit_map_repaints_the_terrain_and_leaves_the_light_alone(window, monkeypatch):
    before = from_scratch(window)
    calls = count_light_pictures(monkeypatch)
    stroke(window, "obscure", [(x, 4) for x in range(1, 11)], Obscure.DARKNESS, "dark")
    stroke(window, "solid", [(x, 5) for x in range(1, 11)], Solid.WALL, "walls")
    assert calls == []  # nothing lit before or after: no light picture made per dab
    painted = shown(window)
    assert not same_picture(painted, before)
    assert same_picture(painted, from_scratch(window))
    assert window.undo_stack.count() == 2
    window.undo_stack.undo()
    window.undo_stack.undo()
    assert same_picture(shown(window), before)


def test_a_stroke_through_a_torch_light_repaints_the_light_it_shapes(window, monkeypatch):
    doc = window.document
    window.editor.push(SetAmbientCommand(doc, SetAmbient(Ambient.DARK)))
    torch = GroupEdits([SetTokenProperties("aria", light=LightRadii(20, 40))])
    window.editor.push(SetTokenPropertiesCommand(doc, torch, "light"))
    QApplication.processEvents()
    lit = shown(window)
    calls = count_light_pictures(monkeypatch)
    cells = [(3, y) for y in range(0, 10)]  # a wall across the torch's light
    stroke(window, "solid", cells, Solid.WALL, "wall")
    assert len(calls) == len(cells)  # the light followed each dab
    walled = shown(window)
    assert int(walled.sum()) < int(lit.sum())  # darker behind the new wall
    assert same_picture(walled, from_scratch(window))
    stroke(window, "obscure", [(5, y) for y in range(0, 10)], Obscure.DARKNESS, "dark")
    assert same_picture(shown(window), from_scratch(window))


def test_the_history_shows_a_stroke_as_one_step_and_repaints_its_row_only_when_renamed(window):
    history = window.history_dock.history_view.history
    stack = window.undo_stack
    changes = []
    history.dataChanged.connect(lambda first, last, *_roles: changes.append((first.row(), last.row())))
    rows = history.rowCount()
    stroke(window, "obscure", [(x, 2) for x in range(1, 9)], Obscure.FOG, "fog")
    assert history.rowCount() == rows + 1 == stack.count() + 1
    assert changes == [(rows - 1, rows)]  # the new step's row, once: its merges read the same
    text = history.data(history.index(rows))
    assert text == stack.text(rows - 1)
    changes.clear()
    stack.command(rows - 1).setText("renamed")  # a merge that renames its step repaints the row
    stroke(window, "obscure", [(9, 2)], Obscure.FOG, "fog")
    assert changes == [(rows, rows)] and history.data(history.index(rows)) == "renamed"
    changes.clear()
    stack.undo()
    assert changes == [(rows - 1, rows)]  # the undone step greys

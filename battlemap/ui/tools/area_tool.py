"""A: area templates (RULES §7). Drag on the map to place the shape and size
chosen in the Attack toolbar for the selected creature; drag a template's
origin to move it (it snaps to grid intersections; in 4e to squares), the
square handle of a cone to turn it (8 directions), a line's end to aim it.
Remove template (Shift+Del) on the toolbar removes the active one."""

from __future__ import annotations

import math
from dataclasses import replace
from itertools import count

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from battlemap.core.geometry.lattice import Space
from battlemap.core.model import PlacedTemplate, Template
from battlemap.core.rules.templates import blast_position, blast_space
from battlemap.render.template_painter import handle_points
from battlemap.ui.tools.base import Tool

GRAB_SQUARES = 0.45  # how near a handle a press must be to grab it
_drags = count(1)


class AreaTool(Tool):
    key = "area"
    shortcut = "A"

    def __init__(self, ctx, templates) -> None:
        super().__init__(ctx)
        self.templates = templates  # ui.templates.controller.TemplateController
        self._drag: tuple[str, str, int] | None = None  # (template name, handle, merge key)
        self._macro = False  # an undo macro is open (placing)

    def label(self) -> str:
        return self.tr("Area")

    def hint(self) -> str:
        return self.tr("Drag to place the area template chosen in the Attack toolbar for the "
                       "selected creature; drag its origin to move it, its square handle to "
                       "turn a cone or aim a line")

    # --- picking -----------------------------------------------------------------------------
    def handle_at(self, pos: QPointF) -> tuple[str, str] | None:
        """(template name, handle) under a scene point: the active template's
        handles first."""
        gx, gy = self.scene.to_grid(pos)
        doc = self.doc
        names = sorted(doc.templates, key=lambda n: n != self.templates.active)
        for name in names:
            placed = doc.templates[name]
            for handle, (hx, hy) in handle_points(placed).items():
                if math.hypot(gx - hx, gy - hy) <= GRAB_SQUARES:
                    return name, handle
            if placed.template.shape == "blast":  # the whole block moves a blast
                block = blast_space(placed.template)
                if block.x0 <= gx < block.x1 and block.y0 <= gy < block.y1:
                    return name, "origin"
        return None

    def _point(self, pos: QPointF) -> tuple[int, int]:
        """The lattice point a drag is at: the nearest intersection, or in 4e
        the top-left corner of the square under the pointer."""
        if self.templates.in_squares:
            x, y = self.scene.cell_at(pos)
            board = self.doc.board
            return min(max(x, 0), board.width - 1), min(max(y, 0), board.height - 1)
        return self.scene.corner_at(pos)

    # --- mouse ----------------------------------------------------------------------------------
    def mouse_press(self, event: QMouseEvent, pos: QPointF) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        hit = self.handle_at(pos)
        if hit is not None:
            self.templates.set_active(hit[0])
            self._drag = (hit[0], hit[1], next(_drags))
            return True
        if self.templates.overlays.attacker is None:
            self.ctx.view.window().statusBar().showMessage(
                self.tr("Select the creature whose effect it is first"), 4000)
            return True
        # placing and the drag that follows are one undo step
        self.ctx.editor.undo_stack.beginMacro(self.tr("Place template"))
        self._macro = True
        placed = self.templates.new_template(self._point(pos))
        if placed is None:
            self._end_macro()
            return True
        self._drag = (placed.name, "origin", next(_drags))
        return True

    def _end_macro(self) -> None:
        if self._macro:
            self._macro = False
            self.ctx.editor.undo_stack.endMacro()

    def mouse_move(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is None:
            return False
        name, handle, key = self._drag
        placed = self.doc.templates.get(name)
        if placed is None:
            self._drag = None
            return False
        moved = self._dragged(placed, handle, pos)
        if moved is not None:
            self.templates.move(moved, ("template", key))
        return True

    def mouse_release(self, event: QMouseEvent, pos: QPointF) -> bool:
        if self._drag is None or event.button() != Qt.MouseButton.LeftButton:
            return False
        self.mouse_move(event, pos)
        self._drag = None
        self._end_macro()
        return True

    def cancel(self) -> None:
        self._drag = None
        self._end_macro()

    # --- what a drag does ----------------------------------------------------------------------
    def _dragged(self, placed: PlacedTemplate, handle: str, pos: QPointF) -> PlacedTemplate | None:
        t = placed.template
        if handle == "turn":
            gx, gy = self.scene.to_grid(pos)
            ox, oy = placed.origin
            if (gx, gy) == (ox, oy):
                return None
            return placed.moved(placed.origin, _with(t, direction=direction_towards(gx - ox, gy - oy)))
        if handle == "end":
            end = self.scene.corner_at(pos)
            return None if end == placed.origin else placed.moved(placed.origin, _with(t, end=end))
        point = self._point(pos)
        attacker = self.doc.tokens.get(placed.attacker or "")
        space = None if attacker is None else Space.of(attacker.x, attacker.y, attacker.footprint)
        if t.center is not None:  # 4e area burst: the origin square follows
            return placed.moved(point, _with(t, center=point))
        if t.shape == "blast" and space is not None:
            moved = _with(t, at=blast_position(space, t.size, point))
            return placed.moved(self.templates.origin_for(moved, placed.origin, space), moved)
        if t.is_close:
            return None  # a close burst sits round its attacker
        if t.shape == "line":  # the line moves whole
            dx, dy = point[0] - placed.origin[0], point[1] - placed.origin[1]
            board = self.doc.board
            end = (min(max(t.end[0] + dx, 0), board.width), min(max(t.end[1] + dy, 0), board.height))
            if end == point:
                return None
            return placed.moved(point, _with(t, end=end))
        return placed.moved(point)


def direction_towards(dx: float, dy: float) -> str:
    """The nearest of the 8 directions to a vector (y down: north is -y)."""
    angle = math.degrees(math.atan2(-dy, dx)) % 360  # 0 = east, counter-clockwise
    return ("e", "ne", "n", "nw", "w", "sw", "s", "se")[round(angle / 45) % 8]


def _with(template: Template, **changes) -> Template:
    return replace(template, **changes)


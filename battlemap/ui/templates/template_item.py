"""The map item that shows every template of the document: covered squares
tinted (the active one stronger), handles, and for the active one what it
does to each creature, from the rules overlays' results (live while
dragging: it repaints whenever they change)."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from battlemap.core.rules.area import touches
from battlemap.render import template_painter as tp
from battlemap.render.legend import inactive_label
from battlemap.ui.scene import layers

# the layering the exports share (render.export.sheet.paint_map_layers): the tint over
# terrain, light and grid, under walls and tokens, whose colours stay true;
# outlines, dimming, rings and handles over the tokens, under the overlays
Z_AREA = layers.Z_GRID + 5
Z_EFFECTS = layers.Z_TOKENS + 5


class TemplateItem(QGraphicsItem):
    """`under`: the covered squares' tint (below walls and tokens); else every
    area's outline, what the active template does to the creatures, and
    every template's handles."""

    def __init__(self, controller, scene, under: bool) -> None:
        super().__init__()
        self.controller = controller
        self.scene_ = scene
        self.under = under
        self.setZValue(Z_AREA if under else Z_EFFECTS)
        self.setAcceptedMouseButtons(self.acceptedMouseButtons().NoButton)
        scene.addItem(self)
        self._rect = scene.board_rect()
        self._drawn: dict[tuple, tuple] = {}  # the parts last drawn (`_parts`): repainted when they go
        self._effects: tuple[set[str], set[str]] | None | bool = False  # effects() until a refresh
        # What to repaint is worked out once per turn of the event loop (a
        # drag step refreshes several times: the edit, then the results).
        self._repaint = QTimer(controller)
        self._repaint.setSingleShot(True)
        self._repaint.setInterval(0)
        self._repaint.timeout.connect(self._update_changed_parts)
        controller.changed.connect(self.refresh)
        if not under:  # the tint does not depend on the results
            controller.overlays.results_changed.connect(lambda _ids: self.refresh())

    def boundingRect(self) -> QRectF:
        return self._rect

    def refresh(self) -> None:
        """Repaint what was drawn and what will be: on each step of a drag
        that is the template's squares, its handles and the creatures whose
        mark changed, not the whole map (`_update_changed_parts`, once per
        turn of the event loop)."""
        self._effects = False  # found again when next asked
        rect = self.scene_.board_rect()
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = rect
            self._drawn = {}
            self.update()
        self._repaint.start()

    def _update_changed_parts(self) -> None:
        parts = self._parts()
        dirty = QRectF()
        for key in parts.keys() | self._drawn.keys():
            old, new = self._drawn.get(key), parts.get(key)
            if old != new:
                for part in (old, new):
                    if part is not None:
                        dirty = dirty.united(part[0])
        self._drawn = parts
        if not dirty.isEmpty():
            self.update(dirty)

    def _parts(self) -> dict[tuple, tuple]:
        """What this item paints, part by part: key -> (its rect in scene
        units, what decides its look). A part whose look or place changed
        is repainted where it was and where it is."""
        doc = self.controller.document
        if not doc.templates:
            return {}
        px = self.scene_.px_per_square
        margin = 0.15 * px + 2  # pens and rings reach a little beyond
        inactive = {p.name for p in self.controller.inactive()}
        parts: dict[tuple, tuple] = {}
        for name, placed in doc.templates.items():
            off = name in inactive
            if off and self.under:
                continue  # no tint for an inactive template (see `paint`)
            covered = self.controller.inactive_cover(placed) if off else self.controller.covered(placed)
            rect = _covered_box(covered, px)
            if not self.under:
                rect = rect.united(tp.handles_rect(placed, px, inactive_label(name) if off else name))
            parts[("template", name)] = (rect.adjusted(-margin, -margin, margin, margin),
                                        placed, off, name == self.controller.active)
        if self.under:
            return parts
        effects = self.effects()
        if effects is not None:
            attacker = self.controller.overlays.attacker
            for token in doc.tokens.values():
                n = token.footprint
                rect = self.scene_.cell_rect(token.x, token.y, n, n)
                parts[("token", token.id)] = (rect.adjusted(-margin, -margin, margin, margin),
                                             tp.effect_of(doc, token.id, *effects, attacker))
        return parts

    def effects(self) -> tuple[set[str], set[str]] | None:
        """(caught, spared) of the active template from the overlays' latest
        results (while a drag goes on, some may be a step behind, like the
        faded badges); None without an active template. Kept until the next
        refresh (a repaint of part of the map needs no new look)."""
        if self._effects is False:
            self._effects = self._find_effects()
        return self._effects

    def _find_effects(self) -> tuple[set[str], set[str]] | None:
        overlays = self.controller.overlays
        placed = overlays.template
        if placed is None or placed.name != self.controller.active:
            return None
        doc = self.controller.document
        covered = self.controller.covered(placed)
        if covered is None:
            return None
        results = overlays.row.results
        caught = {tid for tid, r in results.items() if r.in_area}
        spared = {tid for tid, r in results.items()
                  if not r.in_area and tid in doc.tokens and touches(covered, doc.tokens[tid])}
        return caught, spared

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        doc = self.controller.document
        px = self.scene_.px_per_square
        inactive = {p.name for p in self.controller.inactive()}
        for name, placed in doc.templates.items():
            if name in inactive:
                continue
            covered = self.controller.covered(placed)
            if covered is not None:
                paint = tp.paint_tint if self.under else tp.paint_outline
                paint(painter, covered, px, name == self.controller.active)
        if self.under:
            return
        effects = self.effects()
        if effects is not None:
            tp.paint_effects(painter, doc, px, *effects, self.controller.overlays.attacker)
        for name, placed in doc.templates.items():
            if name in inactive:  # kept, greyed, where it would lie: it comes back with its ruleset
                ghost = self.controller.inactive_cover(placed)
                if ghost is not None:
                    tp.paint_outline(painter, ghost, px, False, tp.INACTIVE)
                tp.paint_handles(painter, placed, px, inactive_label(name), inactive=True)
            else:
                tp.paint_handles(painter, placed, px, name)


def _covered_box(covered: np.ndarray | None, px: float) -> QRectF:
    """The box of the covered squares (scene units), empty without any."""
    if covered is None or not covered.any():
        return QRectF()
    ys, xs = np.nonzero(covered)
    return QRectF(xs.min() * px, ys.min() * px, (xs.max() - xs.min() + 1) * px,
                  (ys.max() - ys.min() + 1) * px)

"""A target's leader line in the window: from its badge, when the layout
put the badge away from the token (a crowd), to the token's disc
(`render.leaders`, which the exports paint with).

A `QGraphicsPathItem`: Qt draws it and reads its bounds without a call into
Python, so a repaint costs nothing here. Its line and pen are set only when
the badge, the token, the zoom, the colour or the emphasis changed (a badge
placed or moved, a relayout, a hover), never at a paint. Its pen is as wide
in scene units as the exports' at the view's zoom (a cosmetic pen's width
would be left out of the bounds Qt repaints when it moves).
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from battlemap.core.rules import AttackResult
from battlemap.render import leaders
from battlemap.render import overlay_style as ost
from battlemap.render.overlay_geometry import token_centre
from battlemap.ui.overlays.item_base import Z_LEADER_HOVER, Z_LEADERS, OverlayContext, badge_text_px


class LeaderItem(QGraphicsPathItem):
    """`follow` places it; `shown` says whether it has a line to show (the
    owner shows it with the badge)."""

    def __init__(self, ctx: OverlayContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.shown = False  # has a line (the badge is away from its token)
        self._visible = True  # as last set by `show` (asking Qt costs more than the check)
        self._key: tuple | None = None  # what the line and pen were made from (with the two below)
        self._badge = QRectF()
        self._bounds: QRectF | None = None
        self.setZValue(Z_LEADERS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def follow(self, result: AttackResult | None, badge: QRectF, bounds: QRectF | None,
               emphasised: bool) -> None:
        """The leader of `result`'s badge drawn at `badge` (painter units at
        `ctx.view_px`; empty: not shown). None: no leader. Far out (every
        badge a small marker, `overlay_style.LOD_PX`) and for a target
        beyond the view (`bounds`: its badge waits at the view's edge)
        there is none."""
        ctx = self.ctx
        px, scale = ctx.view_px, ctx.text_scale
        token = None if result is None else ctx.document.tokens.get(result.target)
        verdict = None if result is None else (result.cover, result.concealment, result.can_attack, result.in_reach)
        key = (token, verdict, emphasised, px, scale)
        if key == self._key and _same(badge, self._badge) and _same(bounds, self._bounds):
            return  # (a dragged attacker re-evaluates every pair: most badges and tokens stay)
        self._key, self._badge, self._bounds = key, QRectF(badge), None if bounds is None else QRectF(bounds)
        text_px = badge_text_px(px, scale)
        wanted = token is not None and px >= ost.LOD_PX and (bounds is None or bounds.contains(token_centre(token, px)))
        line = leaders.leader_line(badge, token, px, text_px) if wanted else None
        self.shown = line is not None
        if line is None:
            return
        zoom = ctx.view_scale
        colour = leaders.leader_colour(result, emphasised)
        self.setPen(leaders.leader_pen(colour, text_px, emphasised, zoom))
        self.setBrush(colour)
        self.setPath(leaders.leader_path(QLineF(line.p1() / zoom, line.p2() / zoom), text_px, zoom))
        self.setZValue(Z_LEADER_HOVER if emphasised else Z_LEADERS)

    def show(self, on: bool) -> None:
        if on != self._visible:
            self._visible = on
            self.setVisible(on)

    def clear(self) -> None:
        self._key = None
        self.shown = False
        self.show(False)


def _same(a: QRectF | None, b: QRectF | None) -> bool:
    return a is b if a is None or b is None else a == b

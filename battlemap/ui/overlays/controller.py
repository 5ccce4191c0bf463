"""Keeps the rules overlays in step with the document, the selection and the
attack chosen on the Attack toolbar.

Every change (an edit, undo/redo, a drag step, the selection, the attack,
the zoom) only schedules work on a 0-ms single-shot timer, so a burst of
changes is handled once, on the latest state. Each turn of the work then

1. `AttackRow.sync`: works out which of the attacker's results may have
   changed (a dragged target: its own pair and the few pairs it can touch;
   the attacker, the board, the attack or the ruleset: all of them);
2. `AttackRow.step`: evaluates stale pairs, nearest first, for at most
   `slice_ms` of engine time while changes keep coming (a drag), or
   `idle_slice_ms` once they have stopped, or `one_off_slice_ms` after a
   one-off change such as another attacker (batched `evaluate_pairs` calls,
   at least one pair); if some remain, the timer runs again after the event
   loop has handled input and painted;
3. updates only the items of the results that changed.

While a result is being re-evaluated its badge is shown faded and its lines
hidden. `flush()` finishes all pending work at once (tests, the inspector's
"exact" needs).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, QSettings, QTimer, Signal
from shiboken6 import isValid

from battlemap.core.model import Change, Document, PlacedTemplate
from battlemap.core.rules import Attack, AttackKind, AttackResult
from battlemap.core.rules.area import template_misfit
from battlemap.core.rules.templates import template_kind
from battlemap.render import overlay_style as ost
from battlemap.ui.overlays.item_base import button_held
from battlemap.ui.overlays.items import OverlayItems
from battlemap.ui.overlays.layout import BadgeLayout
from battlemap.ui.overlays.row import AttackRow, RowSpec, light_signature
from battlemap.ui.overlays.shading import concealment_grades

FAMILIES = ("lines", "badges", "flanking", "shading", "legend")
SLICE_MS = 8.0        # engine time per event-loop turn while changes keep coming (a drag)
IDLE_SLICE_MS = 40.0  # ... once they stop: finish the row sooner, still yielding now and then
ONE_OFF_SLICE_MS = 100.0  # after a one-off change (another attacker): the whole row at once, mostly
QUIET_MS = 60.0       # no change for this long: "idle"


@dataclass(frozen=True)
class AttackChoice:
    """What the Attack toolbar chose."""

    kind: AttackKind = AttackKind.RANGED
    charge: bool = False
    long_range: bool = False
    all_targets: bool = False


class OverlayController(QObject):
    """Signals: `results_changed(frozenset[str])` (targets whose result or
    freshness changed, or that came or went), `state_changed()` (attacker,
    lock, attack, targets, ruleset), `hover_changed(str | None)`."""

    results_changed = Signal(object)
    state_changed = Signal()
    hover_changed = Signal(object)
    origin_changed = Signal(object)
    visibility_changed = Signal(str, bool)
    turn_finished = Signal()  # after each turn of `_work` (after_turn.AfterMapTurn waits for it)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.editor = window.editor
        self.scene = window.scene
        self.view = window.view
        self._turn_scale: float | None = None  # the zoom, read once per turn of `_work`
        self._turn_text_scale: float | None = None  # `text_scale`, likewise
        self.row = AttackRow()
        self.row.prepare = self._prepare
        self.layout = BadgeLayout()
        self.items = OverlayItems(self, self.scene)
        self.slice_ms = SLICE_MS
        self.idle_slice_ms = IDLE_SLICE_MS
        self.one_off_slice_ms = ONE_OFF_SLICE_MS
        self._last_change = 0.0  # perf_counter() of the latest change that scheduled work
        self._one_off = False  # work scheduled by a one-off change (`schedule`)
        self._attacker: str | None = None
        self._locked = False
        self._choice = AttackChoice()
        self._origin: tuple[int, int] | None = None
        self._template: PlacedTemplate | None = None  # the Area tool's template (RULES §7)
        self._fit_key: tuple | None = None  # the state `_fits` (does the template fit?) was found for
        self._fits = False
        self._last_template_state: tuple = ()
        self._visible = {f: True for f in FAMILIES}
        self.deferred: list = []  # the window's after_turn.AfterMapTurn refreshes
        self._last_selection: list[str] = []
        self._selecting = False  # selection changes we make ourselves (inspector)
        self._hover: tuple[str, int | None] | None = None
        self._focus: str | None = None  # a selected target: emphasised while nothing is hovered
        self._shading_key: tuple | None = None
        self._flank_key: tuple | None = None
        self._attacker_key: tuple | None = None
        self._seen_doc: Document | None = None
        self._seen_ruleset: str | None = None
        self._seen_scale = (self.view_scale, self.text_scale)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._work)
        self._restore_visibility()
        self.editor.changed.connect(self._on_change)
        self.editor.document_replaced.connect(self._on_document_replaced)
        window.selection_changed.connect(self._on_selection_changed)
        self.view.zoom_changed.connect(self._on_zoom)
        self.view.visible_area_changed.connect(self._on_view_moved)
        self.view.buttons_released.connect(self.items.finish_drafts)
        self._moved = False  # the view scrolled or resized: badges may need to slide
        play_scale = getattr(getattr(window, "play", None), "scale_changed", None)
        if play_scale is not None:
            play_scale.connect(self._on_zoom)
        self._on_selection_changed(self.scene.selected_token_ids())

    # --- what the items need (items.OverlayContext) -------------------------------------------
    @property
    def document(self) -> Document:
        return self.editor.document

    @property
    def scene_px(self) -> float:
        return self.scene.px_per_square

    @property
    def view_scale(self) -> float:
        if self._turn_scale is not None:
            return self._turn_scale
        return self.view.scale_factor() or 1.0

    @property
    def view_px(self) -> float:
        return self.scene_px * self.view_scale

    @property
    def compact(self) -> bool:
        """Badges as compact markers (a far zoom, `overlay_style.LOD_PX`)."""
        return self.view_px < ost.LOD_PX

    def visible_px_rect(self) -> QRectF:
        """The visible part of the map, in painter units at `view_px`."""
        r = self.view.mapToScene(self.view.viewport().rect()).boundingRect()
        s = self.view_scale
        return QRectF(r.x() * s, r.y() * s, r.width() * s, r.height() * s)

    @property
    def text_scale(self) -> float:
        """Badge text enlargement: play mode's `scale` (read across the table)."""
        if self._turn_text_scale is not None:
            return self._turn_text_scale
        scale = getattr(getattr(self.window, "play", None), "scale", 1.0)
        return float(scale) if isinstance(scale, (int, float)) and scale > 0 else 1.0

    # --- state -------------------------------------------------------------------------------
    @property
    def attacker(self) -> str | None:
        """The attacking token's id (None: no overlays); a template's own."""
        placed = self.template
        if placed is not None:
            return placed.attacker
        return self._attacker if self._attacker in self.document.tokens else None

    @property
    def locked(self) -> bool:
        return self._locked

    @property
    def choice(self) -> AttackChoice:
        return self._choice

    @property
    def template(self) -> PlacedTemplate | None:
        """The active template when it can be judged: its attacker is on the
        map and it fits the board and the ruleset (else None: it is inactive
        and the toolbar's attack is shown). Asked many times per frame: the
        check is kept per state."""
        placed = self._template
        if placed is None:
            return None
        doc = self.document
        token = doc.tokens.get(placed.attacker) if placed.attacker else None
        key = (placed, doc.ruleset, doc.board.width, doc.board.height, token)
        if key != self._fit_key:
            self._fit_key = key
            self._fits = token is not None and template_misfit(doc, placed) is None
        return placed if self._fits else None

    def set_template(self, placed: PlacedTemplate | None) -> None:
        """Judge the attack of this template (None: the toolbar's attack again)."""
        if placed != self._template:
            self._template = placed
            self.schedule()
        self.recheck_template()

    def recheck_template(self) -> None:
        """Say state_changed when the template's state did change (not for
        each step of a drag: that is the same attack), e.g. after its
        creature moved away from a 4e blast."""
        state = self._template_state()
        if state != self._last_template_state:
            self._last_template_state = state
            self.state_changed.emit()

    def _template_state(self) -> tuple:
        """What listeners of state_changed see of the template: which one,
        whose, what kind of attack, and whether it is judged (not where it is)."""
        placed = self._template
        if placed is None:
            return ()
        return (placed.name, placed.attacker, template_kind(placed.template), self.template is not None)

    def has_template(self) -> bool:
        """Is a template chosen (even one that cannot be judged just now)?"""
        return self._template is not None

    def shows(self, result: AttackResult) -> bool:
        """With a template judged, only the creatures in the area carry badges."""
        return self.template is None or result.in_area

    @property
    def origin(self) -> tuple[int, int] | None:
        """The area/close origin in use (a lattice point on the board), or None."""
        placed = self.template
        if placed is not None:
            return placed.origin
        if not self.attack_kind_is_area():
            return None
        board = self.document.board
        if self._origin is not None:
            x, y = self._origin
            if 0 <= x <= board.width and 0 <= y <= board.height:
                return self._origin
        token = self.document.tokens.get(self.attacker) if self.attacker else None
        if token is not None:
            return (min(max(token.x, 0), board.width), min(max(token.y, 0), board.height))
        return (board.width // 2, board.height // 2)

    def attack_kind_is_area(self) -> bool:
        return self.effective_kind() in (AttackKind.AREA, AttackKind.CLOSE)

    def effective_kind(self) -> AttackKind:
        """Close is a 4e kind; elsewhere the toolbar offers Area instead. A
        template's own kind wins."""
        placed = self.template
        if placed is not None:
            return template_kind(placed.template)
        kind = self._choice.kind
        if kind is AttackKind.CLOSE and self.document.ruleset != "dnd4e":
            return AttackKind.AREA
        return kind

    def attack(self) -> Attack:
        placed = self.template
        if placed is not None:
            return Attack(template_kind(placed.template), placed.origin, template=placed.template)
        is_4e = self.document.ruleset == "dnd4e"
        return Attack(self.effective_kind(), self.origin,
                      charge=is_4e and self._choice.charge and self.effective_kind() is AttackKind.MELEE,
                      long_range=is_4e and self._choice.long_range)

    def spec(self) -> RowSpec:
        placed = self.template
        if placed is not None:  # an area hits friend and foe alike
            return RowSpec(placed.attacker, self.attack(), True)
        return RowSpec(self.attacker, self.attack(), self._choice.all_targets)

    def results(self) -> list[AttackResult]:
        """Current results (some may be stale while work is pending), in document order."""
        return self.row.ordered_results()

    def result_for(self, target: str) -> AttackResult | None:
        return self.row.results.get(target)

    def is_fresh(self, target: str) -> bool:
        return self.row.is_fresh(target)

    @property
    def busy(self) -> bool:
        return self._timer.isActive() or not self.row.done

    @property
    def chrome_pending(self) -> bool:
        """A toolbar, legend or inspector refresh still waits for its turn
        after the map's (`after_turn.AfterMapTurn`, while a button is held)."""
        return any(d.pending for d in self.deferred)

    def is_visible(self, family: str) -> bool:
        return self._visible[family]

    # --- changing it ----------------------------------------------------------------------------
    def set_attacker(self, token_id: str | None) -> None:
        if token_id == self._attacker:
            return
        self._attacker = token_id
        self._hover = None
        self._focus = None
        self._refresh_emphasis()
        self.schedule(drag=False)
        self.state_changed.emit()

    def set_locked(self, locked: bool) -> None:
        if locked == self._locked:
            return
        self._locked = locked
        if not locked:
            ids = self.scene.selected_token_ids()
            if ids and self._attacker not in ids:
                self.set_attacker(ids[0])
        self.state_changed.emit()

    def set_choice(self, **changes) -> None:
        from dataclasses import replace

        choice = replace(self._choice, **changes)
        if "kind" in changes:
            choice = replace(choice, kind=AttackKind(choice.kind))
        if choice == self._choice:
            return
        self._choice = choice
        self.schedule(drag=False)
        self.state_changed.emit()

    def choose_kind(self, kind: AttackKind) -> None:
        """The Attack toolbar's kind buttons: that attack, and the template rests."""
        self.set_template(None)
        self.set_choice(kind=kind)

    def set_origin(self, point: tuple[int, int] | None) -> None:
        point = None if point is None else (int(point[0]), int(point[1]))
        if point == self._origin:
            return
        self._origin = point
        if self.attack_kind_is_area():
            self.schedule()
            self.state_changed.emit()

    def set_visible(self, family: str, on: bool) -> None:
        if self._visible[family] == on:
            return
        self._visible[family] = on
        if family != "legend":  # the legend is a dock: the window's saved state keeps it
            QSettings().setValue(f"overlays/{family}", on)
            self.items.set_visible(family, on)
        if family == "shading":
            self._shading_key = None
            self.schedule()
        self.visibility_changed.emit(family, on)

    def _restore_visibility(self) -> None:
        settings = QSettings()
        for family in FAMILIES[:-1]:
            value = settings.value(f"overlays/{family}", True)
            on = value if isinstance(value, bool) else str(value).lower() not in ("false", "0")
            self._visible[family] = on
            if family != "legend":
                self.items.set_visible(family, on)

    def select_target(self, target: str) -> None:
        """Select a target token on the map (the inspector): the attacker stays."""
        if target not in self.document.tokens:
            return
        self._selecting = True
        try:
            self.scene.select_tokens([target])
        finally:
            self._selecting = False
        item = self.scene.token_items.get(target)
        if item is not None:
            self.view.ensureVisible(item.sceneBoundingRect(), 40, 40)

    def set_hover(self, target: str | None, line: int | None = None) -> None:
        """The target (and line) under the mouse: its lines come forward,
        the others fade, and what blocks it is highlighted."""
        hover = None if target is None else (target, line)
        if hover == self._hover:
            return
        self._hover = hover
        self._refresh_emphasis()
        self.hover_changed.emit(target)

    @property
    def hovered(self) -> str | None:
        return self._hover[0] if self._hover else None

    def emphasis(self) -> tuple[str, int | None] | None:
        """The hovered target and line, else the selected target."""
        if self._hover is not None:
            return self._hover
        if self._focus is not None and self._focus in self.row.results:
            return (self._focus, None)
        return None

    def _refresh_emphasis(self) -> None:
        emphasis = self.emphasis()
        self.items.set_hovered(emphasis[0] if emphasis else None)
        self._refresh_blockers()

    # --- events -------------------------------------------------------------------------------
    def schedule(self, drag: bool = True) -> None:
        """Work for the next turn of the event loop. `drag`: a change that
        may come again at once (an edit, a moved template or view), whose work
        is sliced thin until changes stop; a one-off change (another attacker
        or attack, another document) gets the idle budget at once."""
        if drag:
            self._last_change = time.perf_counter()
        else:
            self._one_off = True
        if not self._timer.isActive():
            self._timer.start()

    def _on_change(self, change: Change) -> None:
        if change.layer == "ruleset" and self._choice.kind is AttackKind.CLOSE \
                and self.document.ruleset != "dnd4e":
            self._choice = AttackChoice(AttackKind.AREA, self._choice.charge,
                                        self._choice.long_range, self._choice.all_targets)
        if change.layer in ("ruleset", "all"):
            self.state_changed.emit()
        self.schedule()

    def _on_document_replaced(self, doc: Document) -> None:
        self._attacker = None
        self._template = None
        self._last_template_state = ()
        self._locked = False
        self._origin = None
        self._hover = None
        self._focus = None
        self._last_selection = []
        self.items.set_hovered(None)
        self.schedule(drag=False)
        self.state_changed.emit()

    def _on_selection_changed(self, ids) -> None:
        ids = list(ids)
        if ids == self._last_selection:
            return
        self._last_selection = ids
        focus = next((t for t in ids if t != self._attacker), None)
        if focus != self._focus:
            self._focus = focus
            self._refresh_emphasis()
        if self._selecting or self._locked:
            return
        if self._attacker in ids and self._attacker in self.document.tokens:
            return
        self.set_attacker(ids[0] if ids else None)

    def _on_zoom(self, _scale: float) -> None:
        """Laid out again at once, before the view paints at the new zoom:
        on the timer, the view would first paint (and cache) every badge at
        its old size, then paint them all again."""
        self.schedule()
        self._timer.stop()
        self._work()

    def _on_view_moved(self) -> None:
        self._moved = True
        self.schedule()

    # --- the work ---------------------------------------------------------------------------
    def _prepare(self, result: AttackResult) -> None:
        """A new result that will be shown has its drawn lines made within
        the row's budget (`AttackRow.prepare`), not after it."""
        if self.shows(result):
            len(result.lines)

    def flush(self) -> None:
        """Finish all pending work now (the toolbars' and legend's too)."""
        self._timer.stop()
        self._work(budget_ms=None)
        for refresh in list(self.deferred):
            refresh.finish()

    def _work(self, budget_ms: float | None | bool = False) -> None:
        if not isValid(self.scene) or not isValid(self.view):
            return
        self._turn_scale = self.view.scale_factor() or 1.0  # asked by every item it updates
        self._turn_text_scale = self.text_scale
        try:
            self._work_turn(budget_ms)
        finally:
            self._turn_scale = self._turn_text_scale = None
        self.turn_finished.emit()

    def _work_turn(self, budget_ms: float | None | bool) -> None:
        if budget_ms is False:
            quiet = (time.perf_counter() - self._last_change) * 1000 > QUIET_MS
            budget = self.one_off_slice_ms if self._one_off else self.idle_slice_ms if quiet else self.slice_ms
            self._one_off = False
        else:
            budget = budget_ms
        doc = self.document
        spec = self.spec()
        old = self.row.spec
        scale = (self.view_scale, self.text_scale)
        relayout = (
            old is None or old.attacker != spec.attacker or old.attack.kind != spec.attack.kind
            or old.all_targets != spec.all_targets or doc is not self._seen_doc
            or doc.ruleset != self._seen_ruleset
        )
        zoomed = scale != self._seen_scale
        self._seen_doc, self._seen_ruleset, self._seen_scale = doc, doc.ruleset, scale
        if doc is not self.row._doc:
            self.items.clear()
        touched = self.row.sync(doc, spec)
        if relayout:
            self.layout.clear()
        evaluated = self.row.step(doc, budget) if spec.attacker else []
        self._apply(touched | set(evaluated), zoomed or relayout)
        if not self.row.done:
            self._timer.start()

    def _apply(self, changed: set[str], everything: bool) -> None:
        doc = self.document
        row = self.row
        px = self.view_px
        for tid in [t for t in self.items.targets if t not in row.results]:
            self.items.drop(tid)
            self.layout.forget(tid)
            changed.add(tid)
        # outside a template's area (`shows`): asked only with a template, once a result
        hidden = set() if self.template is None else {t for t, r in row.results.items() if not self.shows(r)}
        for tid in [t for t in self.items.targets if t in hidden]:
            self.items.drop(tid)  # outside the template's area: no badge
            self.layout.forget(tid)
            changed.add(tid)
        results = [r for r in row.ordered_results() if r.target not in hidden]
        fresh = [r for r in results if r.target in row.fresh]
        new_results = set(changed)  # a zoom or a move of the view changes no result
        if everything:
            self.layout.clear()
            changed |= set(row.results)
        to_place = {r.target for r in fresh if r.target in changed or r.target not in self.layout.rects}
        if everything:  # a new zoom: stale badges need places at the new size too
            to_place |= {r.target for r in results if r.target in self.layout.rects or r.target in changed}
        bounds = self.visible_px_rect()
        moved, self._moved = self._moved, False
        if moved:  # badges at (or pushed by) the view's edge slide again
            outside = self.layout.outside(bounds.adjusted(2, 2, -2, -2))
            to_place |= outside
            changed |= outside & set(row.results)
        compact = self.compact
        placed = []
        if to_place:
            # (made only if a badge moves)
            lines = lambda: self.layout.line_pieces(doc, fresh, px, simplified=compact)  # noqa: E731
            placed = self.layout.place(doc, results, to_place, px, lines, force=everything or moved,
                                       text_scale=self.text_scale, bounds=bounds, compact=compact,
                                       attacker=self.attacker)
        for tid in changed | set(placed):
            result = row.results.get(tid)
            if result is not None and tid not in hidden:
                self.items.show_result(tid, result, tid in row.fresh, self.layout.rects.get(tid),
                                       compact, bounds, tid in self.layout.markers)
        self._refresh_singletons(fresh, everything)
        if button_held():
            self.items.hand_over_drafts()
        emphasis = self.emphasis()
        if emphasis and emphasis[0] in changed or self.items.hovered != (emphasis[0] if emphasis else None):
            self._refresh_emphasis()
        if new_results:
            self.results_changed.emit(frozenset(new_results))

    def _refresh_singletons(self, fresh: list[AttackResult], everything: bool) -> None:
        doc = self.document
        attacker = self.attacker
        token = doc.tokens.get(attacker) if attacker else None
        scale = (self.view_scale, self.text_scale)
        origin = self.origin if attacker else None
        key = (id(doc), token, origin, scale)
        if key != self._attacker_key or everything:
            old_origin = self._attacker_key[2] if self._attacker_key else None
            self._attacker_key = key
            self.items.attacker.set_state(attacker, origin)
            if origin != old_origin:
                self.origin_changed.emit(origin)
        flanked = tuple(r for r in fresh if r.flanked)
        fkey = (tuple(id(r) for r in flanked), tuple(doc.tokens.get(p) for r in flanked
                                                     for p in (r.target, *r.flank_partners)), scale)
        if fkey != self._flank_key or everything:
            self._flank_key = fkey
            self.items.flanking.set_results(flanked)
        # the light too (RULES §8): a torch carried past the attacker changes
        # what it sees, though the attacker stays
        skey = (id(doc), token, doc.board_revision, doc.ruleset, self.effective_kind(),
                self._visible["shading"], light_signature(doc))
        if skey != self._shading_key:
            self._shading_key = skey
            grades = None
            if token is not None and self._visible["shading"]:
                grades = concealment_grades(doc, token.id, doc.ruleset, self.effective_kind())
            self.items.shading.set_grades(grades)

    def _refresh_blockers(self) -> None:
        emphasis = self.emphasis()
        if emphasis is None or not self.row.is_fresh(emphasis[0]):
            self.items.blockers.set_result(None)
            return
        target, line = emphasis
        self.items.blockers.set_result(self.row.results.get(target), line)

    # --- picking ---------------------------------------------------------------------------------
    def target_at(self, scene_pos: QPointF, slop_px: float = 6.0) -> tuple[str, int | None] | None:
        """The target (and line index) under a scene point: a badge, a target
        token, or one of the drawn lines (within `slop_px` screen pixels)."""
        tid = self.items.badge_at(scene_pos)
        if tid is not None:
            return tid, None
        doc = self.document
        gx, gy = scene_pos.x() / self.scene_px, scene_pos.y() / self.scene_px
        for tid in self.row.targets:
            token = doc.tokens.get(tid)
            if token is not None and token.x <= gx < token.x + token.footprint \
                    and token.y <= gy < token.y + token.footprint and tid in self.row.results:
                return tid, None
        if not self._visible["lines"]:
            return None
        slop = slop_px / self.view_px  # in squares
        best: tuple[float, str, int] | None = None
        for result in self.row.ordered_results():
            if result.target not in self.row.fresh:
                continue
            for i, line in enumerate(result.lines):
                if line.role == "flank":
                    continue
                d = _distance_to_segment(gx, gy, line.start, line.end)
                if d <= slop and (best is None or d < best[0]):
                    best = (d, result.target, i)
        return (best[1], best[2]) if best else None


def _distance_to_segment(x: float, y: float, a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / length2))
    px, py = ax + t * dx, ay + t * dy
    return ((x - px) ** 2 + (y - py) ** 2) ** 0.5

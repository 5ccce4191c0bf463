"""The area templates of the open map in the editor (RULES §7): which one is
active (judged by the rules overlays), the shape and size the Attack
toolbar offers, and the undoable edits that place, move and remove them.

Add-ons use: `active` / `set_active(name)`, `shape`, `size`, `set_shape`,
`set_size`, `new_template(point)`, `move(placed, merge_key)`, `remove()`,
`covered(name)`, `misfit(placed)` / `inactive_message(placed)` (a template
that does not fit the ruleset or its creature's place is kept, inactive,
and said so on the status bar and the toolbar), signal `changed()`."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from battlemap.core.edits import AddTemplate, MoveTemplate, RemoveTemplate
from battlemap.core.errors import BattlemapError
from battlemap.core.geometry.lattice import Space
from battlemap.core.model import Change, Document, PlacedTemplate, Template
from battlemap.core.rules import get_ruleset
from battlemap.core.rules.area import template_misfit
from battlemap.core.rules.templates import blast_position, default_origin, squares_family
from battlemap.render.legend import inactive_reason, ruleset_name
from battlemap.render.template_painter import covered_or_none, inactive_cover
from battlemap.ui.commands import AddTemplateCommand, MoveTemplateCommand, RemoveTemplateCommand

FEET_SHAPES = ("burst", "cone", "line")
SQUARE_SHAPES = ("area-burst", "close-burst", "blast")
FEET_SIZES = (5, 10, 15, 20, 30, 40, 60)  # the usual spell radii, in feet
SQUARE_SIZES = (1, 2, 3, 4, 5)  # 4e burst and blast sizes, in squares
STATUS_MESSAGE_MS = 15_000


class TemplateController(QObject):
    changed = Signal()

    def __init__(self, window, overlays) -> None:
        super().__init__(window)
        self.window = window
        self.editor = window.editor
        self.overlays = overlays
        self.active: str | None = None
        self._shape = {False: "burst", True: "area-burst"}
        self._size = {False: 20, True: 1}
        self._covered: dict[tuple, object] = {}
        self._misfits: dict[tuple, BattlemapError | None] = {}
        self._inactive_names: set[str] = set()  # before the latest change, for _say_inactive
        self.editor.changed.connect(self._on_change)
        self.editor.document_replaced.connect(self._on_document_replaced)
        overlays.state_changed.connect(self._on_overlays_state)

    @property
    def document(self) -> Document:
        return self.editor.document

    @property
    def in_squares(self) -> bool:
        return squares_family(get_ruleset(self.document.ruleset))

    # --- the toolbar's choice ----------------------------------------------------------------
    def shapes(self) -> tuple[str, ...]:
        return SQUARE_SHAPES if self.in_squares else FEET_SHAPES

    def sizes(self) -> tuple[int, ...]:
        return SQUARE_SIZES if self.in_squares else FEET_SIZES

    @property
    def shape(self) -> str:
        return self._shape[self.in_squares]

    @property
    def size(self) -> int:
        return self._size[self.in_squares]

    def set_shape(self, shape: str) -> None:
        if shape not in self.shapes() or shape == self.shape:
            return
        self._shape[self.in_squares] = shape
        self._reshape()

    def set_size(self, size: int) -> None:
        if size == self.size:
            return
        self._size[self.in_squares] = int(size)
        self._reshape()

    def _reshape(self) -> None:
        """A new shape or size applies to the active template (one undo step)."""
        placed = self.active_template()
        if placed is not None:
            attacker = self._attacker_space(placed.attacker)
            new = self.template_at(placed.origin, attacker, placed.template)
            if new is not None and new != placed.template:
                self.move(placed.moved(self.origin_for(new, placed.origin, attacker), new), None)
        self.changed.emit()

    # --- building templates ----------------------------------------------------------------
    def template_at(self, point: tuple[int, int], attacker: Space | None,
                    like: Template | None = None) -> Template | None:
        """The chosen shape and size at `point` (a lattice point; for 4e the
        square whose top-left corner it is); a cone keeps `like`'s direction,
        a line its heading."""
        shape, size = self.shape, self.size
        if shape == "burst":
            return Template("burst", radius_ft=size)
        if shape == "cone":
            direction = like.direction if like is not None and like.direction else "e"
            return Template("cone", length_ft=size, direction=direction)
        if shape == "line":
            board = self.document.board
            end = (min(point[0] + size // 5, board.width), point[1])
            if like is not None and like.end is not None:
                end = like.end
            if end == point:
                end = (max(point[0] - size // 5, 0), point[1])
            return Template("line", end=end)
        if shape == "area-burst":
            board = self.document.board
            cell = (min(point[0], board.width - 1), min(point[1], board.height - 1))
            return Template("burst", radius=size, center=cell)
        if attacker is None:
            return None
        if shape == "close-burst":
            return Template("burst", radius=size)
        return Template("blast", size=size, at=blast_position(attacker, size, point))

    def origin_for(self, template: Template, point: tuple[int, int], attacker: Space | None):
        origin = default_origin(template, attacker)
        return origin if origin is not None else point

    def _attacker_space(self, token_id: str | None) -> Space | None:
        token = self.document.tokens.get(token_id) if token_id else None
        return None if token is None else Space.of(token.x, token.y, token.footprint)

    # --- edits ---------------------------------------------------------------------------------
    def new_template(self, point: tuple[int, int]) -> PlacedTemplate | None:
        """Place the chosen template at `point` for the overlays' attacker
        (None without an attacker: a template is somebody's effect)."""
        attacker = self.overlays.attacker
        space = self._attacker_space(attacker)
        if space is None:
            return None
        template = self.template_at(point, space)
        if template is None:
            return None
        placed = PlacedTemplate(self._new_name(template), template,
                                self.origin_for(template, point, space), attacker)
        self.editor.push(AddTemplateCommand(self.document, AddTemplate(placed)))
        self.set_active(placed.name)
        return placed

    def move(self, placed: PlacedTemplate, merge_key) -> None:
        if self.document.templates.get(placed.name) == placed:
            return
        self.editor.push(MoveTemplateCommand(self.document, MoveTemplate(placed), merge_key))

    def remove(self) -> None:
        if self.active in self.document.templates:
            self.editor.push(RemoveTemplateCommand(self.document, RemoveTemplate(self.active)))

    def _new_name(self, template: Template) -> str:
        base = {"burst": self.tr("Burst"), "cone": self.tr("Cone"), "line": self.tr("Line"),
                "blast": self.tr("Blast")}[template.shape]
        n = 1
        while f"{base} {n}" in self.document.templates:
            n += 1
        return f"{base} {n}"

    # --- which one is judged -------------------------------------------------------------------
    def active_template(self) -> PlacedTemplate | None:
        return self.document.templates.get(self.active) if self.active else None

    def set_active(self, name: str | None) -> None:
        self.active = name if name in self.document.templates else None
        self.overlays.set_template(self.active_template())
        self.changed.emit()

    def covered(self, placed: PlacedTemplate):
        """The template's covered squares, or None when it cannot be placed
        (a ruleset it does not fit, its attacker gone...). Cached per state."""
        doc = self.document
        key = self._key(placed)
        if key not in self._covered:
            if len(self._covered) > 64:
                self._covered.clear()
            self._covered[key] = covered_or_none(doc, placed)
        return self._covered[key]

    def _key(self, placed: PlacedTemplate) -> tuple:
        doc = self.document
        return (placed, doc.ruleset, doc.board_revision, doc.tokens.get(placed.attacker or ""))

    def misfit(self, placed: PlacedTemplate) -> BattlemapError | None:
        """Why the template is inactive (see core.rules.area.template_misfit), or None."""
        key = self._key(placed)
        if key not in self._misfits:
            if len(self._misfits) > 64:
                self._misfits.clear()
            self._misfits[key] = template_misfit(self.document, placed)
        return self._misfits[key]

    def inactive_cover(self, placed: PlacedTemplate):
        """Where an inactive template would lie (template_painter.inactive_cover), cached."""
        key = ("inactive",) + self._key(placed)
        if key not in self._covered:
            self._covered[key] = inactive_cover(self.document, placed)
        return self._covered[key]

    def inactive(self) -> list[PlacedTemplate]:
        return [p for p in self.document.templates.values() if self.misfit(p) is not None]

    def inactive_message(self, placed: PlacedTemplate) -> str | None:
        """One translated line: which template is inactive and why; None when it is active."""
        problem = self.misfit(placed)
        if problem is None:
            return None
        reason = inactive_reason(problem, self.document.ruleset)  # as the exports' legend says it
        return self.tr("%1 is inactive: %2").replace("%1", placed.name).replace("%2", reason)

    def _say_inactive(self, before: set[str]) -> None:
        """After a ruleset change: one status-bar line on the templates that
        stopped fitting, or that fit again."""
        now = self.inactive()
        names = {p.name for p in now}
        if names == before:
            return
        if len(now) == 1:
            text = self.inactive_message(now[0]) + self.tr(" (switch the ruleset back to use it)")
        elif now:
            text = self.tr("%1 templates are inactive under %2 (switch the ruleset back to use "
                           "them)").replace("%1", str(len(now))).replace(
                "%2", ruleset_name(self.document.ruleset))
        else:
            text = self.tr("Every template is active again")
        self.window.statusBar().showMessage(text, STATUS_MESSAGE_MS)

    def _on_change(self, change: Change) -> None:
        if change.layer in ("templates", "all", "ruleset"):
            if self.active not in self.document.templates:
                self.active = None
            if change.layer == "ruleset":
                self._say_inactive(self._inactive_names)
            self.overlays.set_template(self.active_template())
            self.changed.emit()
        elif change.layer == "tokens" and self.document.templates:
            self.overlays.recheck_template()  # a creature moved: its template may stop fitting
            self.changed.emit()
        self._inactive_names = {p.name for p in self.inactive()}

    def _on_overlays_state(self) -> None:
        """The toolbar chose another attack kind: no template is judged now."""
        if self.active is not None and not self.overlays.has_template():
            self.active = None
            self.changed.emit()

    def _on_document_replaced(self, doc: Document) -> None:
        self._covered.clear()
        self._misfits.clear()
        self._inactive_names = {p.name for p in self.inactive()}
        self.active = None
        self.overlays.set_template(None)
        self.changed.emit()


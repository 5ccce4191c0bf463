"""The Rules inspector: every target's result in a sortable table, in step
with the map. Selecting a row selects the target on the map (the attacker
stays) and shows the full result below; selecting a target on the map
selects its row."""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel, QItemSelectionModel, QModelIndex, QPersistentModelIndex,
    QSortFilterProxyModel, Qt, QTimer, Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QHeaderView, QSplitter, QTableView, QTextBrowser, QWidget,
)
from shiboken6 import isValid

from battlemap.core.rules import AttackKind, AttackResult
from battlemap.render.badges import cover_name, out_of_reach
from battlemap.ui.overlays.tooltip import concealment_name, result_html, signed, token_label
from battlemap.ui.overlays.item_base import button_held
from battlemap.ui.plain_text import shown

if TYPE_CHECKING:
    from battlemap.ui.overlays.controller import OverlayController

Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole
TARGET_ROLE = Qt.ItemDataRole.UserRole + 1
_ROLES = frozenset(int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.FontRole,
    Qt.ItemDataRole.TextAlignmentRole, SORT_ROLE, TARGET_ROLE))

COVER_ORDER = {"none": 0, "lesser": 1, "soft": 1, "partial": 2, "cover": 3, "standard": 3,
               "improved": 4, "greater": 4, "superior": 4, "total": 5}
CONCEAL_ORDER = {"none": 0, "concealment": 1, "total": 2}
DETAILS_MIN_WIDTH = 200  # px
HEADER_PAD = 12  # px around a column title
TICK, CROSS, NOTHING = "\u2713", "\u2717", "\u2014"  # yes, no, none


def tick(value: bool) -> str:
    return TICK if value else CROSS


class Column:
    def __init__(self, key: str, title: str, show: Callable[[AttackResult], str],
                 sort: Callable[[AttackResult], Any], tip: str = "", only_4e: bool | None = None,
                 only_area: bool = False) -> None:
        self.key, self.title, self.show, self.sort, self.tip = key, title, show, sort, tip
        self.only_4e = only_4e  # True: 4e only; False: not in 4e; None: always
        self.only_area = only_area  # shown for area and close attacks only


class ResultsModel(QAbstractTableModel):
    """One row per target of the attacker (document order); rows whose
    result is being re-evaluated are greyed. Each row's texts and sort keys
    are worked out once per result; while the controller is busy (a drag),
    changes reach the table at most every `THROTTLE_MS`."""

    THROTTLE_MS = 100
    widths_grew = Signal()

    def __init__(self, controller: "OverlayController", parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rows: list[str] = []
        self.columns = self._columns()
        self._attack_col = self.column_index("can_attack")
        self._cover_col = self.column_index("cover")
        self._bold = QFont()
        self._bold.setBold(True)
        self._centre = int(Qt.AlignmentFlag.AlignCenter)
        self._cells: dict[str, tuple[tuple, tuple, bool]] = {}  # target -> shown, sort keys, fresh
        self._pending: set[str] = set()
        self._widest: dict[int, int] = {}
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.THROTTLE_MS)
        self._timer.timeout.connect(self._flush_when_released)
        self._unchecked: set[str] = set()  # targets whose texts' widths are not checked yet
        self._check_timer = QTimer(self)
        self._check_timer.setSingleShot(True)
        self._check_timer.setInterval(self.THROTTLE_MS)
        self._check_timer.timeout.connect(self._check_widths)
        controller.results_changed.connect(self._on_results_changed)
        controller.state_changed.connect(self._on_state_changed)

    def _columns(self) -> list[Column]:
        """Compact cells (a tick or a cross, a dash for nothing) so every
        column fits the dock's default width; the headers' tooltips and the
        details pane say it in words."""
        doc = lambda: self.controller.document  # noqa: E731
        return [
            Column("target", self.tr("Target"), lambda r: token_label(doc(), r.target),
                   lambda r: token_label(doc(), r.target).lower()),
            Column("can_attack", self.tr("Attack?"), lambda r: tick(r.can_attack),
                   lambda r: int(r.can_attack), self.tr("Can the target be attacked at all")),
            Column("in_area", self.tr("Area"),
                   lambda r: tick(r.in_area) if r.kind in (AttackKind.AREA, AttackKind.CLOSE) else "",
                   lambda r: int(r.in_area),
                   self.tr("Area attacks: is the target in the area (its template, or line of "
                           "effect from the origin)"), only_area=True),
            Column("cover", self.tr("Cover"),
                   lambda r: out_of_reach() if not r.in_reach else
                   NOTHING if r.cover == "none" else cover_name(r.cover),
                   lambda r: COVER_ORDER.get(r.cover, 9) if r.in_reach else 10),
            Column("concealment", self.tr("Concealment"),
                   lambda r: NOTHING if r.concealment == "none" else concealment_name(r.concealment),
                   lambda r: CONCEAL_ORDER.get(r.concealment, 9)),
            Column("miss_chance", self.tr("Miss %"),
                   lambda r: f"{r.miss_chance}%" if r.miss_chance else NOTHING,
                   lambda r: r.miss_chance, self.tr("Miss chance from concealment"), only_4e=False),
            Column("flank", self.tr("Flanked"),
                   lambda r: (signed(r.flank_bonus) if r.flank_bonus else TICK) if r.flanked else "",
                   lambda r: (int(r.flanked), r.flank_bonus)),
            Column("combat_advantage", self.tr("CA"), lambda r: TICK if r.combat_advantage else "",
                   lambda r: int(r.combat_advantage), self.tr("Combat advantage (4e)"), only_4e=True),
            Column("attack_mod", self.tr("Attack"), lambda r: signed(r.attack_mod),
                   lambda r: r.attack_mod, self.tr("Total modifier to the attack roll")),
            Column("ac_mod", self.tr("AC"), lambda r: signed(r.ac_mod), lambda r: r.ac_mod,
                   self.tr("Total change to the target's AC")),
            Column("reflex_mod", self.tr("Reflex"), lambda r: signed(r.reflex_mod),
                   lambda r: r.reflex_mod, self.tr("Cover bonus to Reflex saves"), only_4e=False),
            Column("can_aoo", self.tr("AoO"), lambda r: tick(r.can_aoo), lambda r: int(r.can_aoo),
                   self.tr("Attack of opportunity allowed")),
            Column("stealth", self.tr("Stealth"), lambda r: tick(r.stealth), lambda r: int(r.stealth),
                   self.tr("The target may hide")),
            Column("line_of_sight", self.tr("Sight"), lambda r: tick(r.line_of_sight),
                   lambda r: int(r.line_of_sight), self.tr("Line of sight")),
            Column("line_of_effect", self.tr("Effect"), lambda r: tick(r.line_of_effect),
                   lambda r: int(r.line_of_effect), self.tr("Line of effect")),
            Column("coup_de_grace", self.tr("Coup"), lambda r: TICK if r.coup_de_grace else "",
                   lambda r: int(r.coup_de_grace), self.tr("Coup de grace possible")),
        ]

    def column_index(self, key: str) -> int:
        return next(i for i, c in enumerate(self.columns) if c.key == key)

    # --- model ------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(self.columns):
            if role == Qt.ItemDataRole.DisplayRole:
                return self.columns[section].title
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.columns[section].tip or None
        return None

    def _row_cells(self, tid: str) -> tuple[tuple, tuple, bool] | None:
        cells = self._cells.get(tid)
        if cells is None:
            result = self.controller.result_for(tid)
            if result is None:
                return None
            cells = (tuple(c.show(result) for c in self.columns),
                     tuple(c.sort(result) for c in self.columns),
                     self.controller.is_fresh(tid))
            self._cells[tid] = cells
        return cells

    def display_text(self, row: int, column: int) -> str:
        """What the cell shows (DisplayRole), without a model index."""
        cells = self._row_cells(self.rows[row])
        if cells is None:
            return token_label(self.controller.document, self.rows[row]) if column == 0 else ""
        return cells[0][column]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if role not in _ROLES:  # the view asks each cell for ten roles; we answer six
            return None
        if not index.isValid() or index.row() >= len(self.rows):
            return None
        tid = self.rows[index.row()]
        if role == TARGET_ROLE:
            return tid
        col = index.column()
        cells = self._row_cells(tid)
        if cells is None:
            if role == Qt.ItemDataRole.DisplayRole and col == 0:
                return token_label(self.controller.document, tid)
            return None
        shown, keys, fresh = cells
        if role == Qt.ItemDataRole.DisplayRole:
            return shown[col]
        if role == SORT_ROLE:
            return keys[col]
        if role == Qt.ItemDataRole.ForegroundRole:
            if not fresh or shown[self._cover_col] == out_of_reach():
                return QColor(Qt.GlobalColor.gray)
            if col == self._attack_col and shown[col] == CROSS:
                return QColor(200, 20, 20)
            return None
        if role == Qt.ItemDataRole.FontRole and col == 0:
            return self._bold
        if role == Qt.ItemDataRole.TextAlignmentRole and col != 0:
            return self._centre
        return None

    # --- following the controller ---------------------------------------------------------------
    def _on_state_changed(self) -> None:
        self._pending.add("")  # the row set may change (attacker, targets)
        if button_held():  # a press on the map (placing a template): the rows wait for the release
            if not self._timer.isActive():
                self._timer.start()
        else:
            self.flush()

    def _on_results_changed(self, changed) -> None:
        self._pending |= set(changed)
        for tid in changed:
            self._cells.pop(tid, None)
        # While the overlays catch up, or a mouse button is held (a drag),
        # the table waits: the map is what the GM is looking at.
        if self.dragging():
            if not self._timer.isActive():
                self._timer.start()
        else:
            self.flush()

    def _flush_when_released(self) -> None:
        """The table's rows wait for the end of a drag: a repaint of the
        table asks every shown cell for its texts (a frame's worth), and the
        map's badges already show the results live."""
        if button_held():
            self._timer.start()
        else:
            self.flush()

    def flush(self) -> None:
        """Bring the table up to date now."""
        if not isValid(self):
            return
        self._timer.stop()
        changed, self._pending = self._pending, set()
        row = self.controller.row
        targets = [t for t in row.targets if t in row.results]
        inserted = set(targets) - set(self.rows)
        if targets != self.rows:
            self._cells = {t: v for t, v in self._cells.items() if t in set(targets)}
            kept = set(targets)
            gone = [i for i, t in enumerate(self.rows) if t not in kept]
            for i in reversed(gone):
                self.beginRemoveRows(QModelIndex(), i, i)
                del self.rows[i]
                self.endRemoveRows()
            if [t for t in targets if t in set(self.rows)] == self.rows:
                for i, t in enumerate(targets):
                    if i >= len(self.rows) or self.rows[i] != t:
                        self.beginInsertRows(QModelIndex(), i, i)
                        self.rows.insert(i, t)
                        self.endInsertRows()
            else:
                self.beginResetModel()
                self.rows = list(targets)
                self.endResetModel()
        # new rows and changed ones: a longer text than seen refits the columns
        rows = [i for i, t in enumerate(self.rows) if t in changed or t in inserted]
        if rows:
            self.dataChanged.emit(self.index(min(rows), 0), self.index(max(rows), len(self.columns) - 1))
            self._unchecked |= {self.rows[i] for i in rows}
            self._check_widths()

    def dragging(self) -> bool:
        """The overlays catching up, or a mouse button held: the map first."""
        return self.controller.busy or button_held()

    def _check_widths(self) -> None:
        """Tell the view when a text got longer than its column has seen
        (a new ruleset's words): columns are fitted then, not on every change.
        Not while a button is held (the fit waits for the release anyway;
        this would work out every cell of every changed row)."""
        if button_held():
            self._check_timer.start()
            return
        targets, self._unchecked = self._unchecked, set()
        grew = False
        for tid in targets:
            if tid not in self.rows:
                continue
            cells = self._row_cells(tid)
            if cells is None:
                continue
            for col, text in enumerate(cells[0]):
                if len(text) > self._widest.get(col, 0):
                    self._widest[col] = len(text)
                    grew = True
        if grew:
            self.widths_grew.emit()


class SortProxy(QSortFilterProxyModel):
    """Sorts by each column's sort key (numbers, grades), ties by name."""

    def lessThan(self, left: Index, right: Index) -> bool:
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a is None or b is None or a == b:
            return str(left.siblingAtColumn(0).data() or "").lower() < \
                str(right.siblingAtColumn(0).data() or "").lower()
        try:
            return a < b
        except TypeError:
            return str(a) < str(b)


class InspectorDock(QDockWidget):
    def __init__(self, controller: "OverlayController", parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Rules Inspector"), parent)
        self.setObjectName("rulesInspectorDock")
        self.controller = controller
        self.model = ResultsModel(controller, self)
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setDynamicSortFilter(True)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(-1, Qt.SortOrder.AscendingOrder)  # document order until a click
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 6)
        # sized to the contents when the rows change, not on every update (a
        # ResizeToContents header asks every cell for its size at each change)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        # Rows arrive one insert at a time: fit once after the burst (each
        # fit asks every cell of every column for its size).
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(0)
        self._fit_timer.timeout.connect(self._fit_when_idle)
        for signal in (self.model.modelReset, self.model.widths_grew):
            signal.connect(self._schedule_fit)
        self._hidden: tuple[bool, ...] = ()  # columns shown, as last fitted
        self._refresh_timer = QTimer(self)  # a refresh waiting for the mouse button to be up
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(ResultsModel.THROTTLE_MS)
        self._refresh_timer.timeout.connect(self._refresh)
        self.details = QTextBrowser()
        self.details.setOpenLinks(False)
        self.details.setMinimumWidth(DETAILS_MIN_WIDTH)
        self.caption = ""  # "Ranged attack by Aria", atop the details
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(self.details)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self._widths: list[int] = []
        self.setWidget(self.splitter)
        self._syncing = False
        # the details (with the visible fraction, the costly part) are
        # refreshed once things settle, not on every step of a drag
        self._details_timer = QTimer(self)
        self._details_timer.setSingleShot(True)
        self._details_timer.setInterval(60)
        self._details_timer.timeout.connect(self._show_details_now)
        self.table.selectionModel().selectionChanged.connect(self._on_row_selected)
        controller.window.selection_changed.connect(self._on_map_selection)
        controller.results_changed.connect(self._on_results_changed)
        controller.state_changed.connect(self._refresh)
        self.visibilityChanged.connect(lambda visible: visible and self._show_details())
        self._refresh()

    # --- helpers ---------------------------------------------------------------------------------
    def current_target(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(TARGET_ROLE) if rows else None

    def row_of(self, target: str) -> int:
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(TARGET_ROLE) == target:
                return row
        return -1

    @property
    def settling(self) -> bool:
        """A column fit, refresh or details update still waits for its turn."""
        return any(t.isActive() for t in (self._fit_timer, self._refresh_timer, self._details_timer))

    def _schedule_fit(self, *_args) -> None:
        self._fit_timer.start(0)

    def _fit_when_idle(self) -> None:
        """A fit asks every cell for its size (tens of ms): not while a
        button is held (a drag goes on)."""
        if button_held():
            self._fit_timer.start(ResultsModel.THROTTLE_MS)
        else:
            self._fit_columns()

    def _fit_columns(self, *_args) -> None:
        """Each column as wide as its cells or its title, whichever is wider
        (the style's own fit keeps room for a sort arrow in every header,
        which would cost a third of the width)."""
        if not isValid(self.table):
            return
        self._fit_timer.stop()
        header = self.table.horizontalHeader()
        metrics = header.fontMetrics()
        grid = 1 if self.table.showGrid() else 0  # as sizeHintForColumn counts it
        self._widths = []
        for i, column in enumerate(self.model.columns):
            if header.isSectionHidden(i):
                continue  # fitted when shown: `_refresh` refits when the shown columns change
            title = metrics.horizontalAdvance(column.title) + HEADER_PAD
            widest = self._widest_cell(i)
            cell = 0 if widest is None else self.table.sizeHintForIndex(widest).width() + grid
            width = max(cell, title)
            self.table.setColumnWidth(i, width)
            self._widths.append(width)
        self._share_width()

    def _widest_cell(self, column: int) -> QModelIndex | None:
        """The table's cell of `column` whose text is widest, from the texts
        the model keeps (advances measured once per text): the style is asked
        for that one cell's size, not for every cell's as sizeHintForColumn
        does (40 ms for a Huge attacker's row, the whole of placing a template)."""
        font = QFont(self.table.font())
        if column == 0:
            font.setBold(True)  # the model's FontRole for the names
        metrics = QFontMetrics(font)
        best, best_row = -1, None
        advances: dict[str, int] = {}
        for row in range(self.model.rowCount()):
            text = self.model.display_text(row, column)
            if text not in advances:
                advances[text] = metrics.horizontalAdvance(text)
            if advances[text] > best:
                best, best_row = advances[text], row
        if best_row is None:
            return None
        return self.proxy.mapFromSource(self.model.index(best_row, column))

    def table_width_needed(self) -> int:
        """The table's width with every shown column in full."""
        return sum(self._widths) + 2 * self.table.frameWidth() + \
            self.table.verticalScrollBar().sizeHint().width()

    def _share_width(self) -> None:
        """The table gets the width its columns need and the details the
        rest; when that leaves too little for the details (long words), they
        fold away (drag the splitter's handle to open them; the map's
        tooltip says the same)."""
        total = sum(self.splitter.sizes())
        if total <= 0:
            return
        need = self.table_width_needed()
        table = need if total - need >= DETAILS_MIN_WIDTH else total
        self.splitter.setSizes([table, total - table])

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._share_width()

    def select_row(self, row: int) -> None:
        """Select a row of the table (as a click would)."""
        self.table.selectRow(row)

    def _refresh(self) -> None:
        if button_held():
            # A press on the map (placing a template) changes the attack: the
            # columns change with the rows, once the button is up (as the rows
            # wait for it), not in the press's own turn (a fit and a repaint).
            self._refresh_timer.start()
            return
        self._refresh_timer.stop()
        c = self.controller
        doc = c.document
        is_4e = doc.ruleset == "dnd4e"
        area = c.effective_kind() in (AttackKind.AREA, AttackKind.CLOSE)
        hidden = tuple(
            (column.only_4e is not None and column.only_4e != is_4e) or (column.only_area and not area)
            for column in self.model.columns)
        for i, hide in enumerate(hidden):
            self.table.setColumnHidden(i, hide)
        attacker = doc.tokens.get(c.attacker) if c.attacker else None
        if attacker is None:
            self.caption = self.tr("Select a token on the map: its attacks show here.")
        else:
            from battlemap.ui.overlays.tooltip import kind_name
            self.caption = self.tr("%1 attack by %2").replace(
                "%1", kind_name(c.effective_kind())).replace("%2", shown(attacker.label))
        if hidden != self._hidden:  # the ruleset or the attack shows other columns
            self._hidden = hidden
            self._schedule_fit()
        self._show_details()

    # --- syncing with the map ------------------------------------------------------------------------
    def _on_row_selected(self, *_args) -> None:
        if self._syncing:
            return
        target = self.current_target()
        if target is not None:
            self._syncing = True
            try:
                self.controller.select_target(target)
            finally:
                self._syncing = False
        self._show_details()

    def _on_map_selection(self, ids) -> None:
        if self._syncing or not isValid(self.table):
            return
        ids = list(ids)
        row = self.row_of(ids[0]) if len(ids) == 1 else -1
        self._syncing = True
        try:
            if row < 0:
                self.table.clearSelection()
            elif self.current_target() != ids[0]:
                self.table.selectionModel().select(
                    self.proxy.index(row, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
                self.table.scrollTo(self.proxy.index(row, 0))
        finally:
            self._syncing = False
        self._show_details()

    def _on_results_changed(self, changed) -> None:
        target = self.current_target()
        if target is None or target in changed:
            self._show_details()

    def _show_details(self) -> None:
        if isValid(self._details_timer):
            self._details_timer.start()

    def _show_details_now(self) -> None:
        if not isValid(self.details) or not self.isVisible():
            return
        target = self.current_target()
        if target is not None and self.model.dragging():  # (the visible fraction: tens of ms)
            self._details_timer.start()
            return
        result = self.controller.result_for(target) if target else None
        if result is None:
            hint = self.tr("Select a row to see the whole result, the lines and the reasons.")
            self.details.setHtml(f"<b>{html.escape(self.caption)}</b><br><i>{html.escape(hint)}</i>")
            return
        self.details.setHtml(result_html(self.controller.document, result, fraction=True,
                                         stale=not self.controller.is_fresh(target)))

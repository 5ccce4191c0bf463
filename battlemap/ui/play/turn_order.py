"""The turn order dock: who is in the fight, initiative (typed in, or d20 +
modifier rolled), next/previous turn, the round counter, and marks for
creatures that are prone, helpless or unconscious."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView, QDockWidget, QGridLayout, QHeaderView, QMenu, QSizePolicy,
    QSpinBox, QStyledItemDelegate, QStyleOptionViewItem, QTableWidget, QTableWidgetItem, QToolButton,
    QVBoxLayout, QWidget,
)
from shiboken6 import isValid

from battlemap.core.edits.set_initiative import SetInitiative
from battlemap.core.model import Change, Document
from battlemap.core.model.play import InitiativeEntry, sorted_initiative
from battlemap.ui.docks.scroll_body import ScrollBody
from battlemap.ui.names import condition_name
from battlemap.ui.play.commands import SetInitiativeCommand
from battlemap.ui.plain_text import plain_label, plain_tooltip, shown

if TYPE_CHECKING:
    from battlemap.ui.play.controller import PlayController

# Conditions the turn order marks, in this order.
MARKED_CONDITIONS = ("unconscious", "helpless", "paralyzed", "stunned", "asleep", "prone",
                     "dazed", "blinded", "invisible")
COL_TURN, COL_NAME, COL_INIT, COL_MOD, COL_STATE = range(5)
INIT_RANGE = (-99, 999)
MOD_RANGE = (-30, 60)


def roll_initiative(rng: random.Random, ids: Iterable[str],
                    modifiers: dict[str, int]) -> dict[str, int]:
    """d20 + modifier for each id, in the order given (so a seeded `rng`
    always gives the same rolls to the same creatures)."""
    return {tid: rng.randint(1, 20) + modifiers.get(tid, 0) for tid in ids}


class _NumberDelegate(QStyledItemDelegate):
    """Whole numbers in a spin box with a range wide enough for initiative."""

    def __init__(self, lo: int, hi: int, parent=None) -> None:
        super().__init__(parent)
        self.lo, self.hi = lo, hi

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem,
                     index: QModelIndex | QPersistentModelIndex) -> QWidget:
        box = QSpinBox(parent)
        box.setRange(self.lo, self.hi)
        box.setFrame(False)
        return box


class TurnOrderDock(QDockWidget):
    """`rng` rolls the dice (a seeded `random.Random` in tests); `modifiers`
    holds the initiative modifiers typed in the Mod column (token id -> int;
    kept for the session, not in the document)."""

    def __init__(self, controller: "PlayController", rng: random.Random | None = None) -> None:
        window = controller.window
        super().__init__(self.tr("Turn order"), window)
        self.setObjectName("turnOrderDock")
        self.controller = controller
        self.window_ = window
        self.rng = rng or random.Random()
        self.modifiers: dict[str, int] = {}
        self._filling = False

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(4, 4, 4, 4)
        self.round_label = plain_label()
        self.round_label.setWordWrap(True)
        font = self.round_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.round_label.setFont(font)
        layout.addWidget(self.round_label)

        self.table = QTableWidget(0, 5)
        self.table.setHorizontalHeaderLabels(
            ["", self.tr("Creature"), self.tr("Init"), self.tr("Mod"), self.tr("State")])
        self.table.horizontalHeaderItem(COL_INIT).setToolTip(self.tr("Initiative"))
        self.table.horizontalHeaderItem(COL_MOD).setToolTip(
            self.tr("Initiative modifier, added to the d20 when rolling"))
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(COL_NAME, QHeaderView.ResizeMode.Stretch)
        for col in (COL_TURN, COL_INIT, COL_MOD):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_STATE, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setItemDelegateForColumn(COL_INIT, _NumberDelegate(*INIT_RANGE, self.table))
        self.table.setItemDelegateForColumn(COL_MOD, _NumberDelegate(*MOD_RANGE, self.table))
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.cellDoubleClicked.connect(self._on_double_click)
        self.table.itemSelectionChanged.connect(self._on_row_selected)
        rows = 3  # a small fight without scrolling; the dock scrolls when short
        self.table.setMinimumHeight(round(self.table.horizontalHeader().sizeHint().height()
                                          + rows * self.table.verticalHeader().defaultSectionSize()
                                          + 2 * self.table.frameWidth()))
        layout.addWidget(self.table, 1)

        self.add_action = QAction(self.tr("Add selected"), self)
        self.add_action.setToolTip(self.tr("Add the tokens selected on the map to the turn order"))
        self.add_action.triggered.connect(lambda: self.add_tokens(window.scene.selected_token_ids()))
        self.add_all_action = QAction(self.tr("Add all"), self)
        self.add_all_action.setToolTip(self.tr("Add every token on the map"))
        self.add_all_action.triggered.connect(lambda: self.add_tokens(self.doc.tokens))
        self.remove_action = QAction(self.tr("Remove"), self)
        self.remove_action.setToolTip(self.tr("Remove the rows selected in the list"))
        self.remove_action.triggered.connect(self.remove_selected_rows)
        self.clear_action = QAction(self.tr("End fight"), self)
        self.clear_action.setToolTip(self.tr("Empty the turn order and reset the round counter"))
        self.clear_action.triggered.connect(self.clear)
        self.roll_action = QAction(self.tr("Roll"), self)
        self.roll_action.setToolTip(self.tr(
            "Roll d20 + modifier for the rows selected in the list (everyone when none is) "
            "and sort"))
        self.roll_action.triggered.connect(self.roll_selected_or_all)
        self.roll_all_action = QAction(self.tr("Roll for everyone"), self)
        self.roll_all_action.triggered.connect(lambda: self.roll(None))
        self.roll_npcs_action = QAction(self.tr("Roll for everyone but the PCs"), self)
        self.roll_npcs_action.triggered.connect(self.roll_non_pcs)
        self.sort_action = QAction(self.tr("Sort"), self)
        self.sort_action.setToolTip(self.tr("Highest initiative first (ties: higher modifier)"))
        self.sort_action.triggered.connect(self.sort)

        grid = QGridLayout()
        buttons = [  # two columns: the dock stays narrow beside the map
            (self.add_action, 0, 0), (self.add_all_action, 0, 1),
            (self.roll_action, 1, 0), (self.sort_action, 1, 1),
            (self.remove_action, 2, 0), (self.clear_action, 2, 1),
            (controller.previous_turn_action, 3, 0), (controller.next_turn_action, 3, 1),
        ]
        for action, row, col in buttons:
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            if action is self.roll_action:
                menu = QMenu(button)
                menu.addAction(self.roll_all_action)
                menu.addAction(self.roll_npcs_action)
                button.setMenu(menu)
                button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
            grid.addWidget(button, row, col)
        layout.addLayout(grid)
        self.setWidget(ScrollBody(body))

        window.editor.changed.connect(self._on_change)
        window.editor.document_replaced.connect(lambda _doc: self.refresh())
        self.refresh()

    @property
    def doc(self) -> Document:
        return self.window_.editor.document

    # --- model -> table ------------------------------------------------------------------
    def _on_change(self, change: Change) -> None:
        if change.layer in ("play", "all") or (
                change.layer == "tokens" and (not change.ids or change.ids & set(self.doc.play.ids()))):
            self.refresh()

    def refresh(self) -> None:
        if not isValid(self.table):
            return
        doc = self.doc
        play = doc.play
        if play.initiative:
            who = play.current_id()
            token = doc.tokens.get(who) if who else None
            name = shown(token.label if token else (who or ""))
            self.round_label.setText(self.tr("Round {round}: {name}").format(round=play.round, name=name))
        else:
            self.round_label.setText(self.tr("No fight: add creatures, then roll"))
        self._filling = True
        selected = set(self._row_ids(i.row() for i in self.table.selectionModel().selectedRows()))
        self.table.blockSignals(True)
        try:
            self.table.setRowCount(len(play.initiative))
            for row, (tid, value) in enumerate(play.initiative):
                self._fill_row(row, tid, value, row == play.current)
            self.table.clearSelection()
            for row, (tid, _value) in enumerate(play.initiative):
                if tid in selected:  # the same creatures, wherever sorting put them
                    self.table.selectionModel().select(
                        self.table.model().index(row, 0),
                        QItemSelectionModel.SelectionFlag.Select
                        | QItemSelectionModel.SelectionFlag.Rows)
            if 0 <= play.current < self.table.rowCount():
                self.table.scrollToItem(self.table.item(play.current, COL_NAME))
        finally:
            self.table.blockSignals(False)
            self._filling = False
        has = bool(play.initiative)
        for action in (self.remove_action, self.clear_action, self.roll_action,
                       self.roll_all_action, self.roll_npcs_action, self.sort_action):
            action.setEnabled(has)

    def _fill_row(self, row: int, tid: str, value: int, current: bool) -> None:
        token = self.doc.tokens.get(tid)
        turn = QTableWidgetItem("\u25b6" if current else "")
        name = QTableWidgetItem(shown(token.label) if token else self.tr("{id} (removed)").format(id=shown(tid)))
        init = QTableWidgetItem()
        init.setData(Qt.ItemDataRole.EditRole, int(value))
        mod = QTableWidgetItem()
        mod.setData(Qt.ItemDataRole.EditRole, int(self.modifiers.get(tid, 0)))
        marks = [condition_name(c) for c in MARKED_CONDITIONS if token and c in token.conditions]
        if token and token.hidden:
            marks.append(self.tr("hidden"))
        state = QTableWidgetItem(", ".join(marks))
        for item in (turn, name, state):
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
        for item in (turn, name, init, mod, state):
            item.setData(Qt.ItemDataRole.UserRole, tid)
        init.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        mod.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        if current:
            font = QFont(name.font())
            font.setBold(True)
            for item in (turn, name, init):
                item.setFont(font)
            for item in (turn, name, init, mod, state):
                item.setBackground(QBrush(QColor(255, 214, 90, 110)))
        if token is None or not token.can_act:
            for item in (name, state):
                item.setForeground(QBrush(QColor(130, 124, 118)))
        if token is not None and token.hidden:
            font = QFont(name.font())
            font.setItalic(True)
            name.setFont(font)
        if marks:
            state.setToolTip(plain_tooltip(", ".join(marks)))
        for col, item in enumerate((turn, name, init, mod, state)):
            self.table.setItem(row, col, item)

    # --- table -> model --------------------------------------------------------------------
    def _push(self, entries: list[InitiativeEntry], text: str, **kwargs) -> None:
        edit = SetInitiative(entries, **kwargs)
        self.window_.editor.push(SetInitiativeCommand(self.doc, edit, text))

    def _on_item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling:
            return
        tid = item.data(Qt.ItemDataRole.UserRole)
        value = item.data(Qt.ItemDataRole.EditRole)
        try:
            number = int(value)
        except (TypeError, ValueError):
            self.refresh()
            return
        if item.column() == COL_MOD:
            self.modifiers[tid] = number
            return
        if item.column() == COL_INIT:
            entries = [(t, number if t == tid else v) for t, v in self.doc.play.initiative]
            if entries != self.doc.play.initiative:
                self._push(entries, self.tr("Set initiative"))

    def _on_double_click(self, row: int, column: int) -> None:
        if column in (COL_TURN, COL_NAME, COL_STATE) and row != self.doc.play.current:
            self._push(list(self.doc.play.initiative), self.tr("Change whose turn it is"),
                       current=row)

    def _on_row_selected(self) -> None:
        ids = self.selected_ids()
        if len(ids) == 1 and ids[0] in self.doc.tokens:
            self.window_.scene.select_tokens(ids)

    def _row_ids(self, rows: Iterable[int]) -> list[str]:
        """The token ids shown in table rows (the table may be older than the document)."""
        ids = []
        for row in sorted(rows):
            item = self.table.item(row, COL_NAME)
            if item is not None:
                ids.append(item.data(Qt.ItemDataRole.UserRole))
        return ids

    def selected_ids(self) -> list[str]:
        return self._row_ids(i.row() for i in self.table.selectionModel().selectedRows())

    # --- operations --------------------------------------------------------------------------
    def add_tokens(self, ids: Iterable[str]) -> list[str]:
        """Append the tokens not in the turn order yet (initiative 0); the new ids."""
        play = self.doc.play
        have = set(play.ids())
        new = [tid for tid in ids if tid not in have and tid in self.doc.tokens]
        if new:
            entries = list(play.initiative) + [(tid, 0) for tid in new]
            self._push(entries, self.tr("Add to turn order"))
        return new

    def remove_ids(self, ids: Iterable[str]) -> None:
        gone = set(ids)
        entries = [(t, v) for t, v in self.doc.play.initiative if t not in gone]
        if len(entries) != len(self.doc.play.initiative):
            self._push(entries, self.tr("Remove from turn order"))

    def remove_selected_rows(self) -> None:
        self.remove_ids(self.selected_ids())

    def clear(self) -> None:
        if self.doc.play.initiative:
            self._push([], self.tr("End fight"), current=0, round=1)

    def sort(self) -> None:
        entries = sorted_initiative(list(self.doc.play.initiative), self.modifiers)
        if entries != self.doc.play.initiative:
            self._push(entries, self.tr("Sort turn order"))

    def roll(self, ids: Iterable[str] | None = None) -> dict[str, int]:
        """Roll d20 + modifier for `ids` (None: everyone in the turn order)
        and sort. Rolling for everyone starts the fight over: first turn,
        round 1. Returns the rolls."""
        play = self.doc.play
        everyone = ids is None
        order = play.ids()
        wanted = set(order if everyone else ids)
        rolls = roll_initiative(self.rng, [t for t in order if t in wanted], self.modifiers)
        if not rolls:
            return rolls
        entries = sorted_initiative([(t, rolls.get(t, v)) for t, v in play.initiative],
                                    self.modifiers)
        if everyone:
            self._push(entries, self.tr("Roll initiative"), current=0, round=1)
        else:
            self._push(entries, self.tr("Roll initiative"))
        return rolls

    def roll_selected_or_all(self) -> dict[str, int]:
        ids = self.selected_ids()
        return self.roll(ids or None)

    def roll_non_pcs(self) -> dict[str, int]:
        tokens = self.doc.tokens
        ids = [t for t in self.doc.play.ids() if t in tokens and tokens[t].faction != "pc"]
        return self.roll(ids) if ids else {}

"""Help > Rules reference: a short summary of how the current ruleset decides
cover, concealment and flanking, in the UI language.

The text is made of short paragraphs, each one translatable on its own
(context "RulesReference"), put together as HTML per ruleset family: the
corner systems (D&D 3.5, Pathfinder 1e, Starfinder), the graded-cover variant
and D&D 4e. The full reference is `docs/rules.md` (Help > Rules in Full);
this is the part a GM wants at the table.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget,
)

from battlemap.core.errors import BattlemapError
from battlemap.core.rules import get_ruleset, ruleset_ids

CONTEXT = "RulesReference"

# --- headings ------------------------------------------------------------------------------
COVER = QT_TRANSLATE_NOOP("RulesReference", "Cover")
CONCEALMENT = QT_TRANSLATE_NOOP("RulesReference", "Concealment")
FLANKING = QT_TRANSLATE_NOOP("RulesReference", "Flanking")
FLANKING_4E = QT_TRANSLATE_NOOP("RulesReference", "Flanking and combat advantage")
CONDITIONS = QT_TRANSLATE_NOOP("RulesReference", "Conditions")
NOTES = QT_TRANSLATE_NOOP("RulesReference", "This ruleset")

# --- D&D 3.5, Pathfinder 1e, Starfinder ------------------------------------------------------
CORNER_COVER = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Choose a corner of one of your squares and draw lines to the four corners "
                      "of one square of the target. You choose the corner and the square that suit "
                      "you best."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "If a line passes through a wall, a low obstacle or a thin wall, the target "
                      "has cover: +4 to AC and +2 on Reflex saves."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "If a line passes only through a square held by another creature, friend or "
                      "foe, the target has soft cover against ranged and reach attacks: +4 to AC, "
                      "no Reflex bonus, and it does not allow stealth."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "A low obstacle gives cover only to a target within 30 ft (6 squares) of it, "
                      "and not against an attacker closer to it than the target."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "In melee against an adjacent target, only walls and low obstacles give "
                      "cover; creatures never do."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Without line of effect (every line blocked by a solid barrier) the target "
                      "has total cover and cannot be attacked."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Partial cover (a GM option): when more than half of the target is visible, "
                      "cover gives only +2 to AC and +1 on Reflex saves."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Improved cover (an arrow slit, by the GM's ruling) doubles the bonuses: +8 "
                      "to AC, +4 on Reflex saves and +10 on stealth checks."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "No attack of opportunity against a target that has cover from you, soft "
                      "cover included."),
)
CORNER_CONCEALMENT = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Concealment gives a 20% miss chance, total concealment a 50% miss chance. "
                      "Several sources never stack: the worst one applies."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Ranged and reach attacks: if a line from the chosen corner passes through "
                      "fog, the target has concealment; through heavy fog, total concealment "
                      "(only concealment if the target is adjacent)."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Melee against an adjacent target: concealment only when the target's whole "
                      "space is in fog."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Dim light gives concealment and darkness total concealment, unless the "
                      "attacker's darkvision reaches the target; low-light vision ignores dim "
                      "light."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "An invisible target (unless the attacker sees invisible), a blinded "
                      "attacker, or line of effect without line of sight: total concealment. No "
                      "attack of opportunity against a target with total concealment."),
)
CORNER_FLANKING = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "In melee you flank a target when an ally who also threatens it stands on "
                      "the opposite side: the line between the centres of your squares passes "
                      "through opposite sides or corners of the target's space. Flanking gives +2 "
                      "on the attack roll."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Only a creature that threatens the target can flank: not with a reach of "
                      "0 ft, and not while helpless, unconscious, stunned, paralyzed or dazed."),
)
CORNER_CONDITIONS = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "A prone target has +4 to AC against ranged attacks and \u22124 against melee; "
                      "a prone attacker takes \u22124 on melee attack rolls."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "A helpless target has \u22124 to AC against melee and a further \u22125 for "
                      "its Dexterity of 0; an adjacent attacker can deliver a coup de grace."),
)
CORNER_NOTES = {
    "dnd35": (
        QT_TRANSLATE_NOOP("RulesReference",
                          "D&D 3.5: a 10-ft reach also threatens the square two squares away "
                          "diagonally. Cover and concealment allow a Hide check."),
    ),
    "pf1e": (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Pathfinder: a 10-ft reach also threatens the square two squares away "
                          "diagonally. Cover and concealment allow a Stealth check."),
    ),
    "sf1e": (
        QT_TRANSLATE_NOOP("RulesReference",
                          "Starfinder: the flanking bonus never exceeds +2. Cover and concealment "
                          "allow a Stealth check. Prone in zero gravity (off-kilter) is not "
                          "modelled."),
    ),
}

# --- graded-cover variant -------------------------------------------------------------------
GRADED_COVER = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Draw one line from the centre of your space to the centre of the target's "
                      "space (for an area effect, from its point of origin)."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Through a wall, a low wall or a thin wall: standard cover (+4 to AC). "
                      "Through a creature only: lesser cover (+2 to AC). A blocking creature "
                      "larger than the target raises the cover by one degree, a smaller one lowers "
                      "it by one degree."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Area effects: each square on the line with an object, a creature or "
                      "terrain that blocks vision raises the cover by one degree, up to greater "
                      "cover (+8 to AC and on Reflex saves, and the save counts one degree "
                      "better)."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Without line of effect the target has total cover. Standard and greater "
                      "cover allow a Stealth check, lesser cover does not. No attack of "
                      "opportunity against a target with any cover."),
)
GRADED_CONCEALMENT = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Concealment gives a 20% miss chance, total concealment a 50% miss chance."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Ranged and reach attacks: the target is concealed if fog, heavy fog, dim "
                      "light or darkness lies on the centre line or under the target. Melee "
                      "against an adjacent target: only if its whole space is in such an effect."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Without line of sight the target has total concealment. Concealment also "
                      "allows a Stealth check."),
)
GRADED_FLANKING = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Each pair of creatures that threaten the target from opposite sides is a "
                      "flanking pair. With n pairs, every flanker gets +n on the attack roll, up "
                      "to +4 around a Medium or smaller target (more around larger ones). You must "
                      "be in one of the pairs."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "No flanking if your centre line gives the target any cover."),
)

# --- D&D 4e ----------------------------------------------------------------------------------
DND4E_COVER = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Choose a corner of a square of your space (for close and area attacks, a "
                      "corner of the origin square) and draw lines to the four corners of a "
                      "square of the target."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Count the lines blocked by walls, low obstacles and thin walls or, for "
                      "ranged attacks only, by your enemies: 1 or 2 blocked lines give cover "
                      "(\u22122 to the attack roll), 3 or 4 give superior cover (\u22125). "
                      "Touching the edge of a square never blocks."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Allies never give cover to your enemies, and no creature gives cover "
                      "against melee, close or area attacks. Without line of effect the target "
                      "cannot be attacked."),
)
DND4E_CONCEALMENT = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "Concealment depends on the target's square, not on the path: fog or dim "
                      "light gives concealment (\u22122 to the attack roll); heavy fog gives "
                      "concealment next to you and total concealment (\u22125) farther away; "
                      "darkness gives total concealment."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Low-light vision ignores dim light, darkvision also darkness. An invisible "
                      "target or a blinded attacker means total concealment. Close and area "
                      "attacks ignore concealment."),
)
DND4E_FLANKING = (
    QT_TRANSLATE_NOOP("RulesReference",
                      "You flank a target when you and an ally are both adjacent to it, able to "
                      "act, and on opposite sides of it. Flanking grants combat advantage."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "Combat advantage gives +2 on the attack roll. You must see the target; you "
                      "have it against a target that is flanked, prone (melee only), helpless, "
                      "stunned, dazed, blinded, restrained, surprised or unconscious, or that "
                      "cannot see you."),
    QT_TRANSLATE_NOOP("RulesReference",
                      "No opportunity attack against a target with total cover or total "
                      "concealment."),
)

TITLE = QT_TRANSLATE_NOOP("RulesReference", "Rules reference: %1")
INTRO = QT_TRANSLATE_NOOP("RulesReference",
                          "How Battlemap decides cover, concealment and flanking for this "
                          "ruleset. The overlays on the map follow these rules.")
UNKNOWN = QT_TRANSLATE_NOOP("RulesReference", "There is no summary for this ruleset yet.")

CORNER_SYSTEMS = ("dnd35", "pf1e", "sf1e")


def _tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def sections(ruleset_id: str) -> list[tuple[str, tuple[str, ...]]]:
    """The untranslated (heading, paragraphs) of one ruleset's summary."""
    if ruleset_id in CORNER_SYSTEMS:
        return [(COVER, CORNER_COVER), (CONCEALMENT, CORNER_CONCEALMENT),
                (FLANKING, CORNER_FLANKING), (CONDITIONS, CORNER_CONDITIONS),
                (NOTES, CORNER_NOTES[ruleset_id])]
    if ruleset_id == "graded":
        return [(COVER, GRADED_COVER), (CONCEALMENT, GRADED_CONCEALMENT),
                (FLANKING, GRADED_FLANKING), (CONDITIONS, CORNER_CONDITIONS)]
    if ruleset_id == "dnd4e":
        return [(COVER, DND4E_COVER), (CONCEALMENT, DND4E_CONCEALMENT),
                (FLANKING_4E, DND4E_FLANKING)]
    return []


def all_paragraphs() -> list[str]:
    """Every untranslated heading and paragraph (for the tests)."""
    texts = [TITLE, INTRO, UNKNOWN]
    for rid in (*CORNER_SYSTEMS, "graded", "dnd4e"):
        for heading, paragraphs in sections(rid):
            texts.append(heading)
            texts.extend(paragraphs)
    return list(dict.fromkeys(texts))


def ruleset_display_name(ruleset_id: str) -> str:
    """The ruleset's name in the UI language (context "Rulesets"), or its id."""
    try:
        name = get_ruleset(ruleset_id).name
    except BattlemapError:
        return ruleset_id
    return QCoreApplication.translate("Rulesets", name)


def rules_html(ruleset_id: str) -> str:
    """The translated summary of one ruleset as HTML."""
    parts = [f"<h2>{html.escape(_tr(TITLE).replace('%1', ruleset_display_name(ruleset_id)))}</h2>",
             f"<p><i>{html.escape(_tr(INTRO))}</i></p>"]
    found = sections(ruleset_id)
    if not found:
        parts.append(f"<p>{html.escape(_tr(UNKNOWN))}</p>")
    for heading, paragraphs in found:
        parts.append(f"<h3>{html.escape(_tr(heading))}</h3>")
        parts.extend(f"<p>{html.escape(_tr(text))}</p>" for text in paragraphs)
    return "\n".join(parts)


class RulesReferenceDialog(QDialog):
    """The summary of one ruleset, chosen in a combo (the document's ruleset
    first). Non-modal: the window keeps it and follows the document's ruleset."""

    def __init__(self, ruleset_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReferenceDialog")
        self.setWindowTitle(self.tr("Rules Reference"))
        self.resize(620, 700)
        self.combo = QComboBox(self)
        self.combo.setObjectName("rulesReferenceRuleset")
        for rid in ruleset_ids():
            self.combo.addItem(ruleset_display_name(rid), rid)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesReferenceText")
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        top = QHBoxLayout()
        label = QLabel(self.tr("Ruleset"), self)
        label.setBuddy(self.combo)
        top.addWidget(label)
        top.addWidget(self.combo, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.combo.currentIndexChanged.connect(self._show_current)
        self.show_ruleset(ruleset_id)

    def show_ruleset(self, ruleset_id: str) -> None:
        index = self.combo.findData(ruleset_id)
        if index < 0:
            self.combo.addItem(ruleset_id, ruleset_id)
            index = self.combo.count() - 1
        if index == self.combo.currentIndex():
            self._show_current()
        else:
            self.combo.setCurrentIndex(index)

    def ruleset_id(self) -> str:
        return str(self.combo.currentData())

    def _show_current(self) -> None:
        self.browser.setHtml(rules_html(self.ruleset_id()))

"""Text from documents and files, shown as plain text: the one place.

Token names, ids, factions, conditions, file names and error messages (which
quote file values) come from strangers' files. Qt renders a QLabel, a
QMessageBox or a tooltip as rich text when the text merely looks like HTML:
a name such as `<img src=/dev/zero>` would make Qt load that "image" (and
run out of memory), `<b>x</b>` would turn bold. So every widget that shows
such text gets it through here:

- `plain_label(label)`: a QLabel that never interprets its text;
- `plain_tooltip(text)`, `auto_text(text)`: text that shows exactly `text`
  where Qt guesses the format (tooltips, message boxes): text that might be
  rich is converted to escaped HTML, other text is left as it is;
- `shown(text)`: a name as one short line (a 20,000-character name would
  make a label, a menu or a column 200,000 pixels wide);
- `critical`, `warning`, `information`, `question`: QMessageBox's static
  functions with such a message.

Painters (`QPainter.drawText`), item views, line edits, combo boxes, window
titles and status-bar messages never interpret markup: they need nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui_Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

_Button = QMessageBox.StandardButton

MAX_SHOWN = 80  # characters of a name shown in one line
MAX_TOOLTIP = 2000  # characters of a tooltip


def shown(text: str, limit: int = MAX_SHOWN) -> str:
    """`text` on one line, cut to `limit` characters with an ellipsis."""
    if not text.isprintable():
        text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "\u2026"


def plain_label(label: QLabel | None = None, text: str = "") -> QLabel:
    """`label` (or a new QLabel showing `text`) set to plain text."""
    if label is None:
        label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def auto_text(text: str) -> str:
    """`text` for a place that guesses its format (a tooltip, a message
    box): unchanged when Qt takes it for plain text, else as escaped HTML
    that shows exactly `text`, markup and all."""
    if not QtGui_Qt.mightBeRichText(text):
        return text
    return QtGui_Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpacePre)


def plain_tooltip(text: str) -> str:
    """Tooltip text that Qt shows as `text` (a very long text is cut)."""
    if len(text) > MAX_TOOLTIP:
        text = text[:MAX_TOOLTIP - 1] + "\u2026"
    return auto_text(text)


def critical(parent: QWidget | None, title: str, text: str) -> _Button:
    return QMessageBox.critical(parent, title, auto_text(text))


def warning(parent: QWidget | None, title: str, text: str,
            buttons: _Button = _Button.Ok, default: _Button = _Button.NoButton) -> _Button:
    return QMessageBox.warning(parent, title, auto_text(text), buttons, default)


def information(parent: QWidget | None, title: str, text: str) -> _Button:
    return QMessageBox.information(parent, title, auto_text(text))


def question(parent: QWidget | None, title: str, text: str,
             buttons: _Button = _Button.Yes | _Button.No,
             default: _Button = _Button.NoButton) -> _Button:
    return QMessageBox.question(parent, title, auto_text(text), buttons, default)

"""Reversible edits of a document: the only way the editor changes one.

Each edit has `apply(doc)` and `revert(doc)` and tells the document's
listeners what it touched. No Qt here: `battlemap.ui.commands` wraps these
in QUndoCommands, and undo is testable headless.
"""

from battlemap.core.edits.add_light import AddLight
from battlemap.core.edits.add_segment import AddSegment
from battlemap.core.edits.add_template import AddTemplate
from battlemap.core.edits.add_token import AddToken
from battlemap.core.edits.base import Edit
from battlemap.core.edits.group_edits import GroupEdits
from battlemap.core.edits.move_template import MoveTemplate
from battlemap.core.edits.move_light import MoveLight
from battlemap.core.edits.move_token import MoveToken
from battlemap.core.edits.paint_cells import PaintCells
from battlemap.core.edits.remove_light import RemoveLight
from battlemap.core.edits.remove_segment import RemoveSegment
from battlemap.core.edits.remove_template import RemoveTemplate
from battlemap.core.edits.remove_token import RemoveToken
from battlemap.core.edits.set_ambient import SetAmbient
from battlemap.core.edits.set_light_radii import SetLightRadii
from battlemap.core.edits.set_options import SetOptions
from battlemap.core.edits.set_ruleset import SetRuleset
from battlemap.core.edits.set_segment import SetSegment
from battlemap.core.edits.set_token_art import SetTokenArt
from battlemap.core.edits.set_token_properties import SetTokenProperties

__all__ = [
    "AddLight", "AddSegment", "AddTemplate", "AddToken", "Edit", "GroupEdits", "MoveLight",
    "MoveTemplate", "MoveToken", "PaintCells", "RemoveLight", "RemoveSegment", "RemoveTemplate",
    "RemoveToken", "SetAmbient", "SetLightRadii", "SetOptions", "SetRuleset", "SetSegment",
    "SetTokenArt", "SetTokenProperties",
]

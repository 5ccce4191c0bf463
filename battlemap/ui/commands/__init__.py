"""QUndoCommands: each wraps one core edit (battlemap.core.edits)."""

from battlemap.ui.commands.add_segment_command import AddSegmentCommand
from battlemap.ui.commands.add_template_command import AddTemplateCommand
from battlemap.ui.commands.add_token_command import AddTokenCommand
from battlemap.ui.commands.add_tokens_command import AddTokensCommand
from battlemap.ui.commands.clipboard_commands import CutCommand, PasteCommand
from battlemap.ui.commands.delete_items_command import DeleteItemsCommand
from battlemap.ui.commands.duplicate_tokens_command import DuplicateTokensCommand
from battlemap.ui.commands.edit_command import EditCommand
from battlemap.ui.commands.erase_cells_command import EraseCellsCommand
from battlemap.ui.commands.move_template_command import MoveTemplateCommand
from battlemap.ui.commands.light_commands import (
    AddLightCommand, MoveLightCommand, RemoveLightCommand, SetAmbientCommand, SetLightRadiiCommand,
)
from battlemap.ui.commands.move_tokens_command import MoveTokensCommand
from battlemap.ui.commands.paint_cells_command import PaintCellsCommand
from battlemap.ui.commands.remove_segment_command import RemoveSegmentCommand
from battlemap.ui.commands.remove_template_command import RemoveTemplateCommand
from battlemap.ui.commands.set_options_command import SetOptionsCommand
from battlemap.ui.commands.set_ruleset_command import SetRulesetCommand
from battlemap.ui.commands.set_segment_command import SetSegmentCommand
from battlemap.ui.commands.set_token_art_command import SetTokenArtCommand
from battlemap.ui.commands.set_token_properties_command import SetTokenPropertiesCommand

__all__ = [
    "AddLightCommand", "AddSegmentCommand", "AddTemplateCommand", "AddTokenCommand",
    "AddTokensCommand", "CutCommand",
    "DeleteItemsCommand", "DuplicateTokensCommand", "EditCommand", "EraseCellsCommand",
    "MoveLightCommand", "MoveTemplateCommand", "MoveTokensCommand", "PaintCellsCommand",
    "PasteCommand", "RemoveLightCommand", "RemoveSegmentCommand", "RemoveTemplateCommand",
    "SetAmbientCommand", "SetLightRadiiCommand", "SetOptionsCommand", "SetRulesetCommand",
    "SetSegmentCommand", "SetTokenArtCommand", "SetTokenPropertiesCommand",
]

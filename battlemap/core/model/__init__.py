"""Plain data: board, cells, segments, tokens, document. No Qt."""

from battlemap.core.model.board import MAX_SIDE, Board
from battlemap.core.model.document import Background, Change, Document
from battlemap.core.model.light import Ambient, Light, LightRadii
from battlemap.core.model.segment import Segment, SegmentKind
from battlemap.core.model.template import PlacedTemplate, Template
from battlemap.core.model.terrain import Obscure, Solid
from battlemap.core.model.token import CONDITIONS, Size, Token, TokenArt

__all__ = [
    "MAX_SIDE", "Ambient", "Board", "Background", "Change", "CONDITIONS", "Document", "Light",
    "LightRadii", "Obscure", "PlacedTemplate", "Segment", "SegmentKind", "Size", "Solid",
    "Template", "Token", "TokenArt",
]

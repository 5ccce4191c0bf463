"""Token art in the window: pictures read from files, the token dock's
Art… / Clear art, and image files dropped on the map."""

from battlemap.ui.token_art.art_files import load_art_file, token_name_for_file
from battlemap.ui.token_art.drops import TokenArtDrops

__all__ = ["TokenArtDrops", "load_art_file", "token_name_for_file"]

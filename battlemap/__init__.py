"""Battlemap: a battlemap editor that knows cover, concealment and flanking."""

__version__ = "0.1.0"

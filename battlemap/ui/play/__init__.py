"""Live play at the table: play mode, turn order, quick conditions, fog of
war, ruler and the player view (`install_play(window)`)."""

from battlemap.ui.play.install import install_play

__all__ = ["install_play"]

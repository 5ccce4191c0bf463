"""Dock widgets: palette, token properties, undo history."""

"""Stacking order of the scene's items, and the scene's scale."""

PX_PER_SQUARE = 64.0  # scene units per square; the view's zoom is on top of this

Z_BOARD = 0  # the ground, one picture: paper and background image, terrain, then the light (RULES §8)
Z_OBSCURE = 20  # items over the ground's obscurement (and light), under the grid, go above this
Z_GRID = 30
Z_SEGMENTS = 40
Z_TOKENS = 50
Z_OVERLAY = 100  # rules overlays (battlemap.ui.overlays) go from here up to Z_TOOL
Z_TOOL = 200  # tool previews: brush outline, rubber band, line being drawn

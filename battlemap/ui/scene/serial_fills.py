"""Qt's raster fills on the thread that paints, not on its thread pool.

Qt's raster engine hands every fill or blend of 96 rows or more (a scroll
bar's groove, the grid's texture, a big token's disc, a cached picture laid
on the view) to a pool of threads in slices of 64 rows, and waits for them.
For the view's fills the hand-over costs more than the work: on two cores a
zoom step of a 100 x 100 map with 60 tokens and an attacker's overlays spent
a quarter of its time waiting (the vertical scroll bar alone, 14 x 514 px:
1.3-1.9 ms pooled, 0.25-0.33 ms not). `QT_NO_GUI_THREADPOOL` is Qt's own
switch; Qt reads it once, when the pool is first wanted (the first big fill),
so it is set before the map view paints anything.
"""

from __future__ import annotations

import os

SWITCH = "QT_NO_GUI_THREADPOOL"


def keep_fills_serial() -> None:
    """Set Qt's switch (a value the user gave is kept: any value switches the pool off)."""
    os.environ.setdefault(SWITCH, "1")

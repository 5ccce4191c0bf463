"""Light drag benchmark (prints figures; not a test; issue: lights).

    QT_QPA_PLATFORM=offscreen python bench/light_drag.py [--steps N] [--slice MS] [--paints] [--cpu] [--profile FILE]

The 100 x 100 benchmark dungeon (`bench/dungeon.py`) in ambient darkness,
with 10 tokens carrying torches (20/40 ft), in a 1280 x 800 main window
with the rules overlays on. With real mouse events on the view's viewport
(`overlay_drag.drag`), per mouse-move event: the move, one turn of the event
loop (the light traced again, the overlay controller's re-evaluation and
the overlay items) and a synchronous repaint of the viewport:

1. a torch-bearer that is the attacker is dragged across 100 cells (its
   light and every one of its pairs change);
2. another creature's torch-bearing ally is dragged while that creature is
   the locked attacker (the light on its targets changes, and so their
   concealment).

Goal: p95 <= 16 ms per event (the frame), overlays complete within it.
On a shared machine whose speed swings, `--cpu` times this thread's CPU
time instead of the wall clock (compare versions by runs taken in turn).
`--profile FILE`: a cProfile of drag 1 alone (its events and the work that
completes each), for `python -m pstats FILE`; its times are inflated, its
figures are not the goal's.
"""

from __future__ import annotations

import cProfile
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.dungeon import dark_dungeon  # noqa: E402
from bench.overlay_drag import (  # noqa: E402
    bench_app, drag, drag_arguments, open_window, report, settle, use_cpu_clock,
)


def main() -> int:
    parser = drag_arguments(__doc__.split("\n\n")[0])
    parser.add_argument("--profile", metavar="FILE", help="write a cProfile of drag 1 to FILE")
    args = parser.parse_args()
    if args.cpu:
        use_cpu_clock()

    app = bench_app()

    from battlemap.core.rules import Attack, enemy_pairs, evaluate_pairs

    doc = dark_dungeon()
    window = open_window(app, doc, args.paints)
    window.view.set_scale(0.25)  # 16 px per square: a room and its neighbours
    c = window.overlays
    if args.slice is not None:
        c.slice_ms = args.slice
    window.tools.activate("select")
    bearers = [t for t in doc.tokens.values() if t.light is not None]
    # the torch-bearer with most enemies attacks; an ally of another side's
    # creature carries the other torch
    bearer = max(bearers, key=lambda t: len(enemy_pairs(doc, t.id))).id
    evaluate_pairs(doc, enemy_pairs(doc, bearer), Attack())  # load the kernels
    print(f"map 100x100 in darkness, {len(doc.tokens)} tokens, {len(bearers)} torches (20/40 ft); "
          f"attacker {bearer} ({doc.tokens[bearer].size.value}) with {len(enemy_pairs(doc, bearer))} enemies; "
          f"slice {c.slice_ms} ms")

    window.view.centerOn(window.scene.cell_rect(doc.tokens[bearer].x, doc.tokens[bearer].y).center())
    window.scene.select_tokens([bearer])
    settle(app, c)
    c.set_locked(True)
    profile = cProfile.Profile() if args.profile else None
    if profile is not None:
        profile.enable()
    dragged = drag(app, window, bearer, args.steps)
    if profile is not None:
        profile.disable()
        profile.dump_stats(args.profile)
    report("1. dragging a torch-bearing attacker", *dragged)

    attacker = doc.tokens[bearer]
    other = min((t for t in bearers if t.id != bearer),
                key=lambda t: abs(t.x - attacker.x) + abs(t.y - attacker.y)).id
    window.scene.select_tokens([other])  # locked: the attacker stays
    settle(app, c)
    report(f"2. dragging another torch-bearer ({other}, attacker {bearer} locked)",
           *drag(app, window, other, args.steps))
    window.overlays.editor.undo_stack.clear()
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

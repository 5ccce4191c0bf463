"""`battlemap export MAP -o OUT.(png|pdf|svg)`: the map, with the rules overlays
of one attacker, as an image, a print-scale PDF or an SVG. Works with no display."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace

from battlemap.cli_commands.analyze import add_attack_arguments
from battlemap.core.errors import BattlemapError

HELP = "export a map (with cover/concealment/flanking overlays) as PNG, PDF or SVG, or as Universal VTT"
DESCRIPTION = (
    "Export a .battlemap document or a rules case (.toml) as a PNG image, an SVG picture "
    "or a PDF, the format following OUT's extension. With --attacker, the lines, badges and "
    "marks the rules decided for its attack on every enemy are drawn over the map, with a "
    "legend. A PDF is at print scale (1 square = 1 inch) tiled over A4 or Letter pages with "
    "labels and cut marks, or fitted to one page with --fit-page. OUT.dd2vtt (or .uvtt) "
    "writes the map for other VTTs' importers: walls, doors, lights and the background image. "
    "Nothing is written unless the whole export succeeds."
)
PAGES = ("a4", "letter")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("export", help=HELP, description=DESCRIPTION)
    parser.add_argument("file", metavar="MAP", help="a .battlemap document, a case .toml or a Universal VTT file")
    parser.add_argument("-o", "--output", metavar="OUT", required=True,
                        help="the file to write: .png, .pdf, .svg or .dd2vtt")
    parser.add_argument("--attacker", metavar="ID",
                        help="draw the overlays of this token's attack on each enemy")
    parser.add_argument("--target", metavar="ID", action="append",
                        help="only this target (may be repeated; default: every enemy)")
    add_attack_arguments(parser)
    parser.add_argument("--px-per-square", metavar="N", type=_number, default=100.0,
                        help="PNG/SVG pixels per square (default: 100)")
    parser.add_argument("--no-grid", action="store_true", help="leave out the grid")
    parser.add_argument("--no-overlays", action="store_true",
                        help="the map only, even with --attacker")
    parser.add_argument("--no-legend", action="store_true", help="leave out the legend")
    parser.add_argument("--no-highlight", action="store_true",
                        help="do not highlight the cells, walls and creatures that block")
    parser.add_argument("--page", choices=PAGES, default=None,
                        help="PDF page size (default: a4)")
    parser.add_argument("--fit-page", action="store_true",
                        help="PDF: the whole map on one page instead of 1 square = 1 inch")
    parser.add_argument("--title", metavar="T", default="", help="a title above the map")
    parser.add_argument("--transparent", action="store_true",
                        help="no paper colour or background image (PNG keeps transparency)")
    parser.set_defaults(func=run)


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r} must be a positive number")
    return value


def build_options(args: argparse.Namespace, fmt: str):
    """ExportOptions from the arguments; BattlemapError for a bad combination."""
    from battlemap.cli_commands.analyze import attack_from_args
    from battlemap.core.rules import get_ruleset
    from battlemap.render.export import ExportOptions

    attack = attack_from_args(args, needs_origin=args.attacker is not None)
    if fmt != "pdf" and (args.fit_page or args.page is not None):
        raise BattlemapError("--page and --fit-page are only for PDF output")
    if args.target and args.attacker is None and not args.template:
        raise BattlemapError("--target needs --attacker")
    if args.ruleset is not None:
        get_ruleset(args.ruleset)
    options = ExportOptions(
        px_per_square=args.px_per_square,
        grid=not args.no_grid,
        overlays=not args.no_overlays,
        attacker=args.attacker,
        attack=attack,
        ruleset=args.ruleset,
        targets=tuple(args.target) if args.target else None,
        highlight_blockers=not args.no_highlight,
        legend=not args.no_legend,
        title=args.title,
        transparent=args.transparent,
        page_size=args.page or "a4",
        fit_page=args.fit_page,
    )
    options.check()
    return options


def run(args: argparse.Namespace) -> int:
    from battlemap.cli_commands.analyze import attack_from_args, attacker_from_args, saved_template
    from battlemap.core.io.maps import load_map
    from battlemap.core.io.uvtt_export import DD2VTT_SUFFIXES, write_uvtt
    from battlemap.render.export import export, format_for_path

    if args.output.lower().endswith(DD2VTT_SUFFIXES):
        print(f"wrote {args.output}: {write_uvtt(load_map(args.file), args.output)}")
        return 0
    fmt = format_for_path(args.output)
    options = build_options(args, fmt)
    doc = load_map(args.file)
    try:
        if args.template:  # a close template's origin may come from the attacker,
            # a saved template's origin and creature from the document
            placed = saved_template(args, doc)
            attacker = attacker_from_args(args, placed)
            if attacker not in doc.tokens:
                raise BattlemapError(f"there is no token {attacker!r}")
            options = replace(options, attacker=attacker, attack=attack_from_args(args, doc))
            _check_fits(doc, options, placed)
        info = export(doc, args.output, options, _progress_printer())
    except BattlemapError as exc:
        if exc.source is None:  # a problem with the options, about this map
            raise BattlemapError(exc.message, args.file) from None
        raise
    finally:
        if sys.stderr.isatty():
            sys.stderr.write("\r\033[K")
    _note_inactive_templates(doc, options.ruleset)
    if info.format == "pdf":
        print(f"wrote {info.path}: {info.pages} page{'s' if info.pages != 1 else ''}")
    else:
        print(f"wrote {info.path}: {info.width} x {info.height} px")
    return 0


def _check_fits(doc, options, placed) -> None:
    """The exported attack's template fits the board, the ruleset and its
    creature, or a one-line error names it (as `analyze` does)."""
    from battlemap.cli_commands.analyze import misfit_error
    from battlemap.core.model.template import PlacedTemplate
    from battlemap.core.rules.area import template_misfit

    attack = options.attack
    judged = PlacedTemplate("", attack.template, attack.origin, options.attacker)
    problem = template_misfit(doc, judged, options.ruleset)
    if problem is not None:
        raise misfit_error(problem, attack.template, options.ruleset or doc.ruleset, placed)


def _note_inactive_templates(doc, ruleset: str | None) -> None:
    """One line on stderr per template of the map that does not fit the
    ruleset (drawn greyed, untinted, as the editor shows it)."""
    from battlemap.core.rules.area import template_misfit

    for placed in doc.templates.values():
        problem = template_misfit(doc, placed, ruleset)
        if problem is not None:
            print(f"note: template {placed.name!r} is inactive under {ruleset or doc.ruleset} "
                  f"(drawn greyed): {problem.message}", file=sys.stderr)


def _progress_printer():
    """Percentages on a terminal's stderr; nothing when it is not a terminal."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> bool:
        sys.stderr.write(f"\rexporting... {100 * done // max(total, 1)}%")
        sys.stderr.flush()
        return True

    return show

"""`battlemap import IN -o OUT`: a Universal VTT map as a `.battlemap` document."""

from __future__ import annotations

import argparse
import os

from battlemap.core.errors import BattlemapError

HELP = "import a Universal VTT map (.dd2vtt, .uvtt, .df2vtt) as a .battlemap document"
DESCRIPTION = (
    "Read a Universal VTT export (Dungeondraft .dd2vtt, .uvtt, DungeonFog .df2vtt): its "
    "walls and doors become thin walls exactly where they are drawn, its lights light "
    "sources, its image the calibrated background. Writes OUT only when the whole file reads correctly; prints "
    "'imported N walls, M doors, K lights, WxH squares' (lights as RULES.md §8 says) and "
    "the ambient level the map's environment colour suggests."
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("import", help=HELP, description=DESCRIPTION)
    parser.add_argument("file", metavar="IN", help="a .dd2vtt, .uvtt or .df2vtt file")
    parser.add_argument("-o", "--output", metavar="OUT", required=True,
                        help="the .battlemap document to write")
    parser.add_argument("--ruleset", metavar="R",
                        help="the document's ruleset (default: dnd35)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from battlemap.core.io.document_format import save_document
    from battlemap.core.io.uvtt import read_uvtt, suggested_ambient, summary
    from battlemap.core.model.document import DEFAULT_RULESET
    from battlemap.core.rules import get_ruleset

    ruleset = args.ruleset or DEFAULT_RULESET
    get_ruleset(ruleset)  # an unknown one is a one-line error before any reading
    if _same_file(args.file, args.output):
        raise BattlemapError("is the file being imported: writing it would replace the "
                             "original; choose another name", args.output)
    doc = read_uvtt(args.file, ruleset=ruleset)
    # Written atomically: a failure leaves an existing OUT as it was.
    save_document(doc, args.output)
    print(summary(doc))
    suggested = suggested_ambient(doc)
    if suggested is not None and suggested != doc.ambient:
        print(f"the map's ambient light suggests: {suggested.label}")
    return 0


def _same_file(a: str, b: str) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):  # OUT does not exist yet (or a name is unusable)
        return os.path.realpath(a) == os.path.realpath(b)

"""`battlemap cases PATH...`: run rules cases and report failing checks."""

from __future__ import annotations

import argparse

from battlemap.core.errors import BattlemapError

HELP = "run rules cases (*.toml) and report the checks that fail"
DESCRIPTION = (
    "Run every rules case in the given files and folders (a folder stands for its "
    "*.toml files). Each field listed in an attack's `expect` is one check. Prints "
    "one line per failing check, then 'N passed, M failed' counting checks. The exit "
    "status is 0 only when no check failed, 1 when some did, 2 for unreadable cases."
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("cases", help=HELP, description=DESCRIPTION)
    parser.add_argument("paths", nargs="+", metavar="DIR_OR_FILE",
                        help="a case file, or a folder of *.toml case files")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from battlemap.core.io.case_format import check_case, count_checks, load_cases

    cases = load_cases(args.paths)  # every file first: a broken one stops the run
    if not cases:
        raise BattlemapError("no rules cases (*.toml) found", " ".join(args.paths))
    passed = failed = 0
    for case in cases:
        failures = check_case(case)
        for failure in failures:
            print(failure)
        failed += len(failures)
        passed += count_checks(case) - len(failures)
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1

"""`battlemap`: the GUI with no subcommand, or one of the subcommands.

    battlemap [FILE]             open the editor (on FILE)
    battlemap --version
    battlemap cases PATH...      run rules cases
    battlemap analyze FILE ...   cover, concealment and flanking of a document

Subcommands live in `battlemap.cli_commands`, one module each. A problem with
the user's input is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn
from pathlib import Path

from battlemap import __version__
from battlemap.core.collector import tune_collector
from battlemap.core.errors import BattlemapError

PROG = "battlemap"
EXIT_USAGE = 2  # bad input, as argparse uses


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line (not the usage
    block argparse prints) and exit status 2. Subcommand parsers inherit it."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix(PROG).strip()
        raise SystemExit(error(f"{command}: {message}" if command else message))


def build_parser() -> tuple[argparse.ArgumentParser, argparse._SubParsersAction]:
    from battlemap.cli_commands import register_all

    parser = OneLineParser(
        prog=PROG,
        description="Battlemap editor for tabletop RPG game masters: cover, concealment "
                    "and flanking, live on the map. Without a command, opens the editor "
                    "(on FILE if given).",
        usage=f"{PROG} [FILE] | {PROG} COMMAND ...",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    subparsers = parser.add_subparsers(title="commands", metavar="COMMAND", prog=PROG)
    register_all(subparsers)
    return parser, subparsers


def main(argv: Sequence[str] | None = None) -> int:
    tune_collector()
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser, subparsers = build_parser()
    if not args_list:
        return _run_gui(None)
    if len(args_list) == 1 and not args_list[0].startswith("-") \
            and args_list[0] not in subparsers.choices:
        return _run_gui(args_list[0])
    try:
        args = parser.parse_args(args_list)
    except SystemExit as exc:  # --help, --version, usage errors
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    if not hasattr(args, "func"):
        parser.print_usage(sys.stderr)
        return EXIT_USAGE
    try:
        return int(args.func(args))
    except BattlemapError as exc:
        return error(str(exc))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python from
        # complaining again when it flushes stdout at exit.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0


def error(message: str) -> int:
    """Report a problem with the user's input as one line; the exit status."""
    print(f"{PROG}: error: {' '.join(message.split())}", file=sys.stderr)
    return EXIT_USAGE


def _run_gui(path: str | None) -> int:
    if path is not None and not Path(path).exists():
        return error(f"{path}: no such file")
    try:
        from battlemap.ui.app import run_gui
    except ImportError as exc:
        return error(f"the graphical editor cannot start: {exc}")
    return int(run_gui(path))

"""Subcommands of `battlemap`. Each module has `register(subparsers)`, which
adds its parser and sets `func(args) -> int` as a default. To add a command,
write its module and add it to COMMANDS (the order of `battlemap --help`)."""

from __future__ import annotations

import argparse

from battlemap.cli_commands import analyze, cases, export, import_

COMMANDS = [
    cases,
    analyze,
    import_,
    export,
]


def register_all(subparsers: argparse._SubParsersAction) -> None:
    for command in COMMANDS:
        command.register(subparsers)

"""Where an export goes: the output checked before any work, written
atomically (a temporary file beside it, renamed over it only when
complete), and the progress callback that may cancel it."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Document
from battlemap.render import map_painter
from battlemap.render import token_art
from battlemap.render.export.gui_app import ensure_gui_application
from battlemap.render.export.options import ExportCancelled, ExportOptions, Progress


def _check_output(path: Path) -> None:
    parent = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise BattlemapError("is a folder", str(path))
    if not parent.is_dir():
        raise BattlemapError(f"the folder {str(parent)!r} does not exist", str(path))
    if not os.access(parent, os.W_OK):
        raise BattlemapError(f"the folder {str(parent)!r} is not writable", str(path))


@contextmanager
def atomic_output(path: Path) -> Iterator[Path]:
    """A temporary path beside `path`, renamed over it when the block ends
    without an exception, removed otherwise."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:10]}.tmp")
    try:
        yield tmp
        try:
            os.replace(tmp, path)
        except OSError as exc:
            raise BattlemapError(f"cannot be written: {exc.strerror or exc}", str(path)) from None
    finally:
        with suppress(OSError):
            tmp.unlink()


def report_progress(progress: Progress | None, done: int, total: int) -> None:
    """Tell `progress`; ExportCancelled when it answers False."""
    if progress is not None and progress(done, total) is False:
        raise ExportCancelled()


def report_finished(progress: Progress | None, total: int) -> None:
    if progress is not None:
        progress(total, total)  # the file is written: too late to cancel


def prepare_export(doc: Document, path: str | os.PathLike[str], options: ExportOptions | None
                   ) -> tuple[Path, ExportOptions]:
    """The checked path and options, before any work: BattlemapError for a
    folder that cannot take the file or a picture that cannot be decoded."""
    options = options or ExportOptions()
    options.check()
    path = Path(path)
    _check_output(path)
    ensure_gui_application()
    if doc.background is not None and not options.transparent \
            and map_painter.background_image(doc.background).isNull():
        # Exporting without it would silently leave the map out.
        raise BattlemapError("the background image is damaged: it cannot be decoded")
    for token in doc.tokens.values():  # as for the background: never a token left blank
        if token.art is not None and token_art.art_master(token.art).isNull():
            raise BattlemapError(
                f"the picture of token {token.id!r} is damaged: it cannot be decoded")
    return path, options

"""Reading a file the user named, safely: the one way every reader does it.

Maps come from strangers. A name may be a FIFO (which never ends, or never
starts), a symlink to `/dev/zero` (endless), a folder, or a file that grows
while it is read. So: open without blocking, refuse anything but a regular
file, and read at most `limit` bytes whatever `stat()` said.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from battlemap.core.errors import BattlemapError

MIB = 1024 * 1024
MAX_FILE_BYTES = 512 * MIB  # the README's limit for any file read
_CHUNK = 4 * MIB


def too_big(size: int, limit: int = MAX_FILE_BYTES, *, at_least: bool = False) -> str:
    """`is 600 MiB; the limit is 512 MiB`, precise enough that the two figures
    never read the same (`at_least`: the size is a lower bound)."""
    more = "more than " if at_least else ""
    shown, cap = f"{size / MIB:,.0f}", f"{limit / MIB:,.0f}"
    if shown == cap and not at_least:
        return f"is {size:,} bytes; the limit is {limit:,} bytes ({cap} MiB)"
    return f"is {more}{shown} MiB; the limit is {cap} MiB"


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "is a folder, not a file"
    if stat.S_ISFIFO(mode):
        return "is a pipe (FIFO), not a regular file"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "is a device, not a regular file"
    if stat.S_ISSOCK(mode):
        return "is a socket, not a regular file"
    return "is not a regular file"


def read_file_bytes(path: str | os.PathLike[str], source: str | None = None,
                    limit: int = MAX_FILE_BYTES, *, missing: str = "no such file") -> bytes:
    """The bytes of the regular file at `path` (symlinks followed), at most
    `limit` of them; BattlemapError naming `source` (default: the path) when
    it is missing, not a regular file, unreadable or larger than `limit`."""
    path = Path(path)
    source = str(path) if source is None else source
    if "\x00" in str(path):
        raise BattlemapError("the file name holds a NUL character", source)
    try:
        # O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise BattlemapError(missing, source) from None
    except IsADirectoryError:
        raise BattlemapError("is a folder, not a file", source) from None
    except (OSError, ValueError) as exc:
        raise BattlemapError(f"cannot be read: {_reason(exc)}", source) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise BattlemapError(_kind(mode), source)
        size = os.fstat(fd).st_size
        if size > limit:  # a hint only: the reading below is bounded anyway
            raise BattlemapError(too_big(size, limit), source)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # it grew while being read
            raise BattlemapError(too_big(total, limit, at_least=True), source)
        return b"".join(chunks)
    except OSError as exc:
        raise BattlemapError(f"cannot be read: {_reason(exc)}", source) from None
    finally:
        os.close(fd)


def _reason(exc: BaseException) -> str:
    return getattr(exc, "strerror", None) or str(exc)

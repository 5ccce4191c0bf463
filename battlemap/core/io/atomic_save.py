"""Writing a map file atomically, the one way every save does it.

The bytes go to a temporary sibling `.<name>.<8 hex>.tmp` (locked while it
is written), are fsynced, and replace the file by a rename; the previous
file is copied to `<name>.bak` first. A failure leaves the old file as it
was. Also:

- a symlinked path is written through: the link's target is replaced, the
  link stays a link;
- the file keeps its permission bits (a mode-600 map stays 600);
- temporary files left by a save that was killed are removed by the next
  save of the same map (those no live writer holds locked; where locks do
  not exist, those older than STALE_SECONDS).
"""

from __future__ import annotations

import os
import re
import secrets
import shutil
import stat
import time
from pathlib import Path

from battlemap.core.errors import BattlemapError

try:  # POSIX only
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

STALE_SECONDS = 60.0


def write_atomically(path: str | os.PathLike[str], data: bytes, source: str | None = None) -> None:
    """Replace the file at `path` (through symlinks) by `data`; BattlemapError
    naming `source` (default: the path) when it cannot be written."""
    source = str(path) if source is None else source
    target = Path(os.path.realpath(path))
    remove_stale_temporaries(target)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
    try:
        mode = _mode(target)
        # "xb" (not mkstemp) so a new file gets the usual permissions.
        with open(tmp, "xb") as f:
            _lock(f.fileno())
            if mode is not None:
                os.chmod(tmp, mode)
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
            if fcntl is not None:  # renamed while locked (POSIX allows it)
                _replace(tmp, target)
        if fcntl is None:
            _replace(tmp, target)
    except OSError as exc:
        raise BattlemapError(
            f"could not save the document: {exc.strerror or exc}", source) from None
    finally:
        tmp.unlink(missing_ok=True)
    _fsync_dir(target.parent)


def _replace(tmp: Path, target: Path) -> None:
    if target.exists():
        _backup(target)
    os.replace(tmp, target)


def temporary_pattern(name: str) -> re.Pattern[str]:
    """Names of the temporary files a save of `name` (or of its `.bak`) makes."""
    return re.compile(rf"\.{re.escape(name)}\.(?:bak\.)?[0-9a-f]{{8}}\.tmp")


def remove_stale_temporaries(path: Path) -> None:
    """Remove temporary siblings of `path` that no live save is writing."""
    pattern = temporary_pattern(path.name)
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            mtime = entry.stat(follow_symlinks=False).st_mtime
            # A backup copy is never locked: only its age tells.
            if (time.time() - mtime > STALE_SECONDS if ".bak." in entry.name
                    else _is_stale(Path(entry.path), mtime)):
                os.unlink(entry.path)
        except OSError:
            continue


def _is_stale(path: Path, mtime: float) -> bool:
    if fcntl is None:
        return time.time() - mtime > STALE_SECONDS
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # a save in progress holds it
    finally:
        os.close(fd)  # also releases the lock
    return True


def _lock(fd: int) -> None:
    if fcntl is not None:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            pass  # a file system without locks: the age rule is then all we have


def _mode(path: Path) -> int | None:
    try:
        st = path.stat()
    except FileNotFoundError:
        return None
    return stat.S_IMODE(st.st_mode) if stat.S_ISREG(st.st_mode) else None


def _backup(path: Path) -> None:
    """Copy (not move) the old file to `.bak`, so a failure later leaves it in place."""
    bak = path.with_name(path.name + ".bak")
    tmp = path.with_name(f".{bak.name}.{secrets.token_hex(4)}.tmp")
    try:
        shutil.copy2(path, tmp)
        os.replace(tmp, bak)
    finally:
        tmp.unlink(missing_ok=True)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename durable on POSIX; not possible (nor needed) everywhere.
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)

"""Images stored beside `document.json`: the background and token art.

Each image is a file (a zip entry, or a file next to a plain JSON document)
that `document.json` names with `{"file", "format"}`. Readers check the
name, the size of the file and the image header before anything decodes
it; writers check the same, so what is saved can be read back.
"""

from __future__ import annotations

from typing import Any, Protocol

from battlemap.core.io.field_reader import FieldReader
from battlemap.core.io.images import (
    IMAGE_FORMATS, MAX_PIXELS, ImageInfo, image_info, pixel_limit_problem,
)
from battlemap.core.errors import BattlemapError


class ImageFiles(Protocol):
    """Where a document's image files are read from (zip entries or a folder)."""

    def read(self, name: str, limit: int, where: str) -> bytes: ...


def checked_image(data: bytes, where: str, r: FieldReader,
                  max_pixels: int = MAX_PIXELS) -> ImageInfo:
    """The image's header, refused when it is no image or too large to decode."""
    try:
        info = image_info(data)
    except BattlemapError as exc:
        r.fail(where, exc.message)
    problem = pixel_limit_problem(info, max_pixels)
    if problem:
        r.fail(where, problem)
    return info


def check_image_to_write(data: bytes, fmt: str, where: str, r: FieldReader,
                         max_pixels: int = MAX_PIXELS) -> None:
    """Refuse to save an image the reader would refuse."""
    info = checked_image(data, where, r, max_pixels)
    if info.format != fmt:
        r.fail(f"{where}.format", f"is {fmt!r} but the image is a {info.format} image")


def read_image_entry(obj: dict[str, Any], where: str, r: FieldReader, files: ImageFiles,
                     max_bytes: int, max_pixels: int = MAX_PIXELS) -> tuple[bytes, str]:
    """The bytes and format of the image file `obj` names (`where` is the
    field holding `obj`, e.g. "background" or "tokens[3].art")."""
    name = r.str_(obj["file"], f"{where}.file", nonempty=True)
    if "/" in name or "\\" in name or "\x00" in name or name in (".", ".."):
        r.fail(f"{where}.file", f"{name!r} must be a plain file name, not a path")
    fmt = r.choice(obj["format"], f"{where}.format", IMAGE_FORMATS, "an image format")
    data = files.read(name, max_bytes, f"{where}.file")
    info = checked_image(data, f"{where}.file ({name})", r, max_pixels)
    if info.format != fmt:
        r.fail(f"{where}.format", f"is {fmt!r} but {name!r} is a {info.format} image")
    return data, fmt

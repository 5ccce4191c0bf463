"""Open any map file the app understands, by its name's ending."""

from __future__ import annotations

import os

from battlemap.core.model import Document

UVTT_ENDINGS = (".dd2vtt", ".uvtt", ".df2vtt")


def load_map(path: str | os.PathLike[str]) -> Document:
    """A document from a `.battlemap`/JSON document, a rules case (`.toml`)
    or a Universal VTT file. Raises BattlemapError naming the file."""
    name = os.fspath(path).lower()
    if name.endswith(".toml"):
        from battlemap.core.io.case_format import load_case

        return load_case(path).document
    if name.endswith(UVTT_ENDINGS):
        from battlemap.core.io.uvtt import read_uvtt

        return read_uvtt(path)
    from battlemap.core.io.document_format import load_document

    return load_document(path)

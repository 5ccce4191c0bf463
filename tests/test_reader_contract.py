"""The reader/writer contract: whatever the document reader accepts, the
writer writes, and the reader reads back equal (`load(save(doc)) == doc`).

Documents are generated through the reader's own schema (the fields of
document.json), with hostile values in every place: lone surrogates, NUL
bytes, markup, very long text, numbers beyond the float range (`1e400`),
negative zero, the smallest subnormal, integers of 30 digits, nesting past
the limit, walls far outside the board. The JSON text is written by hand
(`raw`) so that it can hold what `json.dumps` refuses to write.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from battlemap.core.errors import BattlemapError
from battlemap.core.io.document_format import (
    document_from_bytes, document_to_bytes, load_document, save_document,
)
from battlemap.core.io.uvtt import read_uvtt

SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                      HealthCheck.data_too_large])


class Raw(str):
    """JSON text written as it is (a number json.dumps would not write)."""


def dump(value: Any) -> str:
    """JSON text; strings escaped with ensure_ascii, so lone surrogates
    survive as `\\udXXX` escapes."""
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, dict):
        return "{" + ", ".join(f"{dump(str(k))}: {dump(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(dump(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=True)


HOSTILE_TEXT = st.one_of(
    st.text(max_size=12),
    st.text(st.characters(codec=None, exclude_categories=()), max_size=8),  # surrogates too
    st.sampled_from(["<img src=/dev/zero>", "<b>x</b>", "a\x00b", "\u202eevil", "\ufeff",
                     "\ud800", "x\udcff", "W" * 3000, "", " ", "\n\t"]),
)
EXTREME_NUMBERS = st.one_of(
    st.integers(-(2 ** 70), 2 ** 70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([Raw("1e400"), Raw("-1e400"), Raw("1e308"), Raw("-0.0"), Raw("5e-324"),
                     Raw("123456789012345678901234567890"), Raw("1E+2"), Raw("0.1e1")]),
)


def free_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Values for options, metadata and extras: any JSON, hostile leaves,
    sometimes nested past the reader's limit."""
    leaves = st.one_of(st.none(), st.booleans(), EXTREME_NUMBERS, HOSTILE_TEXT)
    tree = st.recursive(
        leaves,
        lambda children: st.one_of(st.lists(children, max_size=4),
                                   st.dictionaries(HOSTILE_TEXT, children, max_size=4)),
        max_leaves=max_leaves)
    deep = st.integers(60, 80).map(lambda n: Raw("[" * n + "1" + "]" * n))
    return st.one_of(tree, tree, tree, deep)


COORD = st.one_of(
    st.integers(-5, 25),
    st.integers(-5, 25),
    st.floats(-1e6, 1e6, allow_nan=False),
    EXTREME_NUMBERS,
)


@st.composite
def documents_json(draw) -> str:
    width = draw(st.integers(1, 12) if draw(st.integers(0, 9)) else
                 st.sampled_from([0, -1, 1000, 1001]))
    height = draw(st.integers(1, 12))
    side = max(width, 1)
    segments = draw(st.lists(st.fixed_dictionaries(
        {"kind": st.sampled_from(["wall", "low", "door", "window"]),
         "points": st.lists(st.lists(COORD, min_size=2, max_size=2), min_size=2, max_size=4)},
        optional={"open": st.booleans()}), max_size=4))
    ids = draw(st.lists(HOSTILE_TEXT, max_size=4, unique=True))
    tokens = [draw(st.fixed_dictionaries(
        {"id": st.just(token_id), "x": st.integers(0, side - 1), "y": st.integers(0, height - 1)},
        optional={"name": HOSTILE_TEXT, "faction": HOSTILE_TEXT,
                  "conditions": st.lists(HOSTILE_TEXT, max_size=3, unique=True),
                  "reach_ft": st.one_of(st.none(), st.integers(0, 100)),
                  "hidden": st.booleans()}))
        for token_id in ids]
    play = draw(st.one_of(st.none(), st.fixed_dictionaries(
        {"initiative": st.lists(st.fixed_dictionaries(
            {"id": HOSTILE_TEXT, "value": st.integers(-10, 30)}), max_size=3, unique_by=lambda e: e["id"]),
         "round": st.integers(1, 5)})))
    obj: dict[str, Any] = {
        "format": "battlemap", "version": draw(st.sampled_from([1, 2])),
        "board": {"width": width, "height": height, "segments": segments},
        "tokens": tokens,
        "options": draw(st.dictionaries(HOSTILE_TEXT, free_values(), max_size=3)),
        "metadata": draw(st.dictionaries(HOSTILE_TEXT, free_values(), max_size=3)),
        "extras": draw(st.dictionaries(HOSTILE_TEXT, free_values(), max_size=3)),
    }
    if play is not None and obj["version"] == 2:
        obj["play"] = play
    return dump(obj)


def read_or_error(data: bytes) -> Any:
    try:
        return document_from_bytes(data, "gen.json")
    except BattlemapError as exc:
        assert "\n" not in str(exc)
        return exc


@settings(max_examples=400, **SETTINGS)
@given(text=documents_json())
def test_whatever_the_reader_accepts_the_writer_writes_and_reads_back(text: str) -> None:
    doc = read_or_error(text.encode("utf-8"))
    if isinstance(doc, BattlemapError):
        return
    data = document_to_bytes(doc)  # never raises for an accepted document
    back = document_from_bytes(data)
    assert back == doc
    assert document_to_bytes(back) == data


@settings(max_examples=25, **SETTINGS)
@given(text=documents_json())
def test_the_contract_through_files(text: str) -> None:
    doc = read_or_error(text.encode("utf-8"))
    if isinstance(doc, BattlemapError):
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "map.battlemap"
        save_document(doc, path)
        assert load_document(path) == doc


@st.composite
def uvtt_json(draw) -> str:
    point = st.fixed_dictionaries({"x": COORD, "y": COORD})
    obj: dict[str, Any] = {
        "format": draw(st.sampled_from([0.2, 0.3, 1.0] * 3 + [Raw("1e400")])),
        "resolution": {"map_size": {"x": draw(st.integers(1, 8)), "y": draw(st.integers(1, 8))},
                       "pixels_per_grid": draw(st.sampled_from([1, 50] * 4 + [Raw("1e400")]))},
        "line_of_sight": draw(st.lists(st.lists(point, max_size=4), max_size=3)),
        "portals": draw(st.lists(st.fixed_dictionaries(
            {"bounds": st.lists(point, min_size=2, max_size=2)},
            optional={"closed": st.booleans()}), max_size=2)),
    }
    for key in ("lights", "environment"):
        if draw(st.booleans()):
            value = draw(free_values())
            obj[key] = [value] if key == "lights" else {"v": value}
    if draw(st.booleans()):
        obj[draw(HOSTILE_TEXT)] = draw(free_values())  # an unknown field: dropped
    return dump(obj)


@settings(max_examples=300, **SETTINGS)
@given(text=uvtt_json())
def test_whatever_the_uvtt_reader_accepts_the_writer_writes(text: str) -> None:
    try:
        doc = read_uvtt(text.encode("utf-8"), "gen.dd2vtt")
    except BattlemapError as exc:
        assert "\n" not in str(exc)
        return
    assert document_from_bytes(document_to_bytes(doc)) == doc

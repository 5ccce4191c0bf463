"""Crafted hostile inputs, one per finding of issue 14, for each reader.

Shared by the regression tests (test_hostile_input.py), the fuzz tests
(test_fuzz_readers.py, as seeds to mutate) and `bench/fuzz.py`. Each value
is the bytes of a file; none is larger than a few hundred kilobytes.
"""

from __future__ import annotations

import base64
import io
import json
import warnings
import zipfile
from typing import Any

# A 1x1 PNG (header and pixels sound).
PNG_1X1 = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

MARKUP_NAMES = ["<img src=/dev/zero>", "<b>x</b>", "\u202eevil", "Z\u0351\u0352" * 30,
                "W" * 5000]


def nested(depth: int, leaf: Any = 0) -> str:
    """JSON text of `depth` nested lists around `leaf`."""
    return "[" * depth + json.dumps(leaf) + "]" * depth


def document_json(**changes: Any) -> dict[str, Any]:
    """A small valid document (as its JSON object) with `changes` applied."""
    obj: dict[str, Any] = {
        "format": "battlemap", "version": 2,
        "board": {"width": 10, "height": 10, "segments": []},
        "tokens": [
            {"id": "A", "name": MARKUP_NAMES[0], "x": 0, "y": 5, "faction": "pc"},
            {"id": "t", "name": MARKUP_NAMES[1], "x": 9, "y": 5, "faction": "foe"},
        ],
    }
    obj.update(changes)
    return obj


def text(obj: Any) -> bytes:
    return json.dumps(obj).encode("utf-8")


def zipped(entries: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as zf, warnings.catch_warnings():
        warnings.simplefilter("ignore")  # "Duplicate name": wanted here
        for name, data in entries:
            zf.writestr(name, data)
    return buffer.getvalue()


def with_raw(obj: dict[str, Any], placeholder: str, raw: str) -> bytes:
    """JSON text of `obj` with the string `placeholder` replaced by raw JSON."""
    return json.dumps(obj).replace(json.dumps(placeholder), raw).encode("utf-8")


def far_wall(points: list[list[float]]) -> dict[str, Any]:
    return document_json(board={"width": 10, "height": 10,
                                "segments": [{"kind": "wall", "points": points}]})


# --------------------------------------------------------------------------
# .battlemap / JSON documents

DOCUMENTS: dict[str, bytes] = {
    "metadata 1e400": with_raw(document_json(metadata={"x": "@"}), "@", "1e400"),
    "options -1e999": with_raw(document_json(options={"x": ["@"]}), "@", "-1e999"),
    "token id surrogate": text(document_json(tokens=[
        {"id": "\ud800", "x": 0, "y": 0}])),
    "token name surrogate": text(document_json(tokens=[
        {"id": "A", "name": "a\udcff", "x": 0, "y": 0}])),
    "metadata key surrogate": text(document_json(metadata={"\ud800": 1})),
    "extras surrogate": text(document_json(extras={"k": ["\udfff"]})),
    "initiative id surrogate": text(document_json(play={"initiative": [
        {"id": "\ud800", "value": 1}]})),
    "options nested 70": with_raw(document_json(options={"x": "@"}), "@", nested(70)),
    "options nested 900": with_raw(document_json(options={"x": "@"}), "@", nested(900)),
    "background NUL": text(document_json(background={"file": "bg\x00.png", "format": "png"})),
    "two document.json": zipped([("document.json", text(document_json())),
                                 ("document.json", text(document_json(tokens=[])))]),
    "wall diagonal 1e12": text(far_wall([[-1e12, -1e12], [1e12, 1e12]])),
    "wall vertical 1e308": text(far_wall([[5, -1e308], [5, 1e308]])),
    "wall inf": with_raw(far_wall([[0, 0], [5, "@"]]), "@", "1e400"),
    "wall polyline leaving and coming back": text(far_wall(
        [[5, -1e9], [5, 1e9], [6, 1e9], [6, -1e9]])),
    "markup names": text(document_json(tokens=[
        {"id": name[:50] or "x", "name": name, "x": i, "y": 0, "faction": name}
        for i, name in enumerate(MARKUP_NAMES)])),
}

# --------------------------------------------------------------------------
# Universal VTT

def uvtt_json(**changes: Any) -> dict[str, Any]:
    obj: dict[str, Any] = {
        "format": 0.3,
        "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": 4, "y": 3},
                       "pixels_per_grid": 4},
        "line_of_sight": [[{"x": 1, "y": 0}, {"x": 1, "y": 2}]],
        "lights": [{"position": {"x": 2, "y": 1}, "range": 3}],
        "environment": {"ambient_light": "ffffffff"},
        "image": base64.b64encode(PNG_1X1).decode("ascii"),
    }
    obj.update(changes)
    return obj


UVTTS: dict[str, bytes] = {
    "lights nested 900": with_raw(uvtt_json(lights=["@"]), "@", nested(900)),
    "lights nested 990": with_raw(uvtt_json(lights=["@"]), "@", nested(990)),
    "environment nested 70": with_raw(uvtt_json(environment={"x": "@"}), "@", nested(70)),
    "lights surrogate": text(uvtt_json(lights=[{"name": "\ud800"}])),
    "environment key surrogate": text(uvtt_json(environment={"\udc80": 1})),
    "lights 1e400": with_raw(uvtt_json(lights=["@"]), "@", "1e400"),
    "unknown key nested": with_raw(uvtt_json(evil="@"), "@", nested(900)),
    "markup everywhere": text(uvtt_json(lights=[{"name": n} for n in MARKUP_NAMES])),
}

# --------------------------------------------------------------------------
# Rules cases (.toml)

_CASE_HEAD = 'ruleset = "dnd35"\nmap = """\nA . . . . . . . . t\n"""\n'
_ATTACK = '\n[[attack]]\nattacker = "A"\ntarget = "t"\nkind = "ranged"\n'

CASES: dict[str, bytes] = {
    "options datetime": (_CASE_HEAD + "options = { when = 1979-05-27T07:32:00Z }\n"
                         + _ATTACK).encode(),
    "options nested 70": (_CASE_HEAD + "options = { x = " + "[" * 70 + "]" * 70 + " }\n"
                          + _ATTACK).encode(),
    # y = x - 5: between A and t on the one row.
    "wall diagonal 1e12": (_CASE_HEAD + "segments = [{ kind = \"wall\", points = "
                           "[[-999999999995.0, -1e12], [1000000000005.0, 1e12]] }]\n"
                           + _ATTACK).encode(),
    "wall inf": (_CASE_HEAD + "segments = [{ kind = \"wall\", points = [[0, 0], [inf, 1]] }]\n"
                 + _ATTACK).encode(),
    "markup names": (_CASE_HEAD + _ATTACK + "\n[tokens.A]\nname = \"<img src=/dev/zero>\"\n"
                     "faction = \"<b>x</b>\"\n").encode(),
}

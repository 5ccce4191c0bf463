"""Reading and writing the ambient level and light sources (RULES §8), shared
by the document format and the rules-case format.

JSON (document format v3) and TOML (cases) use the same fields:
    "ambient": "bright" | "dim" | "dark"
    a placed light: {"id": "l1", "at": [x, y], "bright_ft": 20, "dim_ft": 40, "name": ""}
    a carried light: the token's "light": {"bright_ft": 20, "dim_ft": 40}
Cases name the carrier in the light instead: {"token": "A", ...}."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from battlemap.core.model import Board, Token
from battlemap.core.model.light import AMBIENT_NAMES, MAX_RADIUS_FT, Ambient, Light, LightRadii

MAX_LIGHTS = 5_000
_RADII_FIELDS = ("bright_ft", "dim_ft")
_LIGHT_FIELDS = frozenset({"id", "at", "name", *_RADII_FIELDS})
_CASE_LIGHT_FIELDS = frozenset({"at", "token", *_RADII_FIELDS})


def read_ambient(value: Any, r) -> Ambient:
    return Ambient.parse(r.choice(value, "ambient", AMBIENT_NAMES, "a light level"))


def read_radii(obj: dict[str, Any], where: str, r) -> LightRadii:
    bright = r.int_(obj["bright_ft"], f"{where}.bright_ft", 0, MAX_RADIUS_FT)
    dim = r.int_(obj["dim_ft"], f"{where}.dim_ft", 0, MAX_RADIUS_FT)
    if dim < bright:
        r.fail(f"{where}.dim_ft", f"{dim} is less than bright_ft {bright} "
                                  f"(the dim radius includes the bright one)")
    return LightRadii(bright, dim)


def read_cell(value: Any, where: str, board: Board, r) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        r.fail(where, "must be a cell [x, y]")
    x = r.int_(value[0], where, 0, board.width - 1)
    y = r.int_(value[1], where, 0, board.height - 1)
    return x, y


def read_lights(value: Any, board: Board, r) -> dict[str, Light]:
    """Placed lights of a document (JSON list)."""
    lights: dict[str, Light] = {}
    for i, item in enumerate(r.list_(value, "lights", MAX_LIGHTS)):
        where = f"lights[{i}]"
        obj = r.table(item, where, _LIGHT_FIELDS, ("id", "at", *_RADII_FIELDS))
        light_id = r.str_(obj["id"], f"{where}.id", nonempty=True)
        if light_id in lights:
            r.fail(f"{where}.id", f"the id {light_id!r} is used twice")
        x, y = read_cell(obj["at"], f"{where}.at", board, r)
        lights[light_id] = Light(light_id, x, y, read_radii(obj, where, r),
                                 r.str_(obj.get("name", ""), f"{where}.name"))
    return lights


def read_token_light(value: Any, where: str, r) -> LightRadii | None:
    if value is None:
        return None
    return read_radii(r.table(value, where, _RADII_FIELDS, _RADII_FIELDS), where, r)


def read_case_lights(value: Any, board: Board, tokens: dict[str, Token],
                     r) -> dict[str, Light]:
    """A case's `lights`: placed ones are returned; carried ones are put on
    their tokens in `tokens` (two on one token light as their larger radii)."""
    placed: dict[str, Light] = {}
    for i, item in enumerate(r.list_(value, "lights", MAX_LIGHTS)):
        where = f"lights[{i}]"
        obj = r.table(item, where, _CASE_LIGHT_FIELDS, _RADII_FIELDS)
        if ("at" in obj) == ("token" in obj):
            r.fail(where, "a light needs exactly one of 'at' (a cell) or 'token'")
        radii = read_radii(obj, where, r)
        if "at" in obj:
            x, y = read_cell(obj["at"], f"{where}.at", board, r)
            light_id = f"light{i + 1}"
            placed[light_id] = Light(light_id, x, y, radii)
            continue
        token_id = r.str_(obj["token"], f"{where}.token")
        token = tokens.get(token_id)
        if token is None:
            r.fail(f"{where}.token", f"there is no token {token_id!r} on the map")
        carried = radii if token.light is None else token.light.combined(radii)
        tokens[token_id] = replace(token, light=carried)
    return placed


def radii_to_json(radii: LightRadii) -> dict[str, int]:
    return {"bright_ft": radii.bright_ft, "dim_ft": radii.dim_ft}


def lights_to_json(lights: dict[str, Light]) -> list[dict[str, Any]]:
    out = []
    for light in lights.values():
        item: dict[str, Any] = {"id": light.id, "at": [light.x, light.y],
                                **radii_to_json(light.radii)}
        if light.name:
            item["name"] = light.name
        out.append(item)
    return out

"""Placed area templates in `document.json` (format version 3, RULES §7):

    "templates": [{"name": "fireball", "attacker": "wizard" | null,
                   "origin": [x, y], "shape": "burst", "radius_ft": 20}, ...]

The shape's parameters sit beside the name, as in the rules-case format
(`Template.to_dict`). The reader checks each template on its own (shape,
parameters, the origin on the board); whether it fits the ruleset and its
attacker is the editor's business, since both can change after saving."""

from __future__ import annotations

from typing import Any

from battlemap.core.errors import BattlemapError
from battlemap.core.model import Board, PlacedTemplate, Template

MAX_TEMPLATES = 1_000
_PLACEMENT_FIELDS = ("name", "attacker", "origin")


def templates_to_json(templates: dict[str, PlacedTemplate]) -> list[dict[str, Any]]:
    return [
        {"name": p.name, "attacker": p.attacker, "origin": list(p.origin), **p.template.to_dict()}
        for p in templates.values()
    ]


def templates_from_json(value: Any, board: Board, r) -> dict[str, PlacedTemplate]:
    """`r` is the document reader's FieldReader (its errors name the field)."""
    items = r.list_(value, "templates", MAX_TEMPLATES)
    out: dict[str, PlacedTemplate] = {}
    for i, item in enumerate(items):
        where = f"templates[{i}]"
        obj = r.table(item, where, None, ("name", "origin", "shape"))
        name = r.str_(obj["name"], f"{where}.name", nonempty=True)
        if name in out:
            r.fail(f"{where}.name", f"{name!r} is used by another template")
        attacker = obj.get("attacker")
        if attacker is not None:
            attacker = r.str_(attacker, f"{where}.attacker", nonempty=True)
        origin = r.list_(obj["origin"], f"{where}.origin", 2)
        if len(origin) != 2:
            r.fail(f"{where}.origin", "must be a grid point [x, y]")
        ox = r.int_(origin[0], f"{where}.origin", 0, board.width)
        oy = r.int_(origin[1], f"{where}.origin", 0, board.height)
        try:
            template = Template.from_dict({k: v for k, v in obj.items() if k not in _PLACEMENT_FIELDS})
        except (BattlemapError, TypeError) as exc:
            r.fail(where, getattr(exc, "message", str(exc)))
        out[name] = PlacedTemplate(name, template, (ox, oy), attacker)
    return out

"""The reasons the rules give for a result, in English, in one place.

Rulesets put `(code, args)` pairs in `AttackResult.reasons`; `describe` turns
one into a sentence. The GUI shows the same templates through Qt's
translation (context "Reasons"), so every language uses these keys.
"""

from __future__ import annotations

from typing import Any

REASONS: dict[str, str] = {
    "cover.no_line_of_effect": "Every line to the target is blocked: total cover, it cannot be attacked.",
    "cover.terrain": "A chosen line passes a wall, a low obstacle or a thin wall: cover.",
    "cover.creature": "A chosen line passes another creature: soft cover.",
    "cover.partial": "More than half of the target is visible ({0:.0%}): partial cover.",
    "cover.improved": "The target's cover is improved (arrow slit or similar).",
    "cover.lines_blocked": "{0} of the 4 lines from the best corner are blocked.",
    "cover.centre_line": "The centre line gives {0} cover.",
    "conceal.lighting": "The target stands in poor light: {0}.",
    "conceal.fog_around_target": "The target's whole space is in fog: concealment.",
    "conceal.fog_on_line": "Fog on the chosen lines: {0}.",
    "conceal.cannot_see": "The attacker cannot see the target (invisible, blinded or no line of sight): total concealment.",
    "conceal.target_square": "What obscures the target's square: {0}.",
    "conceal.graded": "Concealment along the centre line or under the target: {0}.",
    "flank.pair": "Flanking with {0}.",
    "flank.pairs": "{0} flanking pair(s) around the target.",
    "combat_advantage": "Combat advantage against the target.",
}


def describe(code: str, args: tuple[Any, ...] = ()) -> str:
    """The English sentence for a reason code."""
    template = REASONS.get(code)
    if template is None:
        return code
    try:
        return template.format(*args)
    except (IndexError, ValueError):
        return template

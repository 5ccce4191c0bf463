"""What an export may be asked for, and the limits on it: `ExportOptions`,
`ExportInfo` (what was written), `ExportCancelled`, the size limits."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtGui import QPageSize

from battlemap.core.errors import BattlemapError
from battlemap.core.rules.result import Attack, AttackResult

MAX_SIDE_PX = 16_384          # PNG/SVG: longest side
MAX_PIXELS = 200_000_000      # PNG/SVG: width × height
MAX_PDF_PAGES = 500
MIN_PX_PER_SQUARE = 2
MAX_PX_PER_SQUARE = 1000

PAGE_SIZES: dict[str, QPageSize.PageSizeId] = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
}

Progress = Callable[[int, int], "bool | None"]


class ExportCancelled(BattlemapError):
    """The progress callback asked to stop; nothing was written."""

    def __init__(self) -> None:
        super().__init__("export cancelled")


@dataclass(frozen=True)
class ExportOptions:
    """What to export and how. Overlays are drawn when `overlays` is on and
    either `results` are given or `attacker` names a token (then every enemy
    of it, or just `targets`, is evaluated with `attack` and `ruleset`)."""

    px_per_square: float = 100
    grid: bool = True
    overlays: bool = True
    attacker: str | None = None
    attack: Attack = field(default_factory=Attack)
    ruleset: str | None = None
    targets: tuple[str, ...] | None = None
    results: tuple[AttackResult, ...] | None = None
    highlight_blockers: bool = True
    legend: bool = True
    title: str = ""
    transparent: bool = False  # no paper, no background image, no frame fill
    lighting: bool = True      # light levels (RULES §8) shaded, sources marked, in the legend
    page_size: str = "a4"      # PDF: "a4" | "letter"
    fit_page: bool = False     # PDF: the whole map on one page instead of print scale

    def check(self) -> None:
        if not (MIN_PX_PER_SQUARE <= self.px_per_square <= MAX_PX_PER_SQUARE):
            raise BattlemapError(
                f"pixels per square must be between {MIN_PX_PER_SQUARE} and "
                f"{MAX_PX_PER_SQUARE}, not {self.px_per_square:g}")
        if self.page_size not in PAGE_SIZES:
            raise BattlemapError(
                f"unknown page size {self.page_size!r} (known: {', '.join(PAGE_SIZES)})")

    @property
    def wants_overlays(self) -> bool:
        return self.overlays and (self.results is not None or self.attacker is not None)


@dataclass(frozen=True)
class ExportInfo:
    """What an export wrote."""

    path: Path
    format: str
    width: int = 0   # PNG/SVG pixels
    height: int = 0
    pages: int = 0   # PDF


def check_image_size(width: int, height: int) -> None:
    """BattlemapError when a PNG/SVG of this many pixels is over the limits."""
    if width > MAX_SIDE_PX or height > MAX_SIDE_PX or width * height > MAX_PIXELS:
        raise BattlemapError(
            f"the image would be {width} x {height} pixels; the most is {MAX_SIDE_PX} pixels "
            f"a side and {MAX_PIXELS // 1_000_000} million pixels: use fewer pixels per square")

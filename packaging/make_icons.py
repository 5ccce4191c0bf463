#!/usr/bin/env python3
"""Render battlemap/resources/icons/battlemap.svg into the PNG sizes, a Windows
.ico and a macOS .icns, with QtSvg (no other tools).

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py

Writes battlemap/resources/icons/battlemap-{16,22,24,32,48,64,128,256,512}.png,
battlemap.ico (Windows, 16 to 256 px) and battlemap.icns (macOS) when Qt's image
plugins can write them. Re-run after editing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "battlemap" / "resources" / "icons"
SVG = ICONS / "battlemap.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def write(image: QImage, path: Path, fmt: bytes) -> bool:
    if fmt not in QImageWriter.supportedImageFormats():
        print(f"  skipped {path.name}: Qt cannot write {fmt.decode()} here", file=sys.stderr)
        return False
    writer = QImageWriter(str(path), fmt)
    if not writer.write(image):
        print(f"  cannot write {path.name}: {writer.errorString()}", file=sys.stderr)
        return False
    return True


def write_ico(images: dict[int, QImage], path: Path) -> None:
    """A Windows .ico holding PNG images of several sizes (Vista and later read
    PNG entries; Qt's own ico writer stores one uncompressed bitmap)."""
    import struct

    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    blobs = []
    for size in (16, 24, 32, 48, 64, 128, 256):
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        images[size].save(buffer, "PNG")
        buffer.close()
        blobs.append((size, bytes(data.data())))
    header = struct.pack("<HHH", 0, 1, len(blobs))
    offset = len(header) + 16 * len(blobs)
    entries, payload = b"", b""
    for size, blob in blobs:
        side = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(payload))
        payload += blob
    path.write_bytes(header + entries + payload)


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_icons: {SVG} is not a valid SVG", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in SIZES}
    ok = True
    for size, image in images.items():
        path = ICONS / f"battlemap-{size}.png"
        ok &= write(image, path, b"png")
        print(f"  {path.relative_to(ROOT)}")
    write_ico(images, ICONS / "battlemap.ico")
    print("  battlemap/resources/icons/battlemap.ico")
    if write(images[512], ICONS / "battlemap.icns", b"icns"):
        print("  battlemap/resources/icons/battlemap.icns")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())

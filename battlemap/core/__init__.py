"""Qt-free engine: model, geometry, rules and file formats. Never imports PySide6."""

"""Area templates in the editor (RULES §7): `install_templates(window)`."""

from battlemap.ui.templates.install import install_templates

__all__ = ["install_templates"]

"""The newcomer's path: the README's two commands, `.ci/run`, and what
`packaging/setup.sh` promises (a project virtual environment, a log inside the
project, never the system's Python). The real run is `.ci/run` on a fresh clone."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SETUP = ROOT / "packaging" / "setup.sh"


def readme_command(section: str) -> str:
    """The one command in the ```sh block of a README section."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    body = text.split(f"\n## {section}\n", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", body, re.S)
    assert block, f"no sh block under '## {section}'"
    lines = [line for line in block.group(1).splitlines() if line.strip()]
    assert len(lines) == 1, lines
    return lines[0]


def test_readme_commands_use_the_project_environment() -> None:
    assert readme_command("Install and run") == "sh packaging/setup.sh && .venv/bin/battlemap"
    assert readme_command("Test") == (
        "sh packaging/setup.sh && QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q"
        " -n 2 --dist loadfile --no-loadscope-reorder")


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").strip().splitlines()
    assert lines[-1] == readme_command("Test")


def test_readme_needs_nothing_beside_the_project() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "battlemap cases tests/rules_cases/shared" in text
    assert "ARCHITECTURE.md" not in text and "battlemap cases ../" not in text
    for link in re.findall(r"\]\(([^)#]+)\)", text):
        if "://" not in link:
            assert (ROOT / link).is_file(), f"README links to missing {link}"


def test_setup_script_installs_into_the_project_environment() -> None:
    script = SETUP.read_text(encoding="utf-8")
    assert "--break-system-packages" not in script
    assert "/tmp" not in script, "the log stays inside the project"
    assert 'LOG="build/setup.log"' in script
    assert 'VENV=".venv"' in script and '"$VENV/bin/python" -m pip install' in script
    for package in ("python3-venv", "python3-pip", "desktop-file-utils", "fonts-noto-cjk", "xvfb"):
        assert package in script
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored and "build/" in ignored


@pytest.mark.skipif(not shutil.which("sh"), reason="no POSIX shell")
def test_setup_script_parses() -> None:
    result = subprocess.run(["sh", "-n", str(SETUP)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_no_absolute_paths_in_code_or_tests() -> None:
    banned = "/" + "work"  # the development machine's checkout root
    found = []
    for folder in ("battlemap", "tests", "packaging", "bench", ".ci"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in ("", ".py", ".sh", ".spec", ".toml", ".md"):
                text = path.read_text(encoding="utf-8", errors="replace")
                if f'"{banned}' in text or f"'{banned}" in text or f" {banned}/" in text:
                    found.append(str(path.relative_to(ROOT)))
    assert not found, found

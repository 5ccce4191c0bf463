#!/usr/bin/env python3
"""Sync the translations with the code: the one command to run after adding strings.

    python packaging/update_translations.py            # extract, merge, report
    python packaging/update_translations.py --release  # ... and compile the .qm files
    python packaging/update_translations.py --check    # exit 1 if anything is unfinished

Steps:

1. Write `battlemap/ui/i18n_extra.py`: `QT_TRANSLATE_NOOP` lines for the
   strings the UI translates at run time that lupdate cannot see by itself:
   every template of `core.messages.REASONS` (context "Reasons"), the ruleset
   names (context "Rulesets"), every literal passed to a module-level
   translate wrapper such as `render.legend.tr("Legend")`, and the
   `self.tr("...")` calls whose class lupdate's Python parser loses (after a
   lambda in the method, or through an alias `tr = self.tr`): it files those
   under a wrong context, or none, where Qt would never look them up.
2. Run `pyside6-lupdate` over every `battlemap/**/*.py` into
   `battlemap/resources/i18n/battlemap_{es,it,zh_CN}.ts`, keeping existing
   translations and dropping the strings that left the code (git history
   keeps their translations; `--keep-obsolete` leaves them in as "vanished"
   entries, which the tests refuse); then take out the wrong-context copies
   lupdate made of the calls above.
3. Report the entries still without a translation, and any string lupdate
   filed under no context at all (a call this script cannot resolve: fix the
   code, e.g. use QCoreApplication.translate("Context", "text")).
4. With `--release`, run `pyside6-lrelease` into the `.qm` files next to them.

Only the standard library and the Qt tools on PATH (pyside6-lupdate,
pyside6-lrelease); the code is read, never imported, except `battlemap.core`
for the reasons and ruleset names (Qt-free).
"""

from __future__ import annotations

import argparse
import ast
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "battlemap"
I18N = PACKAGE / "resources" / "i18n"
EXTRA = PACKAGE / "ui" / "i18n_extra.py"
LANGUAGES = ("es", "it", "zh_CN")
SOURCE_LANGUAGE = "en"
TRANSLATE_FUNCS = {"translate", "QT_TRANSLATE_NOOP"}


def ts_path(language: str) -> Path:
    return I18N / f"battlemap_{language}.ts"


def qm_path(language: str) -> Path:
    return I18N / f"battlemap_{language}.qm"


def tool(name: str) -> str:
    """A Qt tool: on PATH, or next to this Python's scripts."""
    found = shutil.which(name) or shutil.which(name, path=str(Path(sys.executable).parent))
    if not found:
        raise SystemExit(f"update_translations: {name} not found (pip install PySide6-Essentials)")
    return found


def source_files(extra: Path = EXTRA) -> list[Path]:
    """Every module of the package, with `extra` standing in for i18n_extra.py."""
    files = sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts and p != EXTRA)
    return [*files, extra]


# --- 1. strings lupdate cannot see ------------------------------------------------------------

@dataclass(frozen=True)
class Extra:
    context: str
    text: str
    origin: str  # where it comes from, as a comment in i18n_extra.py


@dataclass(frozen=True)
class CallSite:
    """A literal translated at run time in `context` (a translate wrapper's
    context, or the class of a `self.tr` call): lupdate's copy of it in any
    other context is wrong."""
    path: Path
    first_line: int
    last_line: int
    context: str
    text: str


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _str_constants(tree: ast.Module) -> dict[str, str]:
    consts: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) \
                and isinstance(node.value.value, str):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    consts[target.id] = node.value.value
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) \
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            consts[node.target.id] = node.value.value
    return consts


def _string(node: ast.expr | None, consts: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in consts:
        return consts[node.id]
    return None


def _is_translate(call: ast.expr) -> bool:
    if not isinstance(call, ast.Call):
        return False
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return name in TRANSLATE_FUNCS


def _wrapper_context(node: ast.stmt, consts: dict[str, str]) -> tuple[str, str] | None:
    """(name, context) if `node` is `def f(text): return QCoreApplication.translate(CTX, text)`
    or `f = lambda text: QCoreApplication.translate(CTX, text)`."""
    if isinstance(node, ast.FunctionDef):
        body = [s for s in node.body
                if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        args = node.args.args
        if len(body) != 1 or not isinstance(body[0], ast.Return) or len(args) != 1:
            return None
        name, value, param = node.name, body[0].value, args[0].arg
    elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Lambda) \
            and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
            and len(node.value.args.args) == 1:
        name, value, param = node.targets[0].id, node.value.body, node.value.args.args[0].arg
    else:
        return None
    if not _is_translate(value) or len(value.args) != 2:
        return None
    context = _string(value.args[0], consts)
    text = value.args[1]
    if context is None or not (isinstance(text, ast.Name) and text.id == param):
        return None
    return name, context


def _parse(path: Path) -> ast.Module | None:
    try:
        return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError) as exc:  # someone is mid-edit: lupdate will say more
        print(f"update_translations: skipping {path.relative_to(ROOT)}: {exc}", file=sys.stderr)
        return None


def wrapper_calls(files: list[Path]) -> list[CallSite]:
    """Every `wrapper("literal")` call in the package, wrappers resolved across
    imports (`tr(...)`, `op.tr(...)`, `from m import tr as t; t(...)`)."""
    trees = {p: t for p in files if p.name != "i18n_extra.py" and (t := _parse(p)) is not None}
    wrappers: dict[str, dict[str, str]] = {}  # module -> {function: context}
    for path, tree in trees.items():
        consts = _str_constants(tree)
        found = dict(filter(None, (_wrapper_context(node, consts) for node in tree.body)))
        if found:
            wrappers[_module_name(path)] = found
    calls: list[CallSite] = []
    for path, tree in trees.items():
        module = _module_name(path)
        local = dict(wrappers.get(module, {}))  # name -> context
        modules: dict[str, str] = {}  # alias -> module with wrappers
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    full = f"{node.module}.{alias.name}"
                    if full in wrappers:
                        modules[alias.asname or alias.name] = full
                    elif alias.name in wrappers.get(node.module, {}):
                        local[alias.asname or alias.name] = wrappers[node.module][alias.name]
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in wrappers and alias.asname:
                        modules[alias.asname] = alias.name
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) != 1:
                continue
            text = node.args[0]
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            func = node.func
            context = None
            if isinstance(func, ast.Name):
                context = local.get(func.id)
            elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) \
                    and func.value.id in modules:
                context = wrappers[modules[func.value.id]].get(func.attr)
            if context is not None:
                calls.append(CallSite(path, node.lineno, node.end_lineno or node.lineno,
                                         context, text.value))
    return calls


def method_tr_calls(files: list[Path]) -> list[CallSite]:
    """Every `self.tr("literal")` (or `tr("literal")` after `tr = self.tr`) in a
    method, with its class: the context Qt looks it up in."""
    calls: list[CallSite] = []

    def visit_class(path: Path, cls: ast.ClassDef) -> None:
        for item in cls.body:
            if isinstance(item, ast.ClassDef):
                visit_class(path, item)
            elif isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                aliases = set()
                for node in ast.walk(item):
                    if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) \
                            and node.value.attr == "tr" and isinstance(node.value.value, ast.Name) \
                            and node.value.value.id == "self":
                        aliases |= {t.id for t in node.targets if isinstance(t, ast.Name)}
                for node in ast.walk(item):
                    if not isinstance(node, ast.Call) or len(node.args) != 1 or node.keywords:
                        continue
                    text = node.args[0]
                    if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                        continue
                    func = node.func
                    if (isinstance(func, ast.Attribute) and func.attr == "tr"
                            and isinstance(func.value, ast.Name) and func.value.id == "self") \
                            or (isinstance(func, ast.Name) and func.id in aliases):
                        calls.append(CallSite(path, node.lineno, node.end_lineno or node.lineno,
                                              cls.name, text.value))

    for path in files:
        if path == EXTRA or path.name == "i18n_extra.py":
            continue
        tree = _parse(path)
        if tree is None:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                visit_class(path, node)
    # nested classes are visited twice (by walk and by visit_class): once is enough
    return list(dict.fromkeys(calls))


def _located(ts_file: Path) -> list[tuple[str, str, Path, int]]:
    """(context, source, file, line) of every location in a .ts file."""
    out = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            for location in message.findall("location"):
                file = (ts_file.parent / location.get("filename", "")).resolve()
                out.append((name, source, file, int(location.get("line", "0") or 0)))
    return out


def misfiled(files: list[Path], calls: list[CallSite]) -> list[CallSite]:
    """The calls lupdate files under another context than theirs (or skips):
    found by a trial run into a throwaway .ts."""
    with tempfile.TemporaryDirectory() as tmp:
        ts_file = Path(tmp) / "trial_xx.ts"
        run_lupdate([f for f in files if f.name != "i18n_extra.py"], ts_file, "xx")
        located = _located(ts_file)
    by_site: dict[tuple[Path, str], list[tuple[str, int]]] = {}
    for context, source, file, line in located:
        by_site.setdefault((file, source), []).append((context, line))
    wrong = []
    for call in calls:
        found = [ctx for ctx, line in by_site.get((call.path.resolve(), call.text), ())
                 if call.first_line <= line <= call.last_line]
        if call.context not in found:
            wrong.append(call)
    return wrong


def prepare(files: list[Path], extra: Path) -> list[CallSite]:
    """Write the extra module to `extra`; the call sites whose lupdate copies
    in other contexts must be pruned after lupdate."""
    wrappers = wrapper_calls(files)
    methods = method_tr_calls(files)
    lost = misfiled(files, methods)
    text = extra_module(extra_strings(wrappers + lost))
    if not extra.exists() or extra.read_text(encoding="utf-8") != text:
        extra.write_text(text, encoding="utf-8")
        if extra == EXTRA:
            print(f"updated {extra.relative_to(ROOT)}")
    return wrappers + methods


def extra_strings(calls: list[CallSite] | None = None) -> list[Extra]:
    sys.path.insert(0, str(ROOT))
    try:
        from battlemap.core.messages import REASONS
        from battlemap.core.rules import get_ruleset, ruleset_ids
    finally:
        sys.path.pop(0)
    extras = [Extra("Reasons", template, f"core/messages.py REASONS[{code!r}]")
              for code, template in REASONS.items()]
    extras += [Extra("Rulesets", get_ruleset(rid).name, f"ruleset {rid!r}") for rid in ruleset_ids()]
    for call in calls if calls is not None else wrapper_calls(source_files()):
        extras.append(Extra(call.context, call.text,
                            f"{call.path.relative_to(PACKAGE)}:{call.first_line} ({call.context})"))
    seen: set[tuple[str, str]] = set()
    unique = []
    for extra in extras:
        if (extra.context, extra.text) not in seen:
            seen.add((extra.context, extra.text))
            unique.append(extra)
    return unique


def _py_literal(text: str) -> str:
    escaped = (text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
               .replace("\t", "\\t").replace("\r", "\\r"))
    return f'"{escaped}"'


def extra_module(extras: list[Extra]) -> str:
    lines = [
        '"""Generated by packaging/update_translations.py: do not edit, re-run it.',
        "",
        "Strings the UI translates at run time that lupdate cannot find by itself:",
        'the reasons\' templates (context "Reasons"), the ruleset names ("Rulesets"),',
        "and the literals passed to module-level translate wrappers such as",
        "render.legend.tr(). Never imported: it exists for lupdate.",
        '"""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
    ]
    for extra in extras:
        lines.append(f"# {extra.origin}")
        lines.append(f"QT_TRANSLATE_NOOP({_py_literal(extra.context)}, {_py_literal(extra.text)})")
    return "\n".join(lines) + "\n"


# --- 2. lupdate ------------------------------------------------------------------------------

def run_lupdate(files: list[Path], ts_file: Path, language: str, drop_obsolete: bool = False) -> None:
    """Merge the strings of `files` into `ts_file` (created for `language` if missing)."""
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(str(f) for f in files) + "\n")
    try:
        command = [tool("pyside6-lupdate"), f"@{lst.name}", "-locations", "absolute",
                   "-source-language", SOURCE_LANGUAGE, "-target-language", language, "-silent"]
        if drop_obsolete:
            command.append("-no-obsolete")
        command += ["-ts", str(ts_file)]
        result = subprocess.run(command, capture_output=True, text=True)
    finally:
        os.unlink(lst.name)
    if result.returncode != 0:
        raise SystemExit(f"update_translations: lupdate failed:\n{result.stdout}{result.stderr}")


def _escape(text: str) -> str:
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = text.replace('"', "&quot;").replace("'", "&apos;")
    return text


def _element(node: ET.Element, depth: int) -> list[str]:
    pad = "    " * depth
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in node.attrib.items())
    children = list(node)
    if node.tag == "location" and not children:
        return [f"{pad}<{node.tag}{attrs}/>"]
    if not children:
        return [f"{pad}<{node.tag}{attrs}>{_escape(node.text or '')}</{node.tag}>"]
    lines = [f"{pad}<{node.tag}{attrs}>"]
    for child in children:
        lines += _element(child, depth + 1)
    lines.append(f"{pad}</{node.tag}>")
    return lines


def _write_ts(tree: ET.ElementTree, path: Path) -> None:
    """Write a .ts file the way lupdate does, so the two never fight over layout."""
    root = tree.getroot()
    attrs = "".join(f' {k}="{_escape(v)}"' for k, v in root.attrib.items())
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>", f"<TS{attrs}>"]
    for context in root:
        lines += _element(context, 0)
    lines.append("</TS>")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def prune_misfiled(ts_file: Path, calls: list[CallSite]) -> int:
    """Take out lupdate's copies of `calls` filed under another context than
    theirs (i18n_extra.py holds the right one); the number of messages removed."""
    sites = {}
    for call in calls:
        sites.setdefault((call.path.resolve(), call.text), []).append(call)
    tree = ET.parse(ts_file)
    removed = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in list(context.findall("message")):
            source = message.findtext("source") or ""
            locations = message.findall("location")
            wrong = []
            for location in locations:
                file = (ts_file.parent / location.get("filename", "")).resolve()
                line = int(location.get("line", "0") or 0)
                for call in sites.get((file, source), ()):
                    if call.context != name and call.first_line <= line <= call.last_line:
                        wrong.append(location)
                        break
            if not wrong:
                continue
            if len(wrong) == len(locations) and message.get("type") not in ("vanished", "obsolete"):
                context.remove(message)
                removed += 1
            else:
                for location in wrong:
                    message.remove(location)
        if not context.findall("message"):
            tree.getroot().remove(context)
    if removed:
        _write_ts(tree, ts_file)
    return removed


# --- 3. what the .ts files hold ----------------------------------------------------------------

@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    translations: tuple[str, ...]  # one per plural form
    state: str  # "", "unfinished", "vanished", "obsolete"

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)

    @property
    def current(self) -> bool:
        return self.state not in ("vanished", "obsolete")

    @property
    def finished(self) -> bool:
        return self.state == "" and all(t.strip() for t in self.translations)


def read_ts(path: Path) -> tuple[dict[str, str], list[Entry]]:
    """The TS root's attributes and its messages."""
    root = ET.parse(path).getroot()
    entries = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is None:
                texts, state = ("",), "unfinished"
            else:
                forms = translation.findall("numerusform")
                texts = tuple((f.text or "") for f in forms) if forms else (translation.text or "",)
                state = translation.get("type", "")
            entries.append(Entry(name, message.findtext("source") or "",
                                 message.findtext("comment") or "", texts, state))
    return dict(root.attrib), entries


def trial_sync() -> tuple[set[tuple[str, str, str]], str]:
    """What the code holds right now, extracted into a throwaway .ts exactly as
    the sync would: ({(context, source, comment)}, the i18n_extra.py text it
    generates). Changes nothing in the checkout."""
    with tempfile.TemporaryDirectory() as tmp:
        extra = Path(tmp) / "i18n_extra.py"
        files = source_files(extra)
        calls = prepare(files, extra)
        ts_file = Path(tmp) / "battlemap_xx.ts"
        run_lupdate(files, ts_file, "xx")
        prune_misfiled(ts_file, calls)
        _, entries = read_ts(ts_file)
        return {e.key for e in entries if e.current}, extra.read_text(encoding="utf-8")


def unfinished(language: str) -> list[Entry]:
    _, entries = read_ts(ts_path(language))
    return [e for e in entries if e.current and not e.finished]


# --- 4. lrelease --------------------------------------------------------------------------------

def release(languages: tuple[str, ...] = LANGUAGES) -> None:
    for language in languages:
        result = subprocess.run([tool("pyside6-lrelease"), str(ts_path(language)), "-qm",
                                 str(qm_path(language)), "-silent"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise SystemExit(f"update_translations: lrelease failed for {language}:\n"
                             f"{result.stdout}{result.stderr}")
        print(f"  {qm_path(language).relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--release", action="store_true", help="also compile the .qm files")
    parser.add_argument("--check", action="store_true",
                        help="exit with status 1 if an entry is unfinished")
    parser.add_argument("--keep-obsolete", action="store_true",
                        help="keep strings no longer in the code as vanished entries")
    parser.add_argument("--list", action="store_true", help="print every unfinished entry")
    args = parser.parse_args(argv)

    I18N.mkdir(parents=True, exist_ok=True)
    files = source_files()
    calls = prepare(files, EXTRA)
    for lang in LANGUAGES:
        run_lupdate(files, ts_path(lang), lang, drop_obsolete=not args.keep_obsolete)
        prune_misfiled(ts_path(lang), calls)

    missing_any = False
    for lang in LANGUAGES:
        _, entries = read_ts(ts_path(lang))
        current = [e for e in entries if e.current]
        todo = [e for e in current if not e.finished]
        vanished = len(entries) - len(current)
        missing_any |= bool(todo)
        print(f"{ts_path(lang).relative_to(ROOT)}: {len(current)} strings, "
              f"{len(todo)} unfinished, {vanished} vanished")
        shown = todo if args.list else todo[:10]
        for entry in shown:
            print(f"    [{entry.context}] {entry.source!r}")
        if len(todo) > len(shown):
            print(f"    ... and {len(todo) - len(shown)} more (--list shows all)")
    _, entries = read_ts(ts_path(LANGUAGES[0]))
    lost = sorted({e.source for e in entries if e.current and not e.context})
    if lost:
        print(f"warning: {len(lost)} string(s) with no context (Qt will never find their "
              "translations; use self.tr() in a class or QCoreApplication.translate(ctx, text)):")
        for source in lost:
            print(f"    {source!r}")
    if args.release:
        release()
    return 1 if args.check and missing_any else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Fuzz every reader with mutated files; print the figures (issue 14).

For each reader (`.battlemap` zip, plain JSON document, `.toml` rules case,
`.dd2vtt` Universal VTT) it writes N mutated files (default 10,000) made from
valid seeds and from the crafted hostile inputs of tests/hostile_seeds.py,
and reads each one from disk the way the program does. An input must be

- refused with one BattlemapError line, or accepted, and then
- saved as a `.battlemap` and read back equal (every written file reopenable);
- within TIMEOUT seconds (else a hang) and under an address-space cap of
  MEMORY_CAP (each reader runs in its own worker process with
  `resource.setrlimit(RLIMIT_AS)`; a worker that dies is a crash, and the
  run goes on after the input that killed it);
- and every CLI_EVERY-th input is also run through `battlemap analyze` in a
  subprocess: exit status 0, 1 or 2, and with status 2 exactly one line on
  stderr, never a traceback.

Usage: python bench/fuzz.py [--count N] [--seed S] [--cli-every K] [--readers a,b]
Exit status 0 when nothing failed, 1 otherwise (the failing inputs are kept
in the folder printed at the end).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

TIMEOUT = 10.0  # seconds per input
MEMORY_CAP = 3 * 1024 ** 3  # bytes of address space per worker
SUFFIX = {"battlemap": ".battlemap", "json": ".json", "toml": ".toml", "dd2vtt": ".dd2vtt"}
READERS = tuple(SUFFIX)


# --------------------------------------------------------------------------
# Seeds and mutations

def seeds(reader: str) -> list[bytes]:
    import hostile_seeds as hs

    from battlemap.core.io.document_format import document_to_bytes, document_to_json
    from test_fuzz_readers import CASE_TEXTS, SEED_DOCS, uvtt_seed

    # Valid seeds weigh more: mutations of them reach the writer more often.
    if reader == "battlemap":
        return [document_to_bytes(d) for d in SEED_DOCS] * 8 + [
            hs.zipped([("document.json", v)]) for v in hs.DOCUMENTS.values() if v[:1] == b"{"
        ] + [v for v in hs.DOCUMENTS.values() if v[:2] == b"PK"]
    if reader == "json":
        return [json.dumps(document_to_json(SEED_DOCS[0]), indent=1).encode()] * 16 + [
            v for v in hs.DOCUMENTS.values() if v[:1] == b"{"]
    if reader == "toml":
        return [t.encode() for t in CASE_TEXTS[:20]] + list(hs.CASES.values())
    return [uvtt_seed()] * 8 + list(hs.UVTTS.values())


HOSTILE_TOKENS = [
    b"1e400", b"-1e400", b"NaN", b"Infinity", b"9" * 5000, b"-0.0", b"5e-324",
    b'"\\ud800"', b'"\\udcff"', b'"<img src=/dev/zero>"', b'"a\\u0000b"', b"[" * 2000,
    b"{" * 50, b"null", b"true", b"[]", b"{}", b'""', b"1e12", b"-1e308",
    b'"../../etc/passwd"', b'"background.png"', b"\xff\xfe", b"\x00",
    b"inf", b"nan", b"1979-05-27T07:32:00Z", b'"""', b"'''",
]
INTERESTING = b"\x00\x01\x7f\x80\xff{}[]\",:0-9.eEtfn\\ \n#=~%*"


def mutate(rng: random.Random, seed: bytes) -> bytes:
    """A few random edits of `seed`; for a zip, half the time the edits go to
    its document.json inside a sound zip (so they reach the JSON checks)."""
    if seed[:2] == b"PK" and rng.random() < 0.5:
        import hostile_seeds as hs
        import io
        import zipfile

        try:
            with zipfile.ZipFile(io.BytesIO(seed)) as zf:
                entries = [(n, zf.read(n)) for n in zf.namelist()]
        except (zipfile.BadZipFile, KeyError, ValueError):
            entries = []
        if entries:
            entries[0] = (entries[0][0], _edit(rng, entries[0][1]))
            return hs.zipped(entries)
    return _edit(rng, seed)


def _edit(rng: random.Random, seed: bytes) -> bytes:
    data = bytearray(seed)
    for _ in range(rng.choice((1, 1, 1, 1, 2, 2, 3, 4, 8))):
        op = rng.choice(("flip", "set", "insert", "delete", "duplicate", "token", "token",
                         "splice"))
        pos = rng.randrange(len(data) + 1) if data else 0
        if op == "flip" and data:
            data[min(pos, len(data) - 1)] ^= 1 << rng.randrange(8)
        elif op == "set" and data:
            data[min(pos, len(data) - 1)] = rng.choice(INTERESTING + bytes([rng.randrange(256)]))
        elif op == "insert":
            data[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 4)))
        elif op == "delete" and data:
            del data[pos:pos + rng.randint(1, 16)]
        elif op == "duplicate" and data:
            data[pos:pos] = data[pos:pos + rng.randint(1, 64)]
        elif op == "token":
            # Replace a number, a string or a value by a hostile token.
            end = pos
            while end < len(data) and end - pos < 40 and data[end:end + 1] not in (b",", b"}", b"]", b"\n"):
                end += 1
            data[pos:end] = rng.choice(HOSTILE_TOKENS)
        elif op == "splice" and len(data) > 2:
            cut = rng.randrange(len(data))
            data = data[:cut] + data[rng.randrange(len(data)):]
    return bytes(data)


# --------------------------------------------------------------------------
# The worker: reads inputs, prints one line per input

class Hang(Exception):
    pass


def _alarm(_signum, _frame):
    raise Hang()


def read(reader: str, path: Path):
    from battlemap.core.io.case_format import load_case
    from battlemap.core.io.document_format import load_document
    from battlemap.core.io.uvtt import read_uvtt

    if reader == "toml":
        return load_case(path).document
    if reader == "dd2vtt":
        return read_uvtt(path)
    return load_document(path)


def worker(reader: str, start: int, count: int, seed: int, folder: Path) -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))
    from battlemap.core.errors import BattlemapError
    from battlemap.core.io.document_format import load_document, save_document

    pool = seeds(reader)
    signal.signal(signal.SIGALRM, _alarm)
    work = folder / f"work-{reader}"
    work.mkdir(exist_ok=True)
    for i in range(start, start + count):
        rng = random.Random(f"{seed}-{reader}-{i}")
        data = mutate(rng, rng.choice(pool)) if i % 50 else pool[i // 50 % len(pool)]
        path = work / f"input{SUFFIX[reader]}"
        path.write_bytes(data)
        outcome, detail = "accepted", ""
        signal.setitimer(signal.ITIMER_REAL, TIMEOUT)
        try:
            doc = read(reader, path)
            out = work / "written.battlemap"
            try:
                save_document(doc, out)
                if load_document(out) != doc:
                    outcome, detail = "not-reopenable", "reads back different"
            except BattlemapError as exc:
                outcome, detail = "not-reopenable", str(exc)[:200]
        except BattlemapError as exc:
            outcome = "refused"
            if "\n" in str(exc):
                outcome, detail = "multi-line", str(exc)[:200]
        except Hang:
            outcome = "hang"
        except BaseException as exc:  # noqa: BLE001 - every other error is a finding
            outcome = "traceback"
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()[:300]
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        if outcome not in ("accepted", "refused"):
            (folder / f"{reader}-{i}{SUFFIX[reader]}").write_bytes(data)
        print(json.dumps([i, outcome, detail]), flush=True)


# --------------------------------------------------------------------------
# The driver

def run_reader(reader: str, count: int, seed: int, folder: Path) -> Counter:
    counts: Counter = Counter()
    start = 0
    while start < count:
        proc = subprocess.Popen(
            [sys.executable, __file__, "--worker", reader, "--start", str(start),
             "--count", str(count - start), "--seed", str(seed), "--folder", str(folder)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            env=dict(os.environ, PYTHONPATH=str(ROOT)))
        last = start - 1
        for line in proc.stdout:
            i, outcome, detail = json.loads(line)
            counts[outcome] += 1
            if detail:
                counts[f"{outcome}: {detail}"] += 1
            last = i
        proc.wait()
        if last + 1 >= count:
            break
        counts["crash"] += 1  # the worker died on input last + 1
        counts[f"crash: input {last + 1} (exit {proc.returncode})"] += 1
        start = last + 2
    return counts


def cli_checks(reader: str, count: int, every: int, seed: int, folder: Path) -> Counter:
    """Every `every`-th input through `battlemap analyze`, in a subprocess."""
    counts: Counter = Counter()
    if every <= 0:
        return counts
    pool = seeds(reader)
    work = folder / f"cli-{reader}"
    work.mkdir(exist_ok=True)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    for i in range(0, count, every):
        rng = random.Random(f"{seed}-{reader}-{i}")
        data = mutate(rng, rng.choice(pool)) if i % 50 else pool[i // 50 % len(pool)]
        path = work / f"input{SUFFIX[reader]}"
        path.write_bytes(data)
        try:
            proc = subprocess.run([sys.executable, "-m", "battlemap", "analyze", str(path)],
                                  capture_output=True, text=True, env=env, timeout=60)
        except subprocess.TimeoutExpired:
            counts["cli hang"] += 1
            continue
        lines = proc.stderr.splitlines()
        ok = proc.returncode in (0, 1) or (proc.returncode == 2 and len(lines) == 1)
        if "Traceback" in proc.stderr or not ok:
            counts["cli failure"] += 1
            (folder / f"cli-{reader}-{i}{SUFFIX[reader]}").write_bytes(data)
        else:
            counts[f"cli exit {proc.returncode}"] += 1
    return counts


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=10_000, help="inputs per reader")
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--cli-every", type=int, default=250,
                        help="run every K-th input through `battlemap analyze` (0: never)")
    parser.add_argument("--readers", default=",".join(READERS))
    parser.add_argument("--worker", choices=READERS, help=argparse.SUPPRESS)
    parser.add_argument("--start", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--folder", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.start, args.count, args.seed, Path(args.folder))
        return 0

    folder = Path(tempfile.mkdtemp(prefix="battlemap-fuzz-"))
    failed = 0
    print(f"{'reader':10} {'inputs':>7} {'accepted':>9} {'refused':>8} {'traceback':>9} "
          f"{'hang':>5} {'crash':>5} {'reopen!':>7} {'cli ok':>7} {'cli bad':>7} {'seconds':>8}")
    for reader in args.readers.split(","):
        begin = time.perf_counter()
        counts = run_reader(reader, args.count, args.seed, folder)
        counts += cli_checks(reader, args.count, args.cli_every, args.seed, folder)
        seconds = time.perf_counter() - begin
        bad = (counts["traceback"] + counts["hang"] + counts["crash"] + counts["multi-line"]
               + counts["not-reopenable"] + counts["cli failure"] + counts["cli hang"])
        failed += bad
        total = sum(counts[k] for k in ("accepted", "refused", "traceback", "hang",
                                        "multi-line", "not-reopenable")) + counts["crash"]
        cli_ok = sum(v for k, v in counts.items() if k.startswith("cli exit"))
        print(f"{reader:10} {total:>7} {counts['accepted']:>9} {counts['refused']:>8} "
              f"{counts['traceback']:>9} {counts['hang']:>5} {counts['crash']:>5} "
              f"{counts['not-reopenable']:>7} {cli_ok:>7} "
              f"{counts['cli failure'] + counts['cli hang']:>7} {seconds:>8.1f}", flush=True)
        for key, value in sorted(counts.items()):
            if ":" in key:
                print(f"    {value:>5} x {key}")
    if failed:
        print(f"{failed} failures; inputs kept in {folder}")
        return 1
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

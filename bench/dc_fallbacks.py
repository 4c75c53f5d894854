#!/usr/bin/env python3
"""Counts, over the verdict corpus, the programs DC-DPOR (`--algo=dc`) explores natively and
those it falls back to POP on, by reason (the verdict's "dc fell back to pop (<why>)" note).

Usage: dc_fallbacks.py BRAID CORPUS_DIR [--only SUBSTRING] [--jobs N] [--time-limit S]
                       [--list REASON_SUBSTRING] [--csv FILE]

Each program runs as `braid check F <flags> --algo=dc --jobs 1 --json --strategy=exhaustive
--time-limit S` (its `flags:`, `args:` and `stdin:` headers; programs whose `algos:` header
leaves dc out are skipped). A program is "native" when the note is absent; a run cut by the
time limit before any fall-back is counted as "native (incomplete)". Prints one line per
reason with its count; `--csv` writes program, status, reason, executions.
"""
import collections
import concurrent.futures
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e", "corpus"))
from run_corpus import parse_header  # noqa: E402

NOTE = "dc fell back to pop ("


def run(braid, path, time_limit):
    try:
        return run_checked(braid, path, time_limit)
    except Exception as e:  # a program that vanished or has a broken header: counted, not fatal
        return path, "error", f"{type(e).__name__}: {e}", None, None


def run_checked(braid, path, time_limit):
    spec = parse_header(path)
    if spec["algos"] is not None and "dc" not in spec["algos"]:
        return path, "skipped", "", None, None
    cmd = [braid, "check", path, "--json", "--algo=dc", "--jobs", "1", "--strategy=exhaustive",
           "--time-limit", str(time_limit), *spec["flags"]]
    if spec["args"] is not None:
        cmd += ["--", *spec["args"]]
    stdin = open(spec["stdin"], "rb") if spec["stdin"] else subprocess.DEVNULL
    try:
        r = subprocess.run(cmd, stdin=stdin, capture_output=True, text=True, timeout=time_limit + 60)
    except subprocess.TimeoutExpired:
        return path, "error", "timeout", None, None
    finally:
        if spec["stdin"]:
            stdin.close()
    try:
        j = json.loads(r.stdout)
    except json.JSONDecodeError:
        return path, "error", r.stderr.strip()[-200:], None, None
    notes = [n for n in j.get("notes", []) if NOTE in n]
    if notes:
        why = notes[0].split(NOTE, 1)[1]
        why = why[:-1] if why.endswith(")") else why
        return path, "fallback", why, j.get("executions"), spec["rf_classes"]
    status = "native" if j.get("complete") else "native (incomplete)"
    return path, status, "", j.get("executions"), spec["rf_classes"]


def main():
    braid, corpus = sys.argv[1], sys.argv[2]
    only, jobs, time_limit, listing, csv = None, 2, 20, None, None
    rest = sys.argv[3:]
    while rest:
        a = rest.pop(0)
        if a == "--only":
            only = rest.pop(0)
        elif a == "--jobs":
            jobs = int(rest.pop(0))
        elif a == "--time-limit":
            time_limit = int(rest.pop(0))
        elif a == "--list":
            listing = rest.pop(0)
        elif a == "--csv":
            csv = rest.pop(0)
    programs = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith((".c", ".cpp")))
    if only:
        programs = [p for p in programs if only in os.path.basename(p)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda p: run(braid, p, time_limit), programs))
    counts = collections.Counter()
    for _, status, why, _, _ in results:
        counts[(status, why)] += 1
    print(f"{len(results)} programs")
    for (status, why), n in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"{n:5d}  {status}{': ' + why if why else ''}")
    if listing:
        for path, status, why, ex, rf in results:
            if listing in why:
                print(f"  {os.path.basename(path)}")
    if csv:
        with open(csv, "w") as f:
            for path, status, why, ex, rf in results:
                f.write(f"{os.path.basename(path)}\t{status}\t{why}\t{ex}\t{rf}\n")


if __name__ == "__main__":
    main()

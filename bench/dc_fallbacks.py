#!/usr/bin/env python3
"""Counts, over the verdict corpus, the programs DC-DPOR (`--algo=dc`) explores natively and
those it falls back to POP on, by reason (the verdict's "dc fell back to pop (<why>)" note).

Usage: dc_fallbacks.py BRAID CORPUS_DIR [--only SUBSTRING] [--jobs N] [--time-limit S]
                       [--list REASON_SUBSTRING] [--csv FILE] [--slice K/N] [--names FILE]

Each program runs as `braid check F <flags> --algo=dc --jobs 1 --json --strategy=exhaustive
--time-limit S` (its `flags:`, `args:` and `stdin:` headers; programs whose `algos:` header
leaves dc out are skipped). A program is "native" when the note is absent; a run cut by the
time limit before any fall-back is counted as "native (incomplete)". Prints one line per
reason with its count; `--csv` writes program, status, reason, executions, rf-classes (one
line per program as it finishes). `--slice K/N` takes every N-th program from the K-th (0-based),
to split the corpus over several processes; `--summary TSV...` prints the counts of finished
CSV files instead of running anything.
"""
import collections
import concurrent.futures
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e", "corpus"))
from run_corpus import parse_header, warm_cache  # noqa: E402

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
    # --time-limit counts compilation: compile into braid's cache first, as the corpus does.
    warm_cache(braid, path, spec)
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
        why = notes[0].split(NOTE, 1)[1].split("): the executions are pop's", 1)[0]
        return path, "fallback", why, j.get("executions"), spec["rf_classes"]
    status = "native" if j.get("complete") else "native (incomplete)"
    return path, status, "", j.get("executions"), spec["rf_classes"]


def main():
    braid, corpus = sys.argv[1], sys.argv[2]
    if sys.argv[1] == "--summary":
        results = []
        for name in sys.argv[2:]:
            with open(name) as f:
                for line in f:
                    path, status, why, ex, rf = line.rstrip("\n").split("\t")
                    results.append((path, status, why.split("): the executions are pop's", 1)[0], ex, rf))
        summarise(results, None)
        return
    only, jobs, time_limit, listing, csv, part, only_names = None, 2, 20, None, None, None, None
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
        elif a == "--names":  # a file of program names, one a line: only those
            with open(rest.pop(0)) as f:
                names = {line.strip() for line in f if line.strip()}
            only_names = names
        elif a == "--slice":
            k, n = rest.pop(0).split("/")
            part = (int(k), int(n))
    programs = sorted(os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith((".c", ".cpp")))
    if only:
        programs = [p for p in programs if only in os.path.basename(p)]
    if only_names is not None:
        programs = [p for p in programs if os.path.basename(p) in only_names]
    if part:
        programs = programs[part[0]::part[1]]
    out = open(csv, "w") if csv else None

    def one(p):
        r = run(braid, p, time_limit)
        if out:
            path, status, why, ex, rf = r
            out.write(f"{os.path.basename(path)}\t{status}\t{why}\t{ex}\t{rf}\n")
            out.flush()
        return r

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(one, programs))
    summarise(results, listing)


def summarise(results, listing):
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


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Compares each algorithm's execution counts on one worker with those on the work pool when
units cross workers at every step (BRAID_SPLIT_ALWAYS=1, --jobs 2), over corpus programs.

Issue 16 asks for identical results at any worker count: every complete run must report the
same executions and blocked runs on the pool as with --jobs 1. Runs that stop at the time
limit are listed apart (their counts depend on timing anyway).

Usage: pool_counts.py BRAID CORPUS_DIR --only PREFIX [--only PREFIX...] [--algo A...]
                      [--repeat N] [--time-limit S]
Prints one line per difference (as found) and a summary; exit status 1 if any complete run differs.
"""
import argparse
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "e2e", "corpus"))
from run_corpus import parse_header  # noqa: E402  (the corpus's own header reader)

ALL_ALGOS = ["dfs", "sdpor", "pop", "qpor", "dc"]


def counts(braid, path, spec, algo, split, time_limit):
    """(executions, blocked, complete) of one run, or None when braid refuses the program."""
    cmd = [braid, "check", path, "--json", f"--algo={algo}", "--strategy=exhaustive", "--time-limit",
           str(time_limit), *spec["flags"]]
    env = dict(os.environ)
    env.pop("BRAID_SPLIT_ALWAYS", None)
    if split:
        cmd += ["--jobs", "2"]
        env["BRAID_SPLIT_ALWAYS"] = "1"
    else:
        cmd += ["--jobs", "1"]
    if spec["args"] is not None:
        cmd += ["--", *spec["args"]]
    stdin = open(spec["stdin"], "rb") if spec["stdin"] else subprocess.DEVNULL
    try:
        r = subprocess.run(cmd, stdin=stdin, capture_output=True, text=True, env=env, timeout=time_limit + 60)
    finally:
        if spec["stdin"]:
            stdin.close()
    if r.returncode == 2:
        return None
    try:
        j = json.loads(r.stdout)
    except json.JSONDecodeError:
        return None
    return j.get("executions"), j.get("blocked"), bool(j.get("complete"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("braid")
    ap.add_argument("corpus")
    ap.add_argument("--only", action="append", required=True)
    ap.add_argument("--algo", action="append")
    ap.add_argument("--repeat", type=int, default=1, help="pool runs per program and algorithm")
    ap.add_argument("--time-limit", type=int, default=10)
    a = ap.parse_args()
    files = sorted(f for f in os.listdir(a.corpus)
                   if f.endswith((".c", ".cpp")) and any(p in f for p in a.only))
    differ, incomplete, compared = [], [], 0
    for name in files:
        path = os.path.join(a.corpus, name)
        spec = parse_header(path)
        for algo in a.algo or spec["algos"] or ALL_ALGOS:
            if spec["algos"] and algo not in spec["algos"]:
                continue
            one = counts(a.braid, path, spec, algo, False, a.time_limit)
            if one is None:
                continue
            if not one[2]:
                incomplete.append(f"{name} --algo={algo}: incomplete with --jobs 1 ({one[0]} executions)")
                print("INCOMPLETE", incomplete[-1], flush=True)
                continue
            for _ in range(a.repeat):
                pool = counts(a.braid, path, spec, algo, True, a.time_limit)
                if pool is None:
                    differ.append(f"{name} --algo={algo}: no verdict on the pool")
                    print("DIFFER", differ[-1], flush=True)
                    break
                if not pool[2]:
                    incomplete.append(f"{name} --algo={algo}: incomplete on the pool ({pool[0]} executions)")
                    print("INCOMPLETE", incomplete[-1], flush=True)
                    break
                compared += 1
                if pool[:2] != one[:2]:
                    differ.append(f"{name} --algo={algo}: --jobs 1 {one[0]} executions, {one[1]} blocked; "
                                  f"split-always {pool[0]} executions, {pool[1]} blocked")
                    print("DIFFER", differ[-1], flush=True)
                    break
            sys.stdout.flush()
    print(f"{len(files)} programs, {compared} pool runs compared, {len(differ)} differences, "
          f"{len(incomplete)} incomplete")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())

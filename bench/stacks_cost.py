#!/usr/bin/env python3
"""What call stacks cost while exploring (docs/benchmarks.md, "Call stacks in reports").

Runs each row with call stacks off (BRAID_CALL_STACKS=off: programs built without the
shadow stack) and on, interleaved (off, on, off, on, ...) so the machine's load hits both
alike, each mode with its own compile cache; prints the minimum exploration time (`time_s`
of --json) of each mode, the ratio on/off, and checks both explored the same executions.

Usage: bench/stacks_cost.py BRAID REPS [ROW ...]   (ROW: file.c:-DN=8[,-DK=4]; default: the
POP suite's rows of docs/benchmarks.md)"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_ROWS = [
    "circular_buffer.c:-DN=8", "fib_bench.c:-DN=4", "linuxrwlocks.c:-DN=5", "indexer.c:-DN=15",
    "lastzero.c:-DN=12", "filesystem.c:-DN=24", "dispatcher.c:-DS=4,-DR=4", "exp_mem3.c:-DN=8",
    "poke.c:-DN=3,-DK=4",
]


def run(braid, row, stacks_on, cache):
    file, _, flags = row.partition(":")
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    if not stacks_on:
        env["BRAID_CALL_STACKS"] = "off"
    cmd = [braid, "check", os.path.join(ROOT, "bench/programs", file), *[f for f in flags.split(",") if f],
           "--algo=pop", "--strategy=exhaustive", "--jobs", "1", "--json"]
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    j = json.loads(r.stdout)
    return j["time_s"], j["executions"]


def main():
    braid, reps = sys.argv[1], int(sys.argv[2])
    rows = sys.argv[3:] or DEFAULT_ROWS
    caches = {mode: tempfile.mkdtemp(prefix=f"braid-stacks-{mode}-") for mode in ("off", "on")}
    total = {"off": 0.0, "on": 0.0}
    print("| benchmark | executions | stacks off (s) | stacks on (s) | on / off |")
    print("|---|---:|---:|---:|---:|")
    for row in rows:
        best = {"off": None, "on": None}
        execs = set()
        for rep in range(reps + 1):  # the first round fills the compile caches
            for mode in ("off", "on"):
                t, n = run(braid, row, mode == "on", caches[mode])
                execs.add(n)
                if rep > 0:
                    best[mode] = t if best[mode] is None else min(best[mode], t)
        same = "" if len(execs) == 1 else f" (executions differ: {sorted(execs)})"
        total["off"] += best["off"]
        total["on"] += best["on"]
        print(f"| {row} | {min(execs)}{same} | {best['off']:.3f} | {best['on']:.3f} | {best['on'] / best['off']:.3f} |",
              flush=True)
    print(f"| total | | {total['off']:.3f} | {total['on']:.3f} | {total['on'] / total['off']:.3f} |")


if __name__ == "__main__":
    main()

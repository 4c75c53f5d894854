#!/usr/bin/env python3
"""The runtime's cost per execution, one braid binary against another (docs/benchmarks.md,
"Runtime cost per execution").

Runs every row with both binaries, interleaved (old, new, old, new, ...) so that the
machine's load hits both alike, each binary with its own compile cache (a first round
fills them and is not counted); prints per row the minimum `time_s` (--json, the compile
cache warm) and the minimum CPU time (user + system of the process) of each binary and the
ratios new / old, and checks that both explored exactly the same thing: executions, blocked
executions and the bugs (kind, thread, location) must be equal, else the row is marked.

Usage: bench/runtime_step_cost.py OLD_BRAID NEW_BRAID REPS [ROW ...]
(ROW: file.c:-DN=8[,-DK=4]; default: the POP suite's rows)"""
import json
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_ROWS = [
    "lastzero.c:-DN=12", "fib_bench.c:-DN=4", "indexer.c:-DN=15", "filesystem.c:-DN=24",
    "circular_buffer.c:-DN=8", "dispatcher.c:-DS=4,-DR=4", "exp_mem3.c:-DN=8", "poke.c:-DN=3,-DK=4",
    "linuxrwlocks.c:-DN=5",
]


def run(braid, row, cache):
    file, _, flags = row.partition(":")
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    cmd = [braid, "check", os.path.join(ROOT, "bench/programs", file), *[f for f in flags.split(",") if f],
           "--algo=pop", "--strategy=exhaustive", "--jobs", "1", "--json"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    j = json.loads(r.stdout)
    bugs = sorted(json.dumps({k: b.get(k) for k in ("kind", "thread", "location", "message")}, sort_keys=True)
                  for b in j.get("bugs", []))
    explored = (j["executions"], j["blocked"], j.get("assume_blocked"), j["events"], tuple(bugs))
    return j["time_s"], cpu, explored


def main():
    old, new, reps = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rows = sys.argv[4:] or DEFAULT_ROWS
    binaries = {"old": old, "new": new}
    caches = {name: tempfile.mkdtemp(prefix=f"braid-rtcost-{name}-") for name in binaries}
    print("| row | executions | old time_s | new time_s | new / old | old CPU s | new CPU s | new / old |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    totals = {"old": 0.0, "new": 0.0}
    for row in rows:
        wall = {name: None for name in binaries}
        cpu = {name: None for name in binaries}
        explored = {name: set() for name in binaries}
        for rep in range(reps + 1):  # the first round fills the compile caches
            for name, braid in binaries.items():
                t, c, e = run(braid, row, caches[name])
                explored[name].add(e)
                if rep > 0:
                    wall[name] = t if wall[name] is None else min(wall[name], t)
                    cpu[name] = c if cpu[name] is None else min(cpu[name], c)
        same = len(explored["old"]) == 1 and explored["old"] == explored["new"]
        mark = "" if same else " (EXPLORATION DIFFERS)"
        execs = next(iter(explored["new"]))[0]
        for name in binaries:
            totals[name] += wall[name]
        print(f"| {row} | {execs}{mark} | {wall['old']:.3f} | {wall['new']:.3f} | {wall['new'] / wall['old']:.3f} "
              f"| {cpu['old']:.3f} | {cpu['new']:.3f} | {cpu['new'] / cpu['old']:.3f} |", flush=True)
        if not same:
            print(f"  old: {sorted(explored['old'])}\n  new: {sorted(explored['new'])}", file=sys.stderr)
    print(f"| total | | {totals['old']:.3f} | {totals['new']:.3f} | {totals['new'] / totals['old']:.3f} | | | |")


if __name__ == "__main__":
    main()

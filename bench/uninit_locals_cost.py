#!/usr/bin/env python3
"""What the uninitialised-local tests cost (docs/benchmarks.md): each row is run with the
tests off (BRAID_UNINIT_LOCALS=off) and on, interleaved (off, on, off, on, ...) so that the
machine's load hits both alike, without the compile cache; prints the minimum exploration
time (JSON time_s) and compile time (compile_s) of each mode, and the executions.

usage: bench/uninit_locals_cost.py BRAID REPS
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = [
    ("bench/programs/fib_bench.c", ["-DN=4"]),
    ("bench/programs/circular_buffer.c", ["-DN=8"]),
    ("bench/programs/lastzero.c", ["-DN=12"]),
    ("bench/programs/dispatcher.c", ["-DS=4", "-DR=4"]),
    # corpus programs whose locals get tests: runtime-followed (`v`), inline (arrays, sums)
    ("tests/programs/verdicts/spsc_ring.c", []),
    ("tests/programs/verdicts/uninit_clean_loops.c", []),
]


def run(braid, path, flags, mode):
    env = dict(os.environ)
    if mode == "off":
        env["BRAID_UNINIT_LOCALS"] = "off"
    cmd = [braid, "check", "--no-cache", "--algo=pop", "--json", os.path.join(ROOT, path)] + flags
    out = subprocess.run(cmd, capture_output=True, text=True, env=env).stdout
    j = json.loads(out)
    return j["time_s"], j["compile_s"], j["executions"], sorted({b["kind"] for b in j["bugs"]})


def main():
    braid, reps = sys.argv[1], int(sys.argv[2])
    print("| program | flags | executions (off / on) | explore off (s) | explore on (s) | on / off | compile off (s) | compile on (s) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for path, flags in ROWS:
        best = {"off": [1e9, 1e9, None, None], "on": [1e9, 1e9, None, None]}
        for _ in range(reps):
            for mode in ("off", "on"):
                t, c, n, kinds = run(braid, path, flags, mode)
                b = best[mode]
                b[0], b[1], b[2], b[3] = min(b[0], t), min(b[1], c), n, kinds
        off, on = best["off"], best["on"]
        print(f"| {os.path.basename(path)} | {' '.join(flags)} | {off[2]} / {on[2]} | {off[0]:.3f} | {on[0]:.3f} | "
              f"{on[0] / off[0]:.3f} | {off[1]:.3f} | {on[1]:.3f} |", flush=True)


if __name__ == "__main__":
    main()

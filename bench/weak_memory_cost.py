#!/usr/bin/env python3
"""What the weak-memory check costs (docs/memory_model.md, docs/benchmarks.md "Weak-memory
check"): each row is checked with --memory-model=sc (no check) and --memory-model=c11 (the
default: the check runs in the race detector's pass), interleaved (sc, c11, sc, c11, ...) so
that the machine's load hits both alike, on one worker without hunting; prints the minimum
user CPU time of the whole braid process tree (engine included) and of the exploration (JSON
time_s, wall), the executions, and whether the verdict had the weak-memory gap.

usage: bench/weak_memory_cost.py BRAID REPS
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = [
    # relaxed-heavy: relaxed counters, flags and message passing in loops
    ("bench/programs/relaxed_rounds.c", ["-DN=4"]),
    # paper rows (seq_cst atomics and mutexes only: the check's scan finds nothing to do)
    ("bench/programs/lastzero.c", ["-DN=12"]),
    ("bench/programs/linuxrwlocks.c", ["-DN=3"]),
]


def run(braid, path, flags, model):
    cmd = [braid, "check", "--algo=pop", "--strategy=exhaustive", "--jobs", "1", "--json",
           f"--memory-model={model}", os.path.join(ROOT, path)] + flags
    with tempfile.TemporaryFile() as out_file:
        proc = subprocess.Popen(cmd, stdout=out_file, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(proc.pid, 0)  # braid and the engine it waits for
        proc.returncode = 0
        out_file.seek(0)
        out = out_file.read().decode()
    cpu = usage.ru_utime
    j = json.loads(out)
    gap = any(g["code"] == "weak-memory" for g in j["incomplete_reasons"])
    return cpu, j["time_s"], j["executions"], gap


def main():
    braid, reps = sys.argv[1], int(sys.argv[2])
    print(f"uptime: {os.popen('uptime').read().strip()}")
    print("| program | flags | executions | gap (c11) | user CPU sc (s) | user CPU c11 (s) | c11 / sc | explore sc (s) | explore c11 (s) |")
    print("|---|---|---:|---|---:|---:|---:|---:|---:|")
    for path, flags in ROWS:
        best = {"sc": [1e9, 1e9, None, None], "c11": [1e9, 1e9, None, None]}
        for _ in range(reps):
            for model in ("sc", "c11"):
                cpu, t, n, gap = run(braid, path, flags, model)
                b = best[model]
                b[0], b[1], b[2], b[3] = min(b[0], cpu), min(b[1], t), n, gap
        sc, c11 = best["sc"], best["c11"]
        print(f"| {os.path.basename(path)} | {' '.join(flags)} | {c11[2]} | {'yes' if c11[3] else 'no'} | "
              f"{sc[0]:.3f} | {c11[0]:.3f} | {c11[0] / sc[0]:.3f} | {sc[1]:.3f} | {c11[1]:.3f} |", flush=True)
    print(f"uptime: {os.popen('uptime').read().strip()}")


if __name__ == "__main__":
    main()

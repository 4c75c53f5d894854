#!/usr/bin/env python3
"""How closely every algorithm honours --time-limit (issue 12: within about a second).

Runs each algorithm on programs whose exploration outlasts the limit (long executions,
long searches between executions: dc's calls that run nothing) and prints the wall time
past the limit, and who stopped the run: the engine itself (`engine`: its own INCOMPLETE
verdict, reason time-limit) or the supervisor's kill at limit + 1.5 s (`killed`); `done`:
the exploration finished before the limit.
usage: bench/time_limit.py [build/bin/braid] [--limit S] [--algo A,B]"""
import json, os, subprocess, sys, time

BRAID = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else "build/bin/braid"
LIMIT = float(sys.argv[sys.argv.index("--limit") + 1]) if "--limit" in sys.argv else 3.0
ALGOS = sys.argv[sys.argv.index("--algo") + 1].split(",") if "--algo" in sys.argv else ["dfs", "sdpor", "pop", "qpor", "dc"]
HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs")
ROWS = [("late_order_bug.c", ["-DWORK=100"]), ("lastzero.c", ["-DN=10"]), ("filesystem.c", ["-DN=26"]),
        ("parker.c", ["-DN=16"]), ("opt_lock.c", ["-DN=200"]), ("fib_bench.c", ["-DN=6"]),
        ("length_param.c", ["-DT=2", "-DN=65536", "--max-steps", "10000000"])]

print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
print(f"| program | " + " | ".join(ALGOS) + " |")
print("|---|" + "---|" * len(ALGOS))
worst = 0.0
for program, args in ROWS:
    cells = []
    for algo in ALGOS:
        start = time.monotonic()
        p = subprocess.run([BRAID, "check", os.path.join(HERE, program), *args, "--algo=" + algo,
                            "--strategy=exhaustive", "--time-limit", str(LIMIT), "--json"],
                           capture_output=True, text=True)
        took = time.monotonic() - start
        try:
            j = json.loads(p.stdout)
        except json.JSONDecodeError:
            cells.append(f"error {p.returncode}")
            continue
        if "error" in j:
            cells.append("refused")  # e.g. qpor on a program it does not support
            continue
        if j.get("failure"):
            who = "killed"
        elif any(g.get("code") == "time-limit" for g in j.get("incomplete_reasons", [])):
            who = "engine"
        else:
            who = "done"
        if who != "done":
            worst = max(worst, took - LIMIT)
        cells.append(f"{took - LIMIT:+.2f} s {who}")
    print(f"| {program} {' '.join(args)} | " + " | ".join(cells) + " |")
print(f"worst overrun: {worst:.2f} s past --time-limit {LIMIT:g}")

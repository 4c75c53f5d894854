#!/usr/bin/env python3
"""How fast --stop-on-first-bug stops every worker of the pool (issue 16: within 100 ms).

For each algorithm and worker count, runs bench/programs/late_order_bug.c (a bug that a
long exploration reaches late, every worker busy) with --stop-on-first-bug and reads the
engine's own measure, `max_parallel.stop_latency_s` (--stats): the time from the pool's
stop (the observer saw the bug) to the last worker's return, threads joined.
usage: bench/stop_latency.py [build/bin/braid] [--repeat N] [--algo A,B]"""
import json, os, subprocess, sys

BRAID = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith("--") else "build/bin/braid"
REPEAT = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 5
HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAM = os.path.join(HERE, "programs", "late_order_bug.c")
ROWS = [("dfs", ["-DT=3", "-DK=2"]), ("sdpor", ["-DT=4", "-DK=2"]), ("pop", ["-DT=5", "-DK=2"]),
        ("qpor", ["-DT=5", "-DK=2"]), ("dc", ["-DT=5", "-DK=2"]),
        # long executions (tens of ms each): the stop must not wait for them to end
        ("sdpor", ["-DT=4", "-DK=1", "-DWORK=3000"]), ("pop", ["-DT=4", "-DK=1", "-DWORK=3000"]),
        ("qpor", ["-DT=4", "-DK=1", "-DWORK=3000"])]
# No long-execution row for dc: it does not finish late_order_bug with WORK (not even 100)
# within minutes, on one worker too (each thread's private updates are annotated one by one).
# --algo A[,B]: only those algorithms' rows.
if "--algo" in sys.argv:
    ONLY = sys.argv[sys.argv.index("--algo") + 1].split(",")
    ROWS = [r for r in ROWS if r[0] in ONLY]

print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
print("| algorithm | program | workers | executions before the stop (min-max) | stop latency, ms (median / max over %d runs) |" % REPEAT)
print("|---|---|---:|---|---|")
for algo, macros in ROWS:
    for jobs in (2, 4):
        lat, execs = [], []
        for _ in range(REPEAT):
            out = subprocess.run([BRAID, "check", PROGRAM, *macros, "--algo=" + algo, "--strategy=exhaustive",
                                  "--jobs", str(jobs), "--stop-on-first-bug", "--json", "--stats",
                                  "--time-limit", "120"], capture_output=True, text=True).stdout
            j = json.loads(out)
            assert j["bugs"], f"{algo}: no bug found"
            lat.append(1000 * j["stats"].get("max_parallel.stop_latency_s", float("nan")))
            execs.append(j["executions"])
        lat.sort()
        label = f"late_order_bug({','.join(m.split('=')[1] for m in macros)})"
        print(f"| {algo} | {label} | {jobs} | {min(execs):,}-{max(execs):,} | {lat[len(lat) // 2]:.2f} / {lat[-1]:.2f} |",
              flush=True)
print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())

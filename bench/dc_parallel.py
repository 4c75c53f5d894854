#!/usr/bin/env python3
"""dc on 1 and 2 workers (issue 16): wall and user CPU seconds, medians of REPEAT, for one or
more binaries, interleaved (binary by binary within each repetition) so that a change of load
hits them alike; prints `uptime` before and after, then a markdown table with the 2-worker
run's idle time, units taken and unit replays. Wall times mean something only on a quiet
machine; the user-CPU ratio 2/1 (what the second worker costs) is less sensitive to load.
usage: bench/dc_parallel.py BINARY [BINARY...] [--repeat N]"""
import json, os, statistics, subprocess, sys, tempfile

args = sys.argv[1:]
REPEAT = 3
if "--repeat" in args:
    i = args.index("--repeat")
    REPEAT = int(args[i + 1])
    del args[i:i + 2]
BINARIES = args or ["build/bin/braid"]
HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = [("fib_bench.c", ["-DN=5"]), ("sigma.c", ["-DN=7"]), ("parker.c", ["-DN=14"])]


def run(binary, name, macros, jobs):
    with tempfile.NamedTemporaryFile(mode="r") as times:
        out = subprocess.run(["/usr/bin/time", "-o", times.name, "-f", "%e %U", binary, "check",
                              os.path.join(HERE, "programs", name), *macros, "--algo=dc", "--strategy=exhaustive",
                              "--jobs", str(jobs), "--json", "--stats"], capture_output=True, text=True).stdout
        wall, user = map(float, times.read().split()[-2:])
    j = json.loads(out)
    ws = j.get("workers", [])
    return {"wall": wall, "user": user, "executions": j["executions"], "complete": j["exploration_complete"],
            "idle": sum(w["idle_s"] for w in ws), "steals": sum(w["steals"] for w in ws),
            "replays": j.get("stats", {}).get("dc_unit_replays", 0)}


print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
cells = {}
for _ in range(REPEAT):
    for name, macros in ROWS:
        for binary in BINARIES:
            for jobs in (1, 2):
                cells.setdefault((name, binary, jobs), []).append(run(binary, name, macros, jobs))
print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
print("| program | binary | executions | 1 worker wall / user (s) | 2 workers wall / user (s) | speed-up (wall) | user 2/1 | idle (s) | units taken | replays |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
for name, macros in ROWS:
    for binary in BINARIES:
        one, two = cells[(name, binary, 1)], cells[(name, binary, 2)]
        execs = {c["executions"] for c in one + two}
        ok = len(execs) == 1 and all(c["complete"] for c in one + two)
        med = lambda cs, k: statistics.median(c[k] for c in cs)
        w1, u1, w2, u2 = med(one, "wall"), med(one, "user"), med(two, "wall"), med(two, "user")
        print(f"| {name[:-2]}({macros[0].split('=')[1]}) | {binary} | {execs.pop() if ok else 'DIFFER'} | "
              f"{w1:.2f} / {u1:.2f} | {w2:.2f} / {u2:.2f} | {w1 / w2:.2f}x | {u2 / u1:.2f} | {med(two, 'idle'):.2f} | "
              f"{med(two, 'steals'):.0f} | {med(two, 'replays'):.0f} |")

#!/usr/bin/env python3
"""Speed-up of the work pool (explore/parallel/): each row on 1 and 2 workers, same
executions required; prints a markdown table with the 2-worker run's steals, idle time and
work-unit sizes, and the user CPU seconds of both runs (what load does not inflate: on a busy
machine compare those, not the wall seconds)."""
import argparse, json, os, resource, subprocess

parser = argparse.ArgumentParser(description=__doc__)
parser.add_argument("braid", nargs="?", default="build/bin/braid", help="the braid binary (default: build/bin/braid)")
parser.add_argument("--repeat", type=int, default=1, help="runs per cell; the fastest (wall) is shown (default 1)")
parser.add_argument("--algo", default=None, help="only these algorithms' rows, comma-separated (e.g. dc,dfs)")
parser.add_argument("--pair", action="store_true",
                    help="also run two 1-worker runs side by side and show their user CPU (the mean of the two): "
                         "what the machine itself costs a run when both cores are busy, with nothing shared "
                         "between the two processes (compare with the 2-worker run's user CPU)")
ARGS = parser.parse_args()
BRAID = ARGS.braid
REPEAT = ARGS.repeat
HERE = os.path.dirname(os.path.abspath(__file__))
ROWS = [  # (algorithm, file, macros): runs of >= 10,000 executions
    ("pop", "lastzero.c", ["-DN=15"]),
    ("pop", "fib_bench.c", ["-DN=5"]),
    ("pop", "circular_buffer.c", ["-DN=9"]),
    ("pop", "indexer.c", ["-DN=16"]),
    ("sdpor", "lastzero.c", ["-DN=12"]),
    ("sdpor", "fib_bench.c", ["-DN=5"]),
    ("sdpor", "indexer.c", ["-DN=16"]),
    # dfs explores every interleaving: rows that finish in 2-10 s on one worker (fib_bench(2),
    # 0.4 s, was dominated by fixed costs; indexer(12) did not finish in 120 s).
    ("dfs", "circular_buffer.c", ["-DN=6"]),
    ("dfs", "circular_buffer.c", ["-DN=7"]),
    # QPOR Table 1 rows of >= 10,000 configurations (CAV'18; /work/shared/benchmarks.md).
    # QPOR splits over --jobs (docs/algorithms.md, "QPOR on the work pool").
    ("qpor", "dispatcher.c", ["-DS=5", "-DR=4"]),
    ("qpor", "pi.c", ["-DT=8"]),
    ("qpor", "poke.c", ["-DN=12", "-DK=3"]),
    ("qpor", "mpat.c", ["-DK=6"]),
    # DC-DPOR paper rows (dcdpor suite) of >= 10,000 executions (reads-from classes).
    ("dc", "fib_bench.c", ["-DN=4"]),
    ("dc", "pthread_demo.c", ["-DN=8"]),
    ("dc", "sigma.c", ["-DN=7"]),
    ("dc", "parker.c", ["-DN=14"]),
]
if ARGS.algo:
    ONLY = ARGS.algo.split(",")
    ROWS = [r for r in ROWS if r[0] in ONLY]


def run(algo, path, macros, jobs):
    best = None
    for _ in range(REPEAT):
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        out = subprocess.run([BRAID, "check", path, *macros, "--algo=" + algo, "--jobs", str(jobs), "--json",
                              "--time-limit", "120", "--strategy=exhaustive"], capture_output=True, text=True).stdout
        j = json.loads(out)
        j["user_s"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before  # compilation included
        if best is None or j["time_s"] < best["time_s"]:
            best = j
    return best


def pair_user(algo, path, macros):
    """Two 1-worker runs at once, each its own process: the mean of their user CPU seconds."""
    command = [BRAID, "check", path, *macros, "--algo=" + algo, "--jobs", "1", "--json", "--time-limit", "120",
               "--strategy=exhaustive"]
    procs = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for _ in range(2)]
    users = []
    for p in procs:
        _, _, usage = os.wait4(p.pid, 0)
        p.returncode = 0  # reaped here
        users.append(usage.ru_utime)
    return sum(users) / len(users)


print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
if ARGS.pair:
    print("(pair: two 1-worker runs side by side, the mean of their user CPU seconds)")
print("| algorithm | program | executions | 1 worker (s) | 2 workers (s) | speed-up | user 1 / 2 (s) | steals | idle (s) | executions per unit (median / p90 / max, units) | unit bytes (median / max) |" + (" pair user (s) |" if ARGS.pair else ""))
print("|---|---|---:|---:|---:|---:|---|---:|---:|---|---|" + ("---:|" if ARGS.pair else ""))
for algo, name, macros in ROWS:
    path = os.path.join(HERE, "programs", name)
    one, two = run(algo, path, macros, 1), run(algo, path, macros, 2)
    same = one["executions"] == two["executions"] and one["exploration_complete"] and two["exploration_complete"]
    ws = two.get("workers", [])
    steals = sum(w["steals"] for w in ws)
    idle = sum(w["idle_s"] for w in ws)
    ue = [w["unit_executions"] for w in ws if w["unit_executions"]["count"]]
    ub = [w["unit_bytes"] for w in ws if w["unit_bytes"]["count"]]
    ue_text = ", ".join(f"{d['median']} / {d['p90']} / {d['max']} ({d['count']})" for d in ue) or "-"
    ub_text = ", ".join(f"{d['median']} / {d['max']}" for d in ub) or "-"
    label = f"{name[:-2]}({','.join(m.split('=')[1] for m in macros)})"
    speed = one["time_s"] / two["time_s"] if two["time_s"] else 0
    print(f"| {algo} | {label} | {one['executions']:,}{'' if same else ' (DIFFERS: ' + str(two['executions']) + ')'} | "
          f"{one['time_s']:.2f} | {two['time_s']:.2f} | {speed:.2f}x | {one['user_s']:.2f} / {two['user_s']:.2f} | {steals} | {idle:.2f} | {ue_text} | {ub_text} |" +
          (f" {pair_user(algo, path, macros):.2f} |" if ARGS.pair else ""),
          flush=True)
print(subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())

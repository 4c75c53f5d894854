#!/usr/bin/env python3
"""End-to-end: await loops through calls (a ring buffer retrying through calls), bounded
executions as findings (the exploration goes on, `bound_executions`, not complete), C99
inline definitions and undefined symbols (exit 2, named). Usage: test_cli_loops.py BRAID PROGRAMS_DIR"""
import json
import os
import subprocess
import sys
import tempfile

from cli_support import Checks

BRAID, PROGRAMS = sys.argv[1], sys.argv[2]
VERDICTS = os.path.join(PROGRAMS, "verdicts")
check = Checks()


def run(*args):
    return subprocess.run([BRAID, *args], capture_output=True, text=True, timeout=240)




tmp = tempfile.mkdtemp(prefix="braid-loops-")

# A ring buffer whose sides retry through calls: the bug is found by every algorithm,
# the exploration is finite and complete, no `bound`.
for algo in ("dfs", "sdpor", "pop"):
    r = run("check", os.path.join(VERDICTS, "spsc_ring_bug.c"), f"--algo={algo}", "--json")
    j = json.loads(r.stdout)
    kinds = {b["kind"] for b in j["bugs"]}
    check(r.returncode == 1, f"{algo}: ring buffer bug exits 1 (got {r.returncode})")
    check(kinds == {"assertion", "data-race"}, f"{algo}: ring buffer bugs {kinds}")
    check(j["complete"] is True and j["bound_executions"] == 0, f"{algo}: complete, nothing bounded")

# A bounded execution is a finding; the exploration goes on (the assertion needs another
# schedule) and is not complete.
bounded = os.path.join(tmp, "bounded.c")
with open(bounded, "w") as f:
    f.write("""#include <assert.h>
#include <pthread.h>
int stop, counter, other;
void *counting(void *a) { while (!stop) counter++; return 0; }
void *stopper(void *a) { other = 1; stop = 1; return 0; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, counting, 0);
  pthread_create(&y, 0, stopper, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  assert(counter != 1);
  return 0;
}
""")
for algo in ("sdpor", "pop"):
    r = run("check", bounded, f"--algo={algo}", "--max-steps", "60", "--races=off", "--json")
    j = json.loads(r.stdout)
    kinds = {b["kind"] for b in j["bugs"]}
    check(r.returncode not in (0, 2, 3), f"{algo}: bounded program does not exit 0/2/3 (got {r.returncode})")
    check({"bound", "assertion"} <= kinds, f"{algo}: bound and assertion both found ({kinds})")
    check(j["bound_executions"] >= 1 and j["complete"] is False, f"{algo}: bound_executions and incomplete")
    t = run("check", bounded, f"--algo={algo}", "--max-steps", "60", "--races=off")
    check("cut short by a bound" in t.stdout and "INCOMPLETE" in t.stdout, f"{algo}: text says INCOMPLETE and why")

# C99 inline without an external definition links; a really missing symbol is named, exit 2.
r = run("check", os.path.join(VERDICTS, "inline_c99.c"))
check(r.returncode == 0, f"C99 inline program checks (exit {r.returncode}: {r.stderr})")
missing = os.path.join(tmp, "missing.c")
with open(missing, "w") as f:
    f.write("int helper(int);\nint main(void) { return helper(1); }\n")
r = run("check", missing)
check(r.returncode == 2, f"undefined symbol exits 2 (got {r.returncode})")
check("undefined symbol `helper`" in r.stderr and "internal error" not in r.stderr,
      f"undefined symbol named, no internal error: {r.stderr}")

# OpenMP (-fopenmp) is not a missing file: the message says braid does not model it (exit 2).
openmp = os.path.join(tmp, "openmp.c")
with open(openmp, "w") as f:
    f.write("int main(void) {\n  int sum = 0;\n#pragma omp parallel for reduction(+:sum)\n"
            "  for (int i = 0; i < 4; i++) sum += i;\n  return sum == 6 ? 0 : 1;\n}\n")
r = run("check", openmp, "-fopenmp")
check(r.returncode == 2, f"OpenMP program exits 2 (got {r.returncode})")
check("uses OpenMP" in r.stderr and "Give braid the file" not in r.stderr and "internal error" not in r.stderr,
      f"OpenMP named as unsupported, not as a missing file: {r.stderr}")
check("braid: the program uses constructs braid does not support; nothing was verified" in r.stderr,
      f"closing line says unsupported, not 'does not compile': {r.stderr}")
r = run("check", openmp, "-fopenmp", "--json")
j = json.loads(r.stdout) if r.stdout.strip() else {}
check(r.returncode == 2 and j.get("error", {}).get("kind") == "unsupported"
      and "uses OpenMP" in j["error"].get("diagnostics", ""), f"JSON error kind unsupported: {r.stdout[:400]}")

check.exit()

#!/usr/bin/env python3
"""End-to-end: every algorithm's progress lines show an estimate of the total, settled or
rough (and say which), within a stated factor of the truth on programs of known size (issue
17; docs/cli.md "--progress").

The programs: two threads x S critical sections on one mutex, nothing else shared, so every
reducing algorithm's executions are the orders of the sections, C(2S, S) (pop's
Mazurkiewicz classes, qpor's lock-event classes, dc's reads-from classes, sdpor's
executions); dfs explores every interleaving, and its own count when its run completes is
its truth. Each check runs with `--progress --time-limit T`: every line with 5 probes or more
(pop, qpor, dc; for dfs and sdpor, their own estimate, from their first line on) shows an
estimate (`estimated_total`, settled, or `rough_total`, unsettled), and the last one shown
is within FACTOR of the truth.
Usage: test_estimate_shown.py BRAID_BINARY"""
import json
import math
import os
import subprocess
import sys
import tempfile

from cli_support import Checks

BRAID = sys.argv[1]
FACTOR = 4  # stated in docs/cli.md: a rough estimate may be off by this much on such trees
check = Checks()




def sections(sections_per_thread):
    return "\n".join((
        "#include <pthread.h>",
        "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int n;",
        f"void *w(void *p) {{ for (int i = 0; i < {sections_per_thread}; i++) {{",
        "  pthread_mutex_lock(&m); n++; pthread_mutex_unlock(&m); } return p; }",
        "int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);",
        "  pthread_join(a, 0); pthread_join(b, 0); return 0; }")) + "\n"


def shown(line):
    """The total a display shows for this line, and whether it is rough (None: none)."""
    if line.get("estimated_total", 0) > 0:
        return max(line["estimated_total"], line["executions"]), False
    rough = line.get("rough_total", 0)
    certain = max(line["executions"], line.get("estimated_at_least", 0))
    if rough > 0 and rough + line.get("rough_total_error", 0) >= certain:
        return max(rough, certain), True
    return None


def lines_of(path, algo, time_limit):
    r = subprocess.run([BRAID, "check", path, f"--algo={algo}", "--races=off", "--time-limit", str(time_limit),
                        "--progress", "--json"], capture_output=True, text=True, timeout=300)
    lines = [json.loads(l)["progress"] for l in r.stderr.splitlines() if l.startswith('{"progress"')]
    return lines, json.loads(r.stdout)


def test(path, algo, truth, time_limit):
    lines, report = lines_of(path, algo, time_limit)
    if truth is None:  # dfs: its own count, when it completes
        truth = report["executions"] if report.get("complete") else None
    with_estimate = [l for l in lines if shown(l)]
    check(with_estimate, f"{algo}: some progress line shows an estimate: {lines[-2:]}")
    if not with_estimate:
        return
    # Probes' estimates (pop, qpor, dc): every line with 5 probes or more shows one, settled
    # or rough (or says the rough one is below what already ran: rough_total given); before
    # rough estimates, the lines until 30 probes and a narrow interval showed none.
    # The algorithm's own (dfs, sdpor): from its first line on.
    if algo in ("pop", "qpor", "dc"):
        eligible = [l for l in lines if l.get("class_probes", 0) >= 5]
        check(eligible, f"{algo}: probes ran: {lines[-1:]}")
    else:
        eligible = lines[lines.index(with_estimate[0]):]
    gaps = [l for l in eligible if not shown(l) and not l.get("rough_total")]
    check(not gaps, f"{algo}: every line from 5 probes on shows an estimate: {gaps[:2]}")
    total, rough = shown(with_estimate[-1])
    if truth:
        check(truth / FACTOR <= total <= truth * FACTOR,
              f"{algo}: the last estimate shown, {total:.0f} ({'rough' if rough else 'settled'}), "
              f"is within {FACTOR}x of {truth}")
    print(f"{algo}: {len(lines)} lines, last shown {total:.0f} ({'rough' if rough else 'settled'}), truth {truth}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "sections.c")
        with open(path, "w") as f:
            f.write(sections(9))
        classes = math.comb(18, 9)  # 48,620
        for algo in ("pop", "qpor", "dc", "sdpor"):
            test(path, algo, classes, 4)
        small = os.path.join(tmp, "small.c")  # dfs: some 10^4-10^5 interleavings, seconds
        with open(small, "w") as f:
            f.write(sections(6))
        test(small, "dfs", None, 60)
    check.exit()


if __name__ == "__main__":
    main()

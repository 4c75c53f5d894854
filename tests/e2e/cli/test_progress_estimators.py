#!/usr/bin/env python3
"""End-to-end: what the `--progress` lines and the terminal line say about the total for qpor
and dc (issue 17; docs/cli.md "--progress", docs/algorithms.md "Progress estimates").

qpor: hunting's probes of the lock-event tree estimate qpor's executions (not POP's
Mazurkiewicz classes); shown once settled, and weighed against the time limit.
dc: its own random descents of its recursion estimate its executions (one per reads-from
class; `total_estimator` "annotation-probes"), shown once settled and weighed against the
time limit; never hunting's Mazurkiewicz or interleavings numbers.
Usage: test_progress_estimators.py BRAID_BINARY"""
import json
import os
import re
import subprocess
import sys
import tempfile

BRAID = sys.argv[1]

from cli_support import Checks, on_terminal, progress_until


def progress_lines(path, *args, time_limits, done):
    return progress_until(BRAID, done, path, *args, time_limits=time_limits)
check = Checks()

# Two threads x 12 critical sections on one mutex, each after a racy store: qpor's
# executions are the orders of the sections, C(24, 12) = 2,704,156; the racy stores make
# the Mazurkiewicz classes (POP's count) far more. Neither finishes in seconds.
SECTIONS = ("#include <pthread.h>",
            "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int n, hits;",
            "void *w(void *p) { for (int i = 0; i < 12; i++) { hits = i;",
            "  pthread_mutex_lock(&m); n++; pthread_mutex_unlock(&m); } return p; }",
            "int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);",
            "  pthread_join(a, 0); pthread_join(b, 0); return 0; }")
QPOR_EXECUTIONS = 2704156
DC_EXECUTIONS = 2704156  # the reads-from classes: the sections' orders (hits is never read)




def test_qpor(path):
    lines, limit = progress_lines(path, "--algo=qpor", "--races=off", time_limits=(2, 6, 15),
                                  done=lambda ls: any(l.get("estimated_total", 0) > 0 for l in ls))
    check(lines and all(l.get("total_estimator") == "lock-event-probes" for l in lines),
          f"qpor's lines say the estimate rests on the lock-event probes: {lines[-1:]}")
    settled = [l for l in lines if l.get("estimated_total", 0) > 0]
    check(settled, f"qpor's estimate settles: {lines[-1:]}")
    if settled:
        last = settled[-1]
        # Within 2x of qpor's count; POP's tree (the racy stores ordered too) is far larger.
        check(QPOR_EXECUTIONS / 2 <= last["estimated_total"] <= QPOR_EXECUTIONS * 2 and
              last.get("estimated_total_error", 0) > 0, f"within 2x of qpor's 2,704,156, with its interval: {last}")
        check(any(l.get("estimate_exceeds_budget") for l in settled), f"the time limit cannot cover it, said: {last}")
        r = subprocess.run([BRAID, "check", path, "--algo=qpor", "--races=off", "--time-limit", str(limit), "--json"],
                           capture_output=True, text=True, timeout=300)
        j = json.loads(r.stdout)
        check(j["coverage"]["estimate_exceeds_budget"] is True and any("exceeded the time limit" in n for n in j["notes"]),
              f"the report says so too: {j.get('notes')}")
    _, _, text = on_terminal([BRAID, "check", path, "--algo=qpor", "--races=off", "--time-limit", str(limit or 2)])
    check(re.search(r"~[\d,]+ total \(estimate \u00b1\d+%, [\d.]+%\)|no estimate yet", text) is not None,
          f"the terminal line shows qpor's estimate or that it has none yet: {text[-400:]!r}")
    check("interleavings" not in text, f"and not hunting's interleavings in its place: {text[-300:]!r}")


def test_dc(path):
    # The racy stores have no reader: dc's executions are the orders of the sections too.
    lines, limit = progress_lines(path, "--algo=dc", "--races=off", time_limits=(2, 6, 15),
                                  done=lambda ls: any(l.get("estimated_total", 0) > 0 for l in ls))
    check(lines and all(l.get("total_estimator") == "annotation-probes" for l in lines),
          f"dc's lines say the estimate rests on its own probes: {lines[-1:]}")
    check(all("estimated_at_least" not in l for l in lines), f"and no other algorithm's number: {lines[-1:]}")
    settled = [l for l in lines if l.get("estimated_total", 0) > 0]
    check(settled, f"dc's estimate settles: {lines[-1:]}")
    if settled:
        last = settled[-1]
        check(DC_EXECUTIONS / 2 <= last["estimated_total"] <= DC_EXECUTIONS * 2 and
              last.get("estimated_total_error", 0) > 0, f"within 2x of dc's 2,704,156, with its interval: {last}")
        check(any(l.get("estimate_exceeds_budget") for l in settled), f"the time limit cannot cover it, said: {last}")
        r = subprocess.run([BRAID, "check", path, "--algo=dc", "--races=off", "--time-limit", str(limit), "--json"],
                           capture_output=True, text=True, timeout=300)
        j = json.loads(r.stdout)
        check(j["coverage"]["estimate_exceeds_budget"] is True and any("exceeded the time limit" in n for n in j["notes"]),
              f"the report says so too: {j.get('notes')}")
    _, _, text = on_terminal([BRAID, "check", path, "--algo=dc", "--races=off", "--time-limit", str(limit or 2)])
    check(re.search(r"~[\d,]+ total \(estimate \u00b1\d+%, [\d.]+%\)|no estimate yet", text) is not None,
          f"the terminal line shows dc's estimate or that it has none yet: {text[-400:]!r}")
    check("interleavings" not in text and "no estimate of the total" not in text,
          f"and not hunting's interleavings, nor 'no estimate': {text[-300:]!r}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "sections.c")
        with open(path, "w") as f:
            f.write("\n".join(SECTIONS) + "\n")
        test_qpor(path)
        test_dc(path)
    check.exit()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""braidd latency benchmark: didSave -> publishDiagnostics for a ~100-line program with
about 1,000 executions (cold: the program changed; warm: an unchanged re-save, answered
from the cache; comment-only edit, also from the cache).

usage: bench/lsp_latency.py [--braidd build/bin/braidd] [--braid build/bin/braid] [--runs 5]
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "e2e", "lsp"))
from lspclient import LspClient  # noqa: E402


def program(variant):
    """Two threads with 6 atomic stores each to one variable (C(12,6) = 924 Mazurkiewicz classes,
    so POP explores 924 executions; race-free, so no bug cuts exploration short), plus plain
    helper code (invisible to the scheduler) to make it ~100 lines like a real small module."""
    lines = ["#include <pthread.h>", "#include <assert.h>", "#include <stdatomic.h>", "",
             "atomic_int shared;", ""]
    for i in range(12):
        lines += ["/* helper %d: local computation, invisible to the scheduler */" % i,
                  "static int helper%d(int x) {" % i,
                  "  int acc = x;",
                  "  for (int k = 0; k < 3; k++) acc = acc * 3 + %d;" % i,
                  "  return acc % 97;",
                  "}", ""]
    # Visible operations: worker1 and worker2 each store to `shared` 6 times.
    for name, n in (("worker1", 6), ("worker2", 6)):
        lines += ["void *%s(void *arg) {" % name, "  int local = helper0(%d);" % variant]
        for i in range(n):
            lines.append("  atomic_store(&shared, helper%d(local + %d));" % (i % 11 + 1, i))
        lines += ["  return 0;", "}", ""]
    lines += [
              "int main(void) {",
              "  pthread_t a, b;",
              "  pthread_create(&a, 0, worker1, 0);",
              "  pthread_create(&b, 0, worker2, 0);",
              "  pthread_join(a, 0);",
              "  pthread_join(b, 0);",
              "  assert(atomic_load(&shared) >= 0);",
              "  return 0;",
              "}"]
    return "\n".join(lines) + "\n"


def main():
    root = os.path.abspath(os.path.join(HERE, ".."))
    ap = argparse.ArgumentParser()
    ap.add_argument("--braidd", default=os.path.join(root, "build", "bin", "braidd"))
    ap.add_argument("--braid", default=os.path.join(root, "build", "bin", "braid"))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--algorithm", default="pop")
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="braidd-bench-")
    path = os.path.join(tmp, "bench.c")
    c = LspClient([a.braidd, "--braid", a.braid, "--cache-dir", os.path.join(tmp, "cache")],
                  init_options={"braid": {"algorithm": a.algorithm, "timeBudget": 30, "replayPrevious": False}})
    try:
        c.initialize()
        text = program(0)
        with open(path, "w") as f:
            f.write(text)
        uri = c.open(path, text)
        version = 1

        def save(new_text):
            nonlocal version
            version += 1
            c.pump(0)
            c.inbox.clear()
            t0 = time.perf_counter()
            c.save(path, new_text, version=version)
            p = c.diagnostics(uri, timeout=120, pred=lambda p: p.get("version") == version)
            dt = time.perf_counter() - t0
            status = c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] != "verifying",
                                timeout=10)
            return dt, status["params"]

        cold, warm, comment = [], [], []
        summary = ""
        for run in range(a.runs):
            text = program(run + 1)  # a real change: the cache cannot answer
            dt, st = save(text)
            cold.append(dt)
            summary = st["summary"]
            dt, _ = save(text)  # unchanged re-save
            warm.append(dt)
            dt, _ = save(text.replace("/* helper 3:", "/* helper three (edited comment):"))
            comment.append(dt)
        print("program: %d lines; %s" % (program(0).count("\n"), summary))
        for name, xs in (("didSave->publishDiagnostics, changed program", cold),
                         ("didSave->publishDiagnostics, unchanged re-save", warm),
                         ("didSave->publishDiagnostics, comment-only edit", comment)):
            print("%-50s median %7.1f ms  min %7.1f ms  max %7.1f ms  (n=%d)" % (
                name, 1000 * statistics.median(xs), 1000 * min(xs), 1000 * max(xs), len(xs)))
        c.shutdown_exit()
    finally:
        c.kill()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""End-to-end tests of the real `braid` binary: exit codes, JSON, SARIF, trace files, replay,
refusal of bad input. Usage: test_cli.py BRAID_BINARY PROGRAMS_DIR"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

BRAID, PROGRAMS = sys.argv[1], sys.argv[2]
failures = []
passed = 0


def run(*args, **kw):
    return subprocess.run([BRAID, *args], capture_output=True, text=True, timeout=300, **kw)


def write_program(directory, name, *lines):
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def finds_assertion(path, *flags):
    """Runs `braid check PATH --json FLAGS`: whether it completed with an assertion bug (exit 1)."""
    r = run("check", path, "--json", *flags)
    j = json.loads(r.stdout)
    return r.returncode == 1 and j["complete"] and any(b["kind"] == "assertion" for b in j["bugs"]), r.stdout[:300]


def check(cond, what):
    global passed
    if cond:
        passed += 1
    else:
        failures.append(what)
        print("FAIL:", what, file=sys.stderr)


def trust_runtime_tests(tmp):
    """argv after `--`, stdin replayed to every execution (piped or --stdin), the time limit
    inside one execution, bounds on threads and heap (docs/cli.md, "Limits and program input")."""
    import time
    racy_input = write_program(
        tmp, "racy_input.c",
        "#include <assert.h>", "#include <pthread.h>", "#include <stdio.h>", "#include <stdlib.h>",
        "int x;", "void *w(void *a) { x = 1; return 0; }",
        "int main(int argc, char **argv) {",
        "  int n = 0; if (scanf(\"%d\", &n) != 1) n = argc > 1 ? atoi(argv[1]) : 0;",
        "  pthread_t t; pthread_create(&t, 0, w, 0);",
        "  if (n == 42) assert(x == 0);",
        "  pthread_join(t, 0); return 0; }")
    # argv: the bug needs argv[1] == 42; stdin is empty (DEVNULL).
    r = run("check", racy_input, "--json", "--", "42", stdin=subprocess.DEVNULL)
    check(r.returncode == 1 and any(b["kind"] == "assertion" for b in json.loads(r.stdout)["bugs"]),
          f"argv after -- reaches main: {r.returncode} {r.stderr[:200]}")
    r = run("check", racy_input, "--json", "--", "41", stdin=subprocess.DEVNULL)
    check(r.returncode == 0, f"other argv, no bug: {r.returncode}")
    # stdin piped: read once, replayed to every execution (the bug is in a later execution).
    for algo in ("dfs", "sdpor", "pop"):
        r = run("check", racy_input, "--json", "--algo=" + algo, input="42\n")
        j = json.loads(r.stdout)
        check(r.returncode == 1 and j["executions"] >= 2 and any(b["kind"] == "assertion" for b in j["bugs"]),
              f"{algo}: piped stdin replayed to every execution: {r.returncode} {j.get('executions')}")
    stdin_file = os.path.join(tmp, "input.txt")
    with open(stdin_file, "w") as f:
        f.write("42\n")
    traces = os.path.join(tmp, "input_traces")
    r = run("check", racy_input, "--json", "--stdin", stdin_file, "--trace-dir", traces, stdin=subprocess.DEVNULL)
    check(r.returncode == 1, f"--stdin FILE: {r.returncode} {r.stderr[:200]}")
    r = run("replay", os.path.join(traces, "bug-1.json"), stdin=subprocess.DEVNULL)
    check(r.returncode == 1 and "bug reproduced" in r.stdout, f"replay uses the recorded stdin: {r.stdout[-200:]}")
    cin = write_program(tmp, "cin.cpp", "#include <iostream>", "int main() { int n = 0; std::cin >> n; return 0; }")
    r = run("check", cin, "--json", input="42\n")
    j = json.loads(r.stdout)
    check(j["complete"] is False and any("std::cin" in n for n in j["notes"]),
          f"stdin read natively (std::cin) is reported: {j.get('notes')}")
    r = run("check", racy_input, "--stdin", os.path.join(tmp, "missing.txt"))
    check(r.returncode == 2, f"--stdin of a missing file is a usage error: {r.returncode}")

    # The time limit inside one long execution.
    long_run = write_program(tmp, "long_run.c", "int x;", "int main(void) { for (;;) x++; }")
    start = time.monotonic()
    r = run("check", long_run, "--json", "--time-limit", "2", "--max-steps", "1000000000000")
    took = time.monotonic() - start
    j = json.loads(r.stdout) if r.stdout.startswith("{") else {}
    check(r.returncode != 3 and took < 5 and j.get("complete") is False and
          any("time limit" in n for n in j.get("notes", [])),
          f"--time-limit 2 stops one execution in its middle ({took:.1f} s): {r.stdout[-300:]}")

    # Unbounded thread creation and heap growth: bound findings, within the time limit.
    spawn = write_program(tmp, "spawn.c", "#include <pthread.h>", "int x;",
                          "void *w(void *a) { x++; return 0; }",
                          "int main(void) { pthread_t t; for (;;) pthread_create(&t, 0, w, 0); }")
    for algo in ("dfs", "pop"):
        start = time.monotonic()
        r = run("check", spawn, "--json", "--algo=" + algo, "--time-limit", "5")
        took = time.monotonic() - start
        j = json.loads(r.stdout)
        bounds = [b for b in j["bugs"] if b["kind"] == "bound"]
        check(took < 8 and bounds and "threads" in bounds[0]["message"],
              f"{algo}: unbounded thread creation is a bound finding ({took:.1f} s): {r.stdout[:300]}")
    r = run("check", spawn, "--json", "--max-threads", "10", "--time-limit", "5")
    bounds = [b for b in json.loads(r.stdout)["bugs"] if b["kind"] == "bound"]
    check(bounds and "10 threads" in bounds[0]["message"] and "--max-threads" in bounds[0]["message"],
          f"--max-threads 10: {r.stdout[:300]}")
    heap = write_program(tmp, "heap.c", "#include <stdlib.h>",
                         "int main(void) { for (;;) { char *p = malloc(100000); if (p) p[0] = 1; } }")
    r = run("check", heap, "--json", "--max-heap", "1M")
    bounds = [b for b in json.loads(r.stdout)["bugs"] if b["kind"] == "bound"]
    check(bounds and "1 MiB" in bounds[0]["message"] and "--max-heap" in bounds[0]["message"],
          f"--max-heap 1M: {r.stdout[:300]}")
    r = run("check", heap, "--max-heap", "lots")
    check(r.returncode == 2 and "--max-heap" in r.stderr, f"--max-heap lots refused: {r.stderr[:200]}")


tmp = tempfile.mkdtemp(prefix="braid-cli-")
try:
    trust_runtime_tests(tmp)
    lost = os.path.join(PROGRAMS, "lost_update.c")
    # A bug: exit 1, JSON with the documented fields, trace files, SARIF.
    traces = os.path.join(tmp, "traces")
    sarif_path = os.path.join(tmp, "out.sarif")
    r = run("check", lost, "--algo=dfs", "--json", "--count-classes", "--trace-dir", traces,
            "--sarif", sarif_path)
    check(r.returncode == 1, f"bug found exits 1 (got {r.returncode}: {r.stderr})")
    j = json.loads(r.stdout)
    for key in ("algorithm", "executions", "blocked", "complete", "time_s", "bugs", "classes", "program"):
        check(key in j, f"JSON has `{key}`")
    check(j["algorithm"] == "dfs" and j["complete"] is True, "dfs completes")
    check(set(j["classes"]) == {"mazurkiewicz", "reads_from"}, "classes has both kinds")
    kinds = {b["kind"] for b in j["bugs"]}
    check("assertion" in kinds, f"assertion reported ({kinds})")
    for b in j["bugs"]:
        check({"kind", "message", "location", "trace"} <= set(b), "bug fields")
        check({"file", "line", "column"} <= set(b["location"]), "location fields")
        for s in b["trace"]["steps"]:
            check({"thread", "op", "location"} <= set(s), "step fields")
        check(os.path.isfile(b["trace_file"]), "trace file written")
    sarif = json.load(open(sarif_path))
    check(sarif["version"] == "2.1.0", "SARIF 2.1.0")
    results = sarif["runs"][0]["results"]
    check(len(results) == len(j["bugs"]), "one SARIF result per bug")
    for res in results:
        check(len(res["codeFlows"]) == 1, "one codeFlow per bug")
        tids = {tf["id"] for tf in res["codeFlows"][0]["threadFlows"]}
        check(len(tids) >= 2, "a threadFlow per thread")
        check(res["locations"][0]["physicalLocation"]["region"]["startLine"] >= 1, "SARIF region")

    # Replay reproduces every saved bug, deterministically.
    for b in j["bugs"]:
        rr = run("replay", b["trace_file"])
        check(rr.returncode == 1 and "bug reproduced" in rr.stdout, f"replay reproduces {b['kind']}: {rr.stdout[-200:]}")
        rj = run("replay", b["trace_file"], "--json")
        check(json.loads(rj.stdout)["reproduced"] is True, "replay --json says reproduced")

    # Replay of a changed program is refused with a clear message.
    changed = os.path.join(tmp, "changed.c")
    shutil.copy(lost, changed)
    r2 = run("check", changed, "--json", "--trace-dir", os.path.join(tmp, "t2"))
    trace2 = json.loads(r2.stdout)["bugs"][0]["trace_file"]
    with open(changed, "a") as f:
        f.write("int added_later(void) { return 1; }\n")
    rr = run("replay", trace2)
    check(rr.returncode == 2 and "changed" in rr.stderr, f"changed program refused: {rr.stderr}")
    # ...but the recorded schedules can be replayed on the changed program given after `--`:
    # the bug is still there (exit 1, a new trace); once fixed, nothing reproduces (exit 0).
    traces2 = [b["trace_file"] for b in json.loads(r2.stdout)["bugs"]]
    rr = run("replay", *traces2, "--json", "--", changed)
    rj = json.loads(rr.stdout)
    check(rr.returncode == 1 and rj["replayed"] == len(traces2) and rj["reproduced"] >= 1 and
          all(b["replayed_from"] in traces2 and b["trace"]["steps"] for b in rj["bugs"]),
          f"replay on the changed program reproduces: {rr.stdout[-300:]}")
    with open(changed) as f:
        text = f.read()
    with open(changed, "w") as f:
        f.write(text.replace("counter++;", "__atomic_fetch_add(&counter, 1, __ATOMIC_SEQ_CST);"))
    rr = run("replay", *traces2, "--", changed)
    check(rr.returncode == 0 and "not reproduced" in rr.stdout and "bug reproduced" not in rr.stdout,
          f"fixed program: nothing reproduces: {rr.stdout[-300:]}")
    r = run("replay", trace2, trace2)
    check(r.returncode == 2 and "--" in r.stderr, "several traces need a program")

    # No bug: exit 0 and a summary line.
    ok = run("check", os.path.join(PROGRAMS, "locked_counter.c"), "-DN=2")
    check(ok.returncode == 0 and "0 bugs" in ok.stdout, f"clean program exits 0: {ok.stdout}")

    # Each algorithm finds the deadlock.
    for algo in ("dfs", "pop", "sdpor"):
        d = run("check", os.path.join(PROGRAMS, "deadlock_abba.c"), f"--algo={algo}", "--json")
        check(d.returncode == 1 and any(b["kind"] == "deadlock" for b in json.loads(d.stdout)["bugs"]),
              f"{algo} finds the deadlock")

    # CAS / test-and-set spinlocks: every algorithm completes without a `bound` bug; the
    # correct one is clean, the one with a forgotten lock finds the lost update.
    for algo in ("dfs", "pop", "sdpor"):
        s = run("check", os.path.join(PROGRAMS, "cas_spinlock.c"), "-DT=2", f"--algo={algo}", "--json",
                "--count-classes")
        sj = json.loads(s.stdout)
        check(s.returncode == 0 and sj["complete"] is True and not sj["bugs"] and
              sj["classes"]["mazurkiewicz"] == 4, f"{algo}: CAS spinlock complete, 4 classes: {s.stdout[-300:]}")
        s = run("check", os.path.join(PROGRAMS, "cas_spinlock_bug.c"), f"--algo={algo}", "--json")
        kinds = {b["kind"] for b in json.loads(s.stdout)["bugs"]}
        check(s.returncode == 1 and json.loads(s.stdout)["complete"] is True and "assertion" in kinds and
              "bound" not in kinds, f"{algo}: test-and-set spinlock bug found, no bound: {kinds}")

    # Bad input: exit 2 with a clear message, never a crash.
    bad = os.path.join(tmp, "bad.c")
    open(bad, "w").write("int main(void) { return nope; }\n")
    r = run("check", bad)
    check(r.returncode == 2 and "bad.c:1:25: error" in r.stderr, f"compile error: {r.stderr}")
    r = run("check", bad, "--json")
    check(r.returncode == 2 and json.loads(r.stdout)["error"]["kind"] == "compile", "compile error in JSON")
    nomain = os.path.join(tmp, "nomain.c")
    open(nomain, "w").write("int f(void) { return 0; }\n")
    r = run("check", nomain)
    check(r.returncode == 2 and "main" in r.stderr, f"missing main: {r.stderr}")
    asm = os.path.join(tmp, "asm.c")
    open(asm, "w").write("int x;\nint main(void) { __asm__ volatile(\"movl $1, %0\" : \"=m\"(x)); return 0; }\n")
    r = run("check", asm)
    check(r.returncode == 2 and "asm.c:2" in r.stderr, f"unsupported construct located: {r.stderr}")
    r = run("check", os.path.join(tmp, "missing.c"))
    check(r.returncode == 2, "missing file exits 2")
    r = run("check", lost, "--algo=nonsense")
    check(r.returncode == 2 and "unknown algorithm" in r.stderr, "unknown algorithm exits 2")
    r = run("check", lost, "--max-executions", "many")
    check(r.returncode == 2, "bad option value exits 2")
    r = run("replay", bad)
    check(r.returncode == 2, "replay of a non-trace exits 2")

    # Runtime-model options: --spurious-wakeups makes `if` around a wait a bug, --leaks
    # reports an unreachable block at its allocation site.
    wait_if = write_program(
        tmp, "wait_if.c", "#include <pthread.h>", "#include <assert.h>",
        "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER; int ready;",
        "void *w(void *a) { pthread_mutex_lock(&m); if (!ready) pthread_cond_wait(&c, &m);",
        "  assert(ready); pthread_mutex_unlock(&m); return 0; }",
        "int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_mutex_lock(&m); ready = 1;",
        "  pthread_cond_signal(&c); pthread_mutex_unlock(&m); pthread_join(t, 0); return 0; }")
    plain = run("check", wait_if, "--json", "--races=off")
    check(plain.returncode == 0 and json.loads(plain.stdout)["bugs"] == [], f"no spurious wake-ups by default: {plain.stdout}")
    found, out = finds_assertion(wait_if, "--races=off", "--spurious-wakeups")
    check(found, f"--spurious-wakeups finds the `if` around the wait: {out}")
    leaky = write_program(tmp, "leaky.c", "#include <stdlib.h>", "int main(void) {", "  char *p = malloc(24);",
                          "  p[0] = 1;", "  return 0;", "}")
    r = run("check", leaky, "--json")
    check(r.returncode == 0, "no leak report without --leaks")
    r = run("check", leaky, "--json", "--leaks")
    leaks = [b for b in json.loads(r.stdout)["bugs"] if b["kind"] == "leak"]
    check(r.returncode == 1 and len(leaks) == 1 and leaks[0]["location"]["line"] == 3,
          f"--leaks reports the block at its allocation site: {r.stdout[:400]}")

    # A semaphore hand-off: the bug needs the second waiter to take the first post (the
    # class the DPOR algorithms missed before acquisitions raced with each other).
    handoff = write_program(
        tmp, "handoff.c", "#include <pthread.h>", "#include <semaphore.h>", "#include <assert.h>",
        "sem_t s; int first = -1;",
        "void *w(void *a) { sem_wait(&s); if (first < 0) first = (int)(long)a; sem_post(&s); return 0; }",
        "int main(void) { sem_init(&s, 0, 0); pthread_t t[2]; for (long i = 0; i < 2; i++) pthread_create(&t[i], 0, w, (void *)i);",
        "  sem_post(&s); for (int i = 0; i < 2; i++) pthread_join(t[i], 0); assert(first == 0); return 0; }")
    for algo in ("dfs", "sdpor", "pop"):
        found, out = finds_assertion(handoff, f"--algo={algo}")
        check(found, f"{algo} finds the hand-off bug: {out}")

    # What a verdict does not cover is said: inputs fixed to 0, every run cut by an assume.
    nondet = write_program(
        tmp, "nondet.c", "extern int __VERIFIER_nondet_int(void);", "extern void __VERIFIER_assume(int);",
        "int main(void) { int v = __VERIFIER_nondet_int(); __VERIFIER_assume(v > 0); return 0; }")
    r = run("check", nondet)
    check(r.returncode == 0 and "note: __VERIFIER_nondet_* returned 0" in r.stdout and
          "note: every execution was cut short" in r.stdout, f"notes printed: {r.stdout}")
    nj = json.loads(run("check", nondet, "--json").stdout)
    check(nj["nondet_executions"] == 1 and len(nj["notes"]) == 2, f"notes in JSON: {nj.get('notes')}")
    check(json.loads(run("check", lost, "--json").stdout)["notes"] == [], "no notes for a plain program")

    # --jobs: POP over worker threads, each with its own program instance, explores exactly
    # the sequential executions and finds the same bugs.
    phil = os.path.join(PROGRAMS, "philosophers.c")
    seq = json.loads(run("check", phil, "-DN=3", "--json").stdout)
    par = json.loads(run("check", phil, "-DN=3", "--json", "--jobs", "2", "--stats").stdout)
    check(par["complete"] and par["executions"] == seq["executions"] and
          sorted(b["kind"] for b in par["bugs"]) == sorted(b["kind"] for b in seq["bugs"]) and
          par["stats"].get("workers") == 2,
          f"--jobs 2 explores the same executions: {seq['executions']} vs {par['executions']}")
    dj = json.loads(run("check", phil, "-DN=3", "--json", "--jobs", "2", "--algo=dfs", "--max-executions", "10").stdout)
    check(any("one worker" in n for n in dj["notes"]), f"--jobs with dfs says it runs on one worker: {dj['notes']}")
    r = run("check", phil, "--jobs", "0")
    check(r.returncode == 2 and "--jobs" in r.stderr, f"--jobs 0 refused: {r.stderr}")

    # Budgets: stopping early is reported as incomplete.
    r = run("check", os.path.join(PROGRAMS, "philosophers.c"), "-DN=3", "--algo=dfs", "--max-executions", "5",
            "--json", "--races=off")
    jj = json.loads(r.stdout)
    check(jj["complete"] is False and jj["executions"] <= 5, "max-executions stops early, incomplete")
finally:
    shutil.rmtree(tmp, ignore_errors=True)

print(f"{passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)

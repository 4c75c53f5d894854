#!/usr/bin/env python3
"""The bad-program corpus (tests/programs/bad/) through the real `braid` CLI, text and --json:
each program that escapes, signals itself, floods output or eats memory gets a correct, clear
verdict (never "no bug" while a bug is reachable or verification was cut short), no process
of it survives, and no limit is exceeded by more than its grace (docs/security-isolation.md).

Usage: test_bad_programs.py BRAID_BINARY BAD_PROGRAMS_DIR [NAME...]"""
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile

from cli_support import Checks
import time

BRAID, BAD = sys.argv[1], sys.argv[2]
ONLY = set(sys.argv[3:])
check = Checks()

MEMORY_LIMIT_MB = 300
MEMORY_GRACE_MB = 150  # what a program can allocate between two samples, plus braid's own
TIME_LIMIT_S = 3
TIME_GRACE_S = 3 + 6   # the supervisor's grace, plus compilation and start-up on a busy machine




def survivors(marker):
    """Processes whose command line mentions `marker` (the program's private copy)."""
    out = []
    for d in os.listdir("/proc"):
        if not d.isdigit() or int(d) == os.getpid():
            continue
        try:
            with open("/proc/%s/cmdline" % d, "rb") as f:
                if marker.encode() in f.read():
                    with open("/proc/%s/stat" % d) as s:
                        if s.read().rsplit(")", 1)[1].split()[0] != "Z":
                            out.append(int(d))
        except OSError:
            pass
    return out


def run(path, *flags):
    """Runs braid check on `path`; returns (exit status, stdout, stderr, seconds, peak RSS MB of
    braid's descendants)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    t0 = time.time()
    r = subprocess.run([BRAID, "check", path, *flags], capture_output=True, text=True, timeout=120,
                       errors="replace")
    seconds = time.time() - t0
    peak = max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss) / 1024
    return r.returncode, r.stdout, r.stderr, seconds, peak


# name: (flags, expectation[, an incomplete reason code the JSON verdict must carry]) where the
# expectation is
#   ("bugs", kinds): a complete verdict (exit 1) that includes these bug kinds
#   ("bugs-incomplete", kinds): a verdict with these bug kinds (exit 1) that says it is
#                      incomplete (an `unsupported` operation, a `bound`, global destructors)
#   ("failure-or-bound", kinds): the supervisor's failure of one of these kinds, or the
#                      runtime's own `bound` finding (its heap limit) before it
#   ("failure", kind): an incomplete verdict naming what the program did (exit 4, or 1 with
#                      bugs found before), `kind` a string or a tuple of acceptable kinds
CASES = {
    "exit_group_syscall.c": ([], ("bugs", {"assertion"})),
    "exit_group_raw.c": ([], ("failure", "exit")),
    "execve.c": ([], ("bugs-incomplete", {"unsupported"})),
    "execve_raw.c": ([], ("failure", "exec")),
    "vfork.c": ([], ("bugs-incomplete", {"unsupported"})),
    "fork_setsid_sleeper.c": ([], ("bugs", {"assertion"})),
    "self_sigsegv.c": (["--jobs", "2"], ("bugs", {"crash", "assertion"})),
    "self_sigsegv_raw.c": (["--jobs", "1"], ("bugs", {"crash", "assertion"})),
    "self_sigkill.c": ([], ("bugs", {"crash"})),
    "self_sigkill_raw.c": ([], ("failure", "signal")),
    "self_sigkill_later_raw.c": ([], ("failure", "signal")),
    "raise_sigstop.c": ([], ("bugs-incomplete", {"unsupported"})),
    "self_sigstop_raw.c": ([], ("failure", "stopped")),
    "malloc_loop.c": (["--time-limit", str(TIME_LIMIT_S)], ("failure-or-bound", ("time-limit", "memory-limit"))),
    "mmap_loop.c": (["--memory-limit", str(MEMORY_LIMIT_MB)], ("failure-or-bound", ("memory-limit",))),
    "thread_loop.c": (["--time-limit", str(TIME_LIMIT_S), "--memory-limit", str(MEMORY_LIMIT_MB)],
                      ("failure-or-bug", ("time-limit", "memory-limit"))),
    "flood_output.c": ([], ("bugs", {"assertion"})),
    "flood_output_raw.c": ([], ("bugs", {"assertion"})),
    "write_every_fd.c": ([], ("failure", "channel")),
    "forge_frames.c": ([], ("failure", "channel")),
    "fake_verdict_cout.cpp": ([], ("bugs", {"assertion"})),
    "abort_in_destructor.cpp": ([], ("bugs", {"abort"})),
}


def verify(name, flags, expect, tmp, note=None):
    src = os.path.join(tmp, name)
    what, arg = expect
    budget = TIME_LIMIT_S + TIME_GRACE_S if "--time-limit" in flags else 60
    sarif_path = os.path.join(tmp, name + ".sarif")
    for mode in ("json", "text"):
        # A stale clean log from an earlier run must never stand for this one.
        with open(sarif_path, "w") as stale:
            json.dump({"version": "2.1.0", "runs": [{"invocations": [{"executionSuccessful": True}], "results": []}]}, stale)
        code, out, err, seconds, peak = run(src, *flags, *(["--json"] if mode == "json" else []),
                                            "--sarif", sarif_path)
        label = "%s (%s)" % (name, mode)
        try:
            with open(sarif_path) as f:
                sarif_run = json.load(f)["runs"][0]
            check(sarif_run["invocations"][0]["executionSuccessful"] is (code == 1 and what == "bugs"),
                  "%s: SARIF executionSuccessful %s with exit %d (%s)" %
                  (label, sarif_run["invocations"][0]["executionSuccessful"], code, what))
            check(code != 1 or sarif_run["results"], "%s: exit 1 but no SARIF result" % label)
        except (OSError, ValueError, KeyError, IndexError) as e:
            check(False, "%s: no readable SARIF log: %s" % (label, e))
        print("%-32s exit %d  %.1f s  peak %.0f MB" % (label, code, seconds, peak))
        check(code in (1, 4), "%s: exit status %d is neither 'bug' nor 'incomplete': %s" % (label, code, err[-300:]))
        check(seconds <= budget, "%s: took %.1f s (budget %d s)" % (label, seconds, budget))
        if "--memory-limit" in flags:
            check(peak <= MEMORY_LIMIT_MB + MEMORY_GRACE_MB, "%s: peak %.0f MB over the limit + grace" % (label, peak))
        left = survivors(tmp)
        check(not left, "%s: processes survived: %s" % (label, left))
        for pid in left:
            os.kill(pid, 9)
        if mode == "text":
            if what == "bugs":
                check(code == 1 and "INCOMPLETE" not in out, "%s: expected a complete bug verdict: %s" % (label, out[-300:]))
            elif what == "bugs-incomplete":
                check(code == 1 and "INCOMPLETE" in out, "%s: expected an incomplete bug verdict: %s" % (label, out[-300:]))
            elif what == "failure":
                check("verification INCOMPLETE" in out, "%s: no INCOMPLETE verdict: %s" % (label, out[-300:]))
            # The program's output may be quoted in a bug's report ("   | ..."), never as braid's own lines.
            forged = [l for l in out.splitlines() if l == "no bugs" or l.startswith('{"bugs"')]
            check(not forged, "%s: the program's fake verdict got through: %s" % (label, forged[:2]))
            continue
        try:
            j = json.loads(out)
        except ValueError:
            check(False, "%s: stdout is not one JSON document: %r" % (label, out[:300]))
            continue
        kinds = {b["kind"] for b in j.get("bugs", [])}
        failure = j.get("failure")
        if note:
            codes = [g.get("code") for g in j.get("incomplete_reasons", [])]
            check(note in codes, "%s: no incomplete reason '%s': %s" % (label, note, codes))
        if what == "bugs-incomplete":
            check(code == 1 and j.get("complete") is False and failure is None, "%s: %s" % (label, out[:300]))
            check(arg <= kinds, "%s: expected bugs %s, got %s" % (label, arg, kinds))
            continue
        if what == "failure-or-bound" and failure is None:
            check("bound" in kinds and j.get("complete") is False, "%s: neither a failure nor a bound: %s" % (label, out[:300]))
            continue
        if what == "bugs":
            check(code == 1 and j.get("complete") is True and failure is None, "%s: not complete: %s" % (label, failure))
            check(arg <= kinds, "%s: expected bugs %s, got %s" % (label, arg, kinds))
        else:
            accepted = arg if isinstance(arg, tuple) else (arg,)
            if what == "failure-or-bug" and failure is None:
                check(code == 1 and kinds, "%s: neither a failure nor a bug: %s" % (label, out[:300]))
                continue
            check(failure is not None and failure["kind"] in accepted,
                  "%s: expected failure %s, got %s" % (label, accepted, failure))
            check(j.get("complete") is False, "%s: an incomplete verdict must say complete: false" % label)
            check(code == (1 if kinds else 4), "%s: exit %d with bugs %s" % (label, code, kinds))
            check(failure is None or len(failure.get("message", "")) > 20, "%s: failure without a message" % label)
            # Typed like any incomplete verdict: the reason a reader of `complete: false` looks for.
            if failure is not None:
                codes = [g.get("code") for g in j.get("incomplete_reasons", [])]
                check(codes == ["engine-" + failure["kind"]], "%s: incomplete_reasons %s" % (label, codes))
                check(j.get("exit_status") == code, "%s: exit_status %s, exit %d" % (label, j.get("exit_status"), code))


def main():
    tmp = tempfile.mkdtemp(prefix="braid-bad-")
    try:
        for f in os.listdir(BAD):
            shutil.copy(os.path.join(BAD, f), tmp)
        for name, (flags, expect, *note) in CASES.items():
            if ONLY and name not in ONLY:
                continue
            verify(name, flags, expect, tmp, note[0] if note else None)
        # Replay runs under the same supervisor: a trace of the sleeper program replays, and
        # its processes are contained too.
        if not ONLY:
            # Bugs found before a failure are kept, saved with --trace-dir, and replay.
            saved = os.path.join(tmp, "saved")
            code, out, _, _, _ = run(os.path.join(tmp, "self_sigkill_later_raw.c"), "--json", "--trace-dir", saved)
            j = json.loads(out)
            check(code == 1 and j["bugs"] and j["failure"]["kind"] == "signal", "bugs before a failure: %s" % out[:300])
            for b in j["bugs"]:
                check(os.path.exists(b.get("trace_file", "")), "no trace file for %s" % b.get("id"))
            r = subprocess.run([BRAID, "replay", os.path.join(saved, "bug-1.json")], capture_output=True, text=True,
                               timeout=60)
            check(r.returncode == 1 and "bug reproduced" in r.stdout, "a saved trace replays: %s" % r.stdout[-300:])
            traces = os.path.join(tmp, "traces")
            run(os.path.join(tmp, "fork_setsid_sleeper.c"), "--trace-dir", traces)
            trace = os.path.join(traces, "bug-1.json")
            r = subprocess.run([BRAID, "replay", trace], capture_output=True, text=True, timeout=60)
            check(r.returncode == 1 and "reproduced" in r.stdout, "replay under the supervisor: %s" % r.stdout[-300:])
            check(not survivors(tmp), "replay: processes survived")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return check.summary()


if __name__ == "__main__":
    sys.exit(main())

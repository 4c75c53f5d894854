#!/usr/bin/env python3
"""End-to-end: C++ mutexes are named as the program names them (docs/runtime.md, "trust26").

libstdc++'s std::mutex reaches pthread through one function, `__gthread_mutex_lock(__mutex)`,
whose parameter named every C++ mutex `*__mutex` in reports before trust26. For a lock-order
deadlock of two global std::mutex (std::lock_guard against std::unique_lock), a deadlock of
an array's stripes, a deadlock of a heap object's member mutexes and a data race under a
member mutex, the text and the JSON must name the program's objects (`accounts`,
`stripes[2]`, `this->items_lock_`, `stats.lock`) and no libstdc++ internal name (a reserved
identifier: `__x`, `_M_x`) anywhere in the report.
Since trust32 also: operations whose call has no mutex argument (a std::unique_lock's own
unlock() / lock(), the re-lock inside a condition-variable wait) and the blocked objects of a
deadlock's message (the condition variable of a lost wake-up, C11 or pthread), in the text,
the JSON and SARIF.
Usage: test_sync_names.py BRAID_BINARY PROGRAMS_DIR"""
import json
import os
import re
import subprocess
import sys

from cli_support import Checks

BRAID, PROGRAMS = sys.argv[1], sys.argv[2]
check = Checks()
# A reserved identifier as a word of a name: `*__mutex`, `this->_M_device`, `__gthread_...`.
INTERNAL = re.compile(r"(?<![A-Za-z0-9_])_(_|[A-Z])[A-Za-z0-9_]*")


def program(name):
    return os.path.join(PROGRAMS, "verdicts", name)


def braid(path, *args):
    return subprocess.run([BRAID, "check", path, "--algo=pop", *args], capture_output=True, text=True, timeout=300)


def objects_in(report):
    """Every name a JSON report gives an object: trace steps, locks held of race accesses."""
    names = []
    for bug in report["bugs"]:
        for step in bug.get("trace", {}).get("steps", []):
            names.append(step.get("object", ""))
            names.append(step.get("text", ""))
        for key in ("access",):
            if key in bug:
                names.extend(bug[key].get("locks_held", []))
                names.append(bug[key].get("description", ""))
        for related in bug.get("related", []):
            names.extend(related.get("locks_held", []))
            names.append(related.get("message", ""))
        names.append(bug.get("message", ""))
    return names


def internal_names(names):
    return sorted({m.group(0) for n in names for m in INTERNAL.finditer(n or "")})


def expect(name, kind, wanted):
    path = program(name)
    text = braid(path)
    check(text.returncode == 1, f"{name}: exits 1 (a bug), got {text.returncode}: {text.stderr[-400:]}")
    # Object names are quoted in the text (function names in stacks are not objects).
    found = internal_names(re.findall(r"`([^`]*)`", text.stdout))
    check(not found, f"{name}: text report names no object by a library-internal name, found {found}")
    for w in wanted:
        check(f"`{w}`" in text.stdout, f"{name}: text names `{w}`")
    r = braid(path, "--json")
    j = json.loads(r.stdout)
    kinds = sorted({b["kind"] for b in j["bugs"]})
    check(kinds == [kind], f"{name}: JSON bug kinds {kinds}, expected {[kind]}")
    names = objects_in(j)
    found = internal_names(names)
    check(not found, f"{name}: JSON report has no library-internal names, found {found}")
    joined = "\n".join(n for n in names if n)
    for w in wanted:
        check(w in joined, f"{name}: JSON names `{w}`")


def expect_deadlock_names(name, phrases, **kwargs):
    """trust32: the deadlock's own words ("thread 1 waits for a signal on condition variable
    `q->not_empty`") name each blocked mutex and condition variable as the program does, in
    the text's headline and blocked lines, the JSON's message, headline, summary and blocked
    threads, and the SARIF result's message and related locations: each phrase in all."""
    path = program(name)
    text = braid(path)
    check(text.returncode == 1, f"{name}: exits 1 (a bug), got {text.returncode}: {text.stderr[-400:]}")
    headline = next((l for l in text.stdout.splitlines() if l.startswith("bug 1: deadlock")), "")
    blocked = "\n".join(l for l in text.stdout.splitlines() if ", waiting for " in l)
    j = json.loads(braid(path, "--json").stdout)
    bug = next((b for b in j["bugs"] if b["kind"] == "deadlock"), None)
    check(bug is not None, f"{name}: JSON has a deadlock")
    sarif_path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"braid_sync_names_{os.getpid()}.sarif")
    braid(path, "--sarif", sarif_path)
    with open(sarif_path) as f:
        sarif = json.load(f)
    os.unlink(sarif_path)
    result = sarif["runs"][0]["results"][0]
    sarif_texts = [result["message"]["text"]] + [r["message"]["text"] for r in result.get("relatedLocations", [])]
    for phrase in phrases:
        check(phrase in headline, f"{name}: text headline names {phrase!r}: {headline!r}")
        check(phrase in blocked, f"{name}: text blocked lines name {phrase!r}: {blocked!r}")
        if bug:
            for key in ("message", "headline", "summary"):
                check(phrase in bug[key], f"{name}: JSON {key} names {phrase!r}: {bug[key]!r}")
            texts = " ".join(b["text"] + " " + b["waits_for"] for b in bug["blocked"])
            check(phrase in texts, f"{name}: JSON blocked threads name {phrase!r}: {texts!r}")
        check(phrase in result["message"]["text"], f"{name}: SARIF message names {phrase!r}")
        check(any(phrase in t for t in sarif_texts[1:]), f"{name}: SARIF related locations name {phrase!r}")
    for where, words in (("text", headline), ("SARIF", result["message"]["text"])):
        check("mutex@" not in words and "a condition variable" not in words,
              f"{name}: {where} deadlock message names every mutex and condition variable: {words!r}")


def main():
    expect("trust26_cpp_global_mutexes_lock_guard_deadlock_bug.cpp", "deadlock", ["accounts", "audit_log"])
    expect("trust26_cpp_mutex_array_lock_guard_deadlock_bug.cpp", "deadlock", ["stripes[0]", "stripes[2]"])
    expect("trust26_cpp_heap_queue_member_mutexes_deadlock_bug.cpp", "deadlock",
           ["this->items_lock_", "this->stats_lock_"])
    expect("trust26_cpp_member_mutex_unique_lock_race_bug.cpp", "data-race", ["stats.lock"])
    # trust32: operations with no mutex argument (`held.unlock()`, `held.lock()` of a
    # std::unique_lock, the re-lock inside `cv.wait(lk)`), std::scoped_lock and a lock_guard in
    # a helper, and the condition variable of a lost wake-up (C11, pthread).
    expect("trust32_cpp_unique_lock_relock_deadlock_bug.cpp", "deadlock", ["inbox", "outbox"])
    expect("trust32_cpp_condvar_wait_relock_deadlock_bug.cpp", "deadlock", ["state", "log_lock"])
    expect_deadlock_names("trust32_cpp_unique_lock_relock_deadlock_bug.cpp", ["mutex `inbox`", "mutex `outbox`"])
    expect_deadlock_names("trust32_cpp_condvar_wait_relock_deadlock_bug.cpp", ["mutex `state`", "mutex `log_lock`"])
    expect_deadlock_names("trust32_c11_cnd_queue_field_lost_wakeup_bug.c", ["condition variable `q->not_empty`"])
    expect_deadlock_names("trust32_c11_cnd_slots_array_lost_wakeup_bug.c", ["condition variable `ready[...]`"])
    expect_deadlock_names("trust32_pthread_cond_member_lost_wakeup_bug.c", ["condition variable `job->finished`"])
    expect_deadlock_names("trust26_cpp_global_mutexes_lock_guard_deadlock_bug.cpp", ["mutex `accounts`", "mutex `audit_log`"])
    check.exit()


if __name__ == "__main__":
    main()

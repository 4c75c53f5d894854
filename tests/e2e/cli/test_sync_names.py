#!/usr/bin/env python3
"""End-to-end: C++ mutexes are named as the program names them (docs/runtime.md, "trust26").

libstdc++'s std::mutex reaches pthread through one function, `__gthread_mutex_lock(__mutex)`,
whose parameter named every C++ mutex `*__mutex` in reports before trust26. For a lock-order
deadlock of two global std::mutex (std::lock_guard against std::unique_lock), a deadlock of
an array's stripes, a deadlock of a heap object's member mutexes and a data race under a
member mutex, the text and the JSON must name the program's objects (`accounts`,
`stripes[2]`, `this->items_lock_`, `stats.lock`) and no libstdc++ internal name (a reserved
identifier: `__x`, `_M_x`) anywhere in the report.
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


def main():
    expect("trust26_cpp_global_mutexes_lock_guard_deadlock_bug.cpp", "deadlock", ["accounts", "audit_log"])
    expect("trust26_cpp_mutex_array_lock_guard_deadlock_bug.cpp", "deadlock", ["stripes[0]", "stripes[2]"])
    expect("trust26_cpp_heap_queue_member_mutexes_deadlock_bug.cpp", "deadlock",
           ["this->items_lock_", "this->stats_lock_"])
    expect("trust26_cpp_member_mutex_unique_lock_race_bug.cpp", "data-race", ["stats.lock"])
    check.exit()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""End-to-end: the weak-memory gap and --memory-model (docs/memory_model.md, docs/cli.md).

A store-buffering program with relaxed atomics is INCOMPLETE (weak-memory) by default: text
(summary and `not covered:` line naming the first load and its order), JSON (`complete`
false, the reason, `memory_model` "c11"), SARIF (an `incomplete/weak-memory` notification,
`executionSuccessful` false) and exit status 4. With --memory-model=sc the same check is
complete (exit 0) and says the model; release/acquire message passing is complete under c11.
A bad value is a usage error.
Usage: test_memory_model.py BRAID_BINARY PROGRAMS_DIR"""
import json
import os
import subprocess
import sys
import tempfile

from cli_support import Checks

BRAID, PROGRAMS = sys.argv[1], sys.argv[2]
check = Checks()
SB = os.path.join(PROGRAMS, "verdicts", "weak12_sb_relaxed_gap.c")
MP = os.path.join(PROGRAMS, "verdicts", "weak12_mp_release_acquire_complete.c")


def braid(*args):
    return subprocess.run([BRAID, "check", *args], capture_output=True, text=True, timeout=300)


def main():
    text = braid(SB, "--algo=pop")
    check(text.returncode == 4, f"SB relaxed exits 4 (incomplete), got {text.returncode}: {text.stdout}{text.stderr}")
    check("INCOMPLETE (weak memory)" in text.stdout, f"summary names the gap: {text.stdout}")
    check("not covered: the exploration is sequentially consistent, and 2 atomic loads (first at "
          "weak12_sb_relaxed_gap.c:14, relaxed, which could read an older write)" in text.stdout,
          f"the sentence names the loads: {text.stdout}")

    j = json.loads(braid(SB, "--algo=pop", "--json").stdout)
    check(j["complete"] is False and j["exit_status"] == 4, f"JSON incomplete: {j['complete']} {j['exit_status']}")
    check([g["code"] for g in j["incomplete_reasons"]] == ["weak-memory"], f"JSON reason: {j['incomplete_reasons']}")
    check(j["memory_model"] == "c11", f"JSON model: {j.get('memory_model')}")

    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "sb.sarif")
        r = braid(SB, "--algo=dfs", "--sarif", out)
        check(r.returncode == 4, f"SARIF run exits 4, got {r.returncode}")
        with open(out) as f:
            inv = json.load(f)["runs"][0]["invocations"][0]
        ids = [n["descriptor"]["id"] for n in inv.get("toolExecutionNotifications", [])]
        check("incomplete/weak-memory" in ids, f"SARIF notification: {ids}")
        check(inv["executionSuccessful"] is False, "SARIF executionSuccessful false")

    sc = braid(SB, "--algo=pop", "--memory-model=sc")
    check(sc.returncode == 0, f"--memory-model=sc exits 0, got {sc.returncode}: {sc.stdout}")
    check("complete (memory model: sequential consistency)" in sc.stdout, f"summary says the model: {sc.stdout}")
    jsc = json.loads(braid(SB, "--algo=pop", "--memory-model=sc", "--json").stdout)
    check(jsc["complete"] is True and jsc["memory_model"] == "sc", f"JSON under sc: {jsc['complete']} {jsc.get('memory_model')}")

    mp = braid(MP, "--algo=pop", "--json")
    jmp = json.loads(mp.stdout)
    check(mp.returncode == 0 and jmp["complete"] is True, f"release/acquire MP complete: {jmp['incomplete_reasons']}")

    bad = braid(SB, "--memory-model=tso")
    check(bad.returncode == 2 and "--memory-model expects c11 or sc" in bad.stderr, f"bad value: {bad.stderr}")
    check.exit()


if __name__ == "__main__":
    main()

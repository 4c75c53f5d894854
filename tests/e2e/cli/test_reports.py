#!/usr/bin/env python3
"""End-to-end tests of what reports say (docs/bugs.md, "Reading a report"): call stacks of
every step, of both accesses of a race and of each blocked thread, thread creation sites,
library frames folded, named condition-variable steps, typed values, key steps, folded loops,
and SARIF that GitHub code scanning accepts (a structural check of the fields it requires:
the SARIF 2.1.0 schema itself is not vendored). Usage: test_reports.py BRAID PROGRAMS_DIR"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

from cli_support import Checks

BRAID, PROGRAMS = sys.argv[1], os.path.join(sys.argv[2], "reports")
check = Checks()




def run(*args):
    return subprocess.run([BRAID, *args], capture_output=True, text=True, timeout=300)


def check_json(name, *flags):
    r = run("check", os.path.join(PROGRAMS, name), "--json", *flags)
    return r.returncode, json.loads(r.stdout)


def functions(stack):
    return [f["function"] for f in stack]


def user_functions(stack):
    return [f["function"] for f in stack if not f.get("library")]


def validate_sarif(doc, what):
    """The SARIF 2.1.0 fields GitHub code scanning reads, with their types and limits."""
    check(doc.get("version") == "2.1.0", f"{what}: version")
    check(isinstance(doc.get("$schema"), str), f"{what}: $schema")
    runs = doc.get("runs")
    check(isinstance(runs, list) and 1 <= len(runs) <= 20, f"{what}: runs")
    for run_ in runs or []:
        driver = run_.get("tool", {}).get("driver", {})
        check(isinstance(driver.get("name"), str) and driver["name"], f"{what}: tool.driver.name")
        rule_ids = {r.get("id") for r in driver.get("rules", [])}
        check(all(isinstance(i, str) and i for i in rule_ids), f"{what}: rule ids")
        results = run_.get("results")
        check(isinstance(results, list) and len(results) <= 25000, f"{what}: results")
        for res in results or []:
            check(res.get("ruleId") in rule_ids, f"{what}: ruleId {res.get('ruleId')} among the rules")
            check(res.get("level") in ("none", "note", "warning", "error"), f"{what}: level")
            check(isinstance(res.get("message", {}).get("text"), str) and res["message"]["text"], f"{what}: message.text")
            locs = res.get("locations", [])
            check(1 <= len(locs) <= 1000, f"{what}: locations")
            for loc in locs + res.get("relatedLocations", []):
                phys = loc.get("physicalLocation", {})
                check(isinstance(phys.get("artifactLocation", {}).get("uri"), str), f"{what}: artifactLocation.uri")
                region = phys.get("region", {})
                check(isinstance(region.get("startLine"), int) and region["startLine"] >= 1, f"{what}: region.startLine")
                if "startColumn" in region:
                    check(isinstance(region["startColumn"], int) and region["startColumn"] >= 1, f"{what}: startColumn")
            for loc in res.get("relatedLocations", []):
                check(isinstance(loc.get("id"), int) and loc["id"] >= 0, f"{what}: relatedLocations id")
            fp = res.get("partialFingerprints", {})
            check(isinstance(fp, dict) and fp and all(isinstance(k, str) and isinstance(v, str) for k, v in fp.items()),
                  f"{what}: partialFingerprints")
            for flow in res.get("codeFlows", []):
                flows = flow.get("threadFlows", [])
                check(isinstance(flows, list) and flows, f"{what}: threadFlows")
                total = 0
                for tf in flows:
                    for tfl in tf.get("locations", []):
                        total += 1
                        check("location" in tfl, f"{what}: threadFlowLocation.location")
                        check(isinstance(tfl.get("executionOrder"), int) and tfl["executionOrder"] >= 0,
                              f"{what}: executionOrder")
                        check(tfl.get("importance", "important") in ("important", "essential", "unimportant"),
                              f"{what}: importance")
                        for frame in tfl.get("stack", {}).get("frames", []):
                            check("location" in frame, f"{what}: stack frame location")
                check(total <= 10000, f"{what}: thread flow locations per result")


def sarif_steps(result):
    """A SARIF result's thread flow locations: (importance, message, [(function, line, uri)])."""
    out = []
    for tf in result.get("codeFlows", [{}])[0].get("threadFlows", []):
        for loc in tf.get("locations", []):
            frames = [(f["location"].get("message", {}).get("text"),
                       f["location"]["physicalLocation"]["region"]["startLine"],
                       f["location"]["physicalLocation"]["artifactLocation"]["uri"])
                      for f in loc.get("stack", {}).get("frames", [])]
            out.append((loc.get("importance", "important"), loc["location"].get("message", {}).get("text", ""), frames))
    return out


def key_lines(text):
    """The trace rows the text report marks with `*` (the key steps)."""
    return [l for l in text.splitlines() if l.startswith(" *")]


def sarif_of(name, directory, *flags):
    out = os.path.join(directory, name + ".sarif")
    run("check", os.path.join(PROGRAMS, name), "--sarif", out, *flags)
    with open(out) as f:
        text = f.read()
    return json.loads(text), len(text)


tmp = tempfile.mkdtemp(prefix="braid-reports-")
try:
    # A race inside deposit(), called by alice() and bob(): both stacks, both creation sites.
    rc, j = check_json("bank_race.c")
    races = [b for b in j["bugs"] if b["kind"] == "data-race"]
    check(rc == 1 and len(races) == 1, "bank_race: one race")
    race = races[0]
    callers = {user_functions(race["access"]["stack"])[1], user_functions(race["related"][0]["stack"])[1]}
    check(callers == {"alice", "bob"}, f"bank_race: the two accesses' callers are alice and bob: {callers}")
    check(user_functions(race["access"]["stack"])[0] == "deposit", "bank_race: innermost frame deposit")
    check(race["related"][0]["stack"][1]["line"] in (12, 18), "bank_race: caller line")
    created = {t["thread"]: t for t in race["threads"]}
    check(functions(created[1]["created_at"]) == ["main"] and created[1]["created_at"][0]["line"] == 24,
          f"bank_race: thread 1 created in main at line 24: {created.get(1)}")
    check(created[2]["created_at"][0]["line"] == 25, "bank_race: thread 2 created at line 25")
    keys = [s["step"] for s in race["trace"]["steps"] if s.get("key")]
    check(sorted(keys) == sorted([race["access"]["step"], race["related"][0]["step"]]),
          f"bank_race: key steps are the two accesses: {keys}")
    check(all("stack" in s for s in race["trace"]["steps"]), "bank_race: every step has a stack")
    deposit_steps = [s for s in race["trace"]["steps"] if s["location"]["line"] == 7]
    check(deposit_steps and all(len(user_functions(s["stack"])) == 2 for s in deposit_steps),
          "bank_race: steps in deposit() have two frames")
    text = run("check", os.path.join(PROGRAMS, "bank_race.c")).stdout
    check("#1 alice" in text and "#1 bob" in text and "thread 1 created by thread 0 at" in text,
          "bank_race: text shows both callers and creation sites")
    check("in deposit ← alice" in text, "bank_race: steps say who called deposit")

    # SARIF: related location, stable fingerprints (re-run and an edit elsewhere), stacks.
    sarif, _ = sarif_of("bank_race.c", tmp)
    validate_sarif(sarif, "bank_race sarif")
    result = sarif["runs"][0]["results"][0]
    check(len(result.get("relatedLocations", [])) == 1, "bank_race sarif: relatedLocations has the other access")
    flows = result["codeFlows"][0]["threadFlows"]
    check(any("stack" in l for f in flows for l in f["locations"]), "bank_race sarif: threadFlows carry stacks")
    check(any(l.get("importance") == "essential" for f in flows for l in f["locations"]), "bank_race sarif: key steps")
    steps = sarif_steps(result)
    essential = [st for st in steps if st[0] == "essential"]
    check(len(essential) == 2 and {st[2][1][0] for st in essential} == {"alice", "bob"} and
          all(st[2][0][:2] == ("deposit", 7) for st in essential),
          f"bank_race sarif: the two key steps' stacks are deposit <- alice and deposit <- bob: {essential}")
    keyed_rows = key_lines(text)
    check(len(keyed_rows) == 2 and all("balance" in r and "in deposit ←" in r for r in keyed_rows),
          f"bank_race text: the two accesses are marked * with their callers: {keyed_rows}")
    sarif_stacks = {st["message"]["text"]: [f["location"]["message"]["text"] for f in st["frames"]]
                    for st in result.get("stacks", [])}
    check(sarif_stacks.get("thread 1 created by thread 0") == ["main"] and
          sarif_stacks.get("thread 2 created by thread 0") == ["main"],
          f"bank_race sarif: the creation sites are stacks of the result {list(sarif_stacks)}")
    check(any(k.startswith("previous write") and v[:1] == ["deposit"] for k, v in sarif_stacks.items()),
          "bank_race sarif: the other access's stack")
    again, _ = sarif_of("bank_race.c", tmp)
    fp = result["partialFingerprints"]
    check(again["runs"][0]["results"][0]["partialFingerprints"] == fp, "bank_race sarif: fingerprint stable across runs")
    edited = os.path.join(tmp, "bank_race.c")
    with open(os.path.join(PROGRAMS, "bank_race.c")) as f:
        source = f.read()
    with open(edited, "w") as f:
        f.write("// an edit elsewhere\n#include <stdio.h>\n\n" + source)
    out = os.path.join(tmp, "edited.sarif")
    run("check", edited, "--sarif", out)
    with open(out) as f:
        moved = json.load(f)["runs"][0]["results"][0]
    check(moved["locations"][0]["physicalLocation"]["region"]["startLine"] == 10, "edited: the race moved to line 10")
    check(moved["partialFingerprints"] == fp, "bank_race sarif: fingerprint survives an edit elsewhere")

    # braid replay shows the same stacks.
    traces = os.path.join(tmp, "traces")
    run("check", os.path.join(PROGRAMS, "bank_race.c"), "--trace-dir", traces)
    replayed = json.loads(run("replay", os.path.join(traces, "bug-1.json"), "--json").stdout)
    check(user_functions(replayed.get("access", {}).get("stack", []))[:1] == ["deposit"] and
          len(user_functions(replayed["access"]["stack"])) == 2, "replay: the race's stacks")

    # A deadlock inside transfer(from, to): each blocked thread's stack names its caller.
    rc, j = check_json("transfer_deadlock.c")
    dl = [b for b in j["bugs"] if b["kind"] == "deadlock"]
    check(rc == 1 and len(dl) == 1, "transfer: one deadlock")
    blocked = {b["thread"]: b for b in dl[0]["blocked"]}
    check(user_functions(blocked[1]["stack"]) == ["transfer", "pay_rent"], f"transfer: thread 1 {blocked[1]}")
    check(user_functions(blocked[2]["stack"]) == ["transfer", "save_money"], "transfer: thread 2 stack")
    check(dl[0]["location"]["function"] == "transfer" and dl[0]["location"]["line"] == 15,
          f"transfer: the bug is shown at the second lock, not at main's join: {dl[0]['location']}")
    keyed = [s for s in dl[0]["trace"]["steps"] if s.get("key")]
    check(len(keyed) == 2 and all(s["op"] == "lock" and s["location"]["line"] == 14 for s in keyed),
          "transfer: key steps are each thread's last acquisition")
    check(len({s["object"] for s in keyed}) == 2 and sorted(s["object"] for s in keyed) == ["mutex `from->lock` #1", "mutex `from->lock` #2"],
          f"transfer: the two mutexes named from->lock are told apart: {[s['object'] for s in keyed]}")
    created = {t["thread"]: t for t in dl[0]["threads"]}
    check(created[1]["created_at"][0]["function"] == "main" and created[1]["created_at"][0]["line"] == 36 and
          created[2]["created_at"][0]["line"] == 37, f"transfer: creation sites at lines 36 and 37: {dl[0]['threads']}")
    text = run("check", os.path.join(PROGRAMS, "transfer_deadlock.c")).stdout
    check("#1 pay_rent" in text and "#1 save_money" in text and "thread 2 created by thread 0 at:" in text,
          "transfer text: both blocked threads' callers and the creation sites")
    keyed_rows = key_lines(text)
    check(len(keyed_rows) == 2 and "in transfer ← pay_rent" in keyed_rows[0] + keyed_rows[1] and
          "in transfer ← save_money" in keyed_rows[0] + keyed_rows[1], f"transfer text: key rows {keyed_rows}")
    sarif, _ = sarif_of("transfer_deadlock.c", tmp)
    validate_sarif(sarif, "transfer sarif")
    check(len(sarif["runs"][0]["results"][0].get("relatedLocations", [])) == 3, "transfer sarif: blocked threads related")
    essential = [st for st in sarif_steps(sarif["runs"][0]["results"][0]) if st[0] == "essential"]
    check(sorted(st[2][1][0] for st in essential) == ["pay_rent", "save_money"] and
          all(st[2][0][0] == "transfer" for st in essential), f"transfer sarif: key steps' stacks {essential}")

    # A lost wake-up: named wait / release / signal steps with the right objects; key steps.
    rc, j = check_json("lost_wakeup.c")
    bug = j["bugs"][0]
    steps = bug["trace"]["steps"]
    ops = {s["op"]: s for s in steps}
    check("signal" in ops and "wait" in ops and "release" in ops, f"lost_wakeup: named steps {list(ops)}")
    check(ops["wait"]["object"] == "condition variable `not_empty`, releasing mutex `m`",
          f"lost_wakeup: wait names both objects: {ops['wait']['object']}")
    check(ops["release"]["object"].startswith("mutex `m`"), "lost_wakeup: the released mutex is m")
    check(not any("mutex `not_empty`" in s["object"] for s in steps), "lost_wakeup: no mutex named after the condvar")
    check(all(s["value"] is None for s in steps if s["op"] in ("signal", "wait", "release")),
          "lost_wakeup: no internal values on condvar steps")
    keyed = {s["op"] for s in steps if s.get("key")}
    check(keyed == {"signal", "wait"}, f"lost_wakeup: key steps are the signal and the wait: {keyed}")
    check(user_functions(ops["wait"]["stack"]) == ["wait_for_item", "consumer"] and
          user_functions(ops["signal"]["stack"]) == ["producer"], "lost_wakeup: the wait's stack names its caller")
    blocked = {b["thread"]: b for b in bug["blocked"]}
    check(blocked[1]["reason"] == "condvar" and user_functions(blocked[1]["stack"]) == ["wait_for_item", "consumer"],
          f"lost_wakeup: the blocked consumer's stack {blocked.get(1)}")
    check({t["thread"]: t["created_at"][0]["line"] for t in bug["threads"] if t["created_at"]} == {1: 33, 2: 34},
          "lost_wakeup: creation sites")
    text = run("check", os.path.join(PROGRAMS, "lost_wakeup.c")).stdout
    keyed_rows = key_lines(text)
    check(len(keyed_rows) == 2 and "signal       condition variable `not_empty`" in keyed_rows[0] and
          "wait         condition variable `not_empty`, releasing mutex `m`" in keyed_rows[1] and
          "in wait_for_item ← consumer" in keyed_rows[1], f"lost_wakeup text: key rows {keyed_rows}")
    check("#1 consumer" in text, "lost_wakeup text: the blocked consumer's caller")
    sarif, _ = sarif_of("lost_wakeup.c", tmp)
    validate_sarif(sarif, "lost_wakeup sarif")
    essential = [st for st in sarif_steps(sarif["runs"][0]["results"][0]) if st[0] == "essential"]
    check(len(essential) == 2 and any("signal" in st[1] for st in essential) and
          any("wait" in st[1] and [f[0] for f in st[2]] == ["wait_for_item", "consumer"] for st in essential),
          f"lost_wakeup sarif: the signal and the wait, with the wait's stack: {essential}")

    # C++: std::thread + std::mutex; user frames first, library frames folded.
    rc, j = check_json("cpp_thread_race.cpp")
    race = [b for b in j["bugs"] if b["kind"] == "data-race"][0]
    check(user_functions(race["access"]["stack"])[0] == "record_unlocked", "cpp: the access is in record_unlocked")
    check(any(f.get("library") for f in race["access"]["stack"]), "cpp: library frames are in the JSON, marked")
    created = {t["thread"]: t for t in race["threads"]}
    check(created[2]["created_at"][0].get("library") and "main" in user_functions(created[2]["created_at"]),
          "cpp: std::thread's constructor, then main")
    check(all(not s["location"]["file"].startswith("/usr/") for s in race["trace"]["steps"] if s.get("key")),
          "cpp: key steps are attributed to user code")
    text = run("check", os.path.join(PROGRAMS, "cpp_thread_race.cpp")).stdout
    full = run("check", os.path.join(PROGRAMS, "cpp_thread_race.cpp"), "--full-stacks").stdout
    lines = text.count("\n")
    check(lines < 60, f"cpp: the text report is short ({lines} lines)")
    check("library frames (--full-stacks shows them)" in text, "cpp: folded library frames are announced")
    check("steps of thread 0 inside std::thread::thread" in text, "cpp: std::thread internals folded into one line")
    check(full.count("\n") > lines and "std::" in full and "/usr/include" not in text.split("trace (")[0],
          "cpp: --full-stacks shows the library frames")
    keys = sorted(s["step"] for s in race["trace"]["steps"] if s.get("key"))
    check(keys == sorted([race["access"]["step"], race["related"][0]["step"]]), f"cpp: key steps are the accesses {keys}")
    check(len(key_lines(text)) == 2, "cpp text: two key rows")
    sarif, _ = sarif_of("cpp_thread_race.cpp", tmp)
    validate_sarif(sarif, "cpp sarif")
    frames = [f for st in sarif_steps(sarif["runs"][0]["results"][0]) for f in st[2]]
    check(frames and not any("/usr/" in f[2] for f in frames), "cpp sarif: library frames folded out of the stacks")
    sarif_full, _ = sarif_of("cpp_thread_race.cpp", tmp, "--full-stacks")
    frames = [f for st in sarif_steps(sarif_full["runs"][0]["results"][0]) for f in st[2]]
    check(any("/usr/" in f[2] for f in frames), "cpp sarif --full-stacks: library frames kept")

    # A lost update inside a helper called by two threads: the assertion's key steps are the
    # stale read, the other thread's write, the overwriting write and the failing read,
    # each with its caller.
    rc, j = check_json("lost_update_helper.c")
    bug = [b for b in j["bugs"] if b["kind"] == "assertion"][0]
    keyed = [s for s in bug["trace"]["steps"] if s.get("key")]
    check([(s["op"], s["value"]) for s in keyed] == [("read", 0), ("write", 1), ("write", 1), ("read", 1)],
          f"lost_update_helper: the lost update's four key steps {[(s['op'], s['value']) for s in keyed]}")
    check(keyed[0]["thread"] == keyed[2]["thread"] != keyed[1]["thread"] and keyed[3]["thread"] == 0,
          "lost_update_helper: one worker reads, the other writes, the first overwrites")
    callers = {user_functions(s["stack"])[1] for s in keyed[:3]}
    check(callers == {"first", "second"} and all(user_functions(s["stack"])[0] == "count_hit" for s in keyed[:3]),
          f"lost_update_helper: the key steps' stacks name count_hit and its callers {callers}")
    check(sorted(bug["key_steps"]) == sorted(s["step"] for s in keyed), "lost_update_helper: key_steps lists them")

    # Values with their C types.
    rc, j = check_json("typed_values.c")
    values = {s["object"]: s for s in j["bugs"][0]["trace"]["steps"] if s["op"] == "write"}
    check(values["temperature"]["value"] == -5 and values["temperature"]["value_text"] == "-5", "values: signed")
    check(values["big"]["value_text"] == "4000000000", "values: unsigned")
    check(values["where"]["value_text"].startswith("0x"), "values: pointer in hex")
    check(values["done"]["value"] == 1 and values["done"]["value_text"] == "true", "values: bool")
    check(values["grade"]["value_text"] == "'a' (97)", "values: char")

    # A `bound` report: the loop is folded in text and SARIF, complete in JSON.
    text = run("check", os.path.join(PROGRAMS, "spin_bound.c"), "--max-steps", "3000").stdout
    check(text.count("\n") < 60 and "more iterations of thread 1's loop (lines 10–11)" in text,
          f"spin_bound: text folds the loop ({text.count(chr(10))} lines)")
    rc, j = check_json("spin_bound.c", "--max-steps", "3000")
    check(len(j["bugs"][0]["trace"]["steps"]) == 2000 and j["bugs"][0]["trace"]["folded"],
          "spin_bound: the JSON keeps the steps and says what text folds")
    sarif, size = sarif_of("spin_bound.c", tmp, "--max-steps", "3000")
    validate_sarif(sarif, "spin_bound sarif")
    check(size < 100_000, f"spin_bound: SARIF stays small ({size} bytes)")

    # main returning a failure status: no `<unknown>` location.
    text = run("check", os.path.join(PROGRAMS, "main_returns.c")).stdout
    check("exit: main returned 1" in text and "<unknown>" not in text, "main_returns: headline")
finally:
    shutil.rmtree(tmp, ignore_errors=True)

check.exit()

#!/usr/bin/env python3
"""End-to-end tests of braidd over pipes (and TCP), against a real `braid` engine.

usage: test_braidd.py --braidd PATH --braid PATH TEST...
tests: session cache cancel storm robust fuzz tcp
"""
import argparse
import contextlib
import json
import os
import random
import re
import shutil
import socket
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import LspClient, children_of, run_named_tests  # noqa: E402
import programs  # noqa: E402

ARGS = None


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def client(tmp, init_options=None, capabilities=None):
    # The daemon's default algorithm (POP), as a user gets it.
    opts = {"timeBudget": 10}
    opts.update(init_options or {})
    c = LspClient([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache"),
                   "--log-level", "debug"], capabilities=capabilities, init_options={"braid": opts})
    caps = c.initialize()["capabilities"]
    check(caps.get("positionEncoding") == "utf-16", caps)
    return c


@contextlib.contextmanager
def session(tmp, init_options=None, capabilities=None):
    """An initialized braidd client that is killed however the test ends."""
    c = client(tmp, init_options, capabilities)
    try:
        yield c
    finally:
        c.kill()


def write(tmp, name, text):
    path = os.path.join(tmp, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def final(p):
    """A publish that is a real result (not a stale re-publication, not the bugs found so far
    by a check still running)."""
    return not any(d.get("data", {}).get("stale") or d.get("data", {}).get("running") for d in p["diagnostics"])


def replayed_first(p):
    """A publish of the previous counterexamples replayed on a new version, before its check
    ends (their trace ids have their own prefix, ending in "r")."""
    ids = [d.get("data", {}).get("traceId", "") for d in p["diagnostics"]]
    return any(i.split("-")[0].endswith("r") for i in ids if i)


def no_children(c, timeout=5.0):
    deadline = time.time() + timeout
    while time.time() < deadline:
        kids = children_of(c.proc.pid)
        if not kids:
            return True
        time.sleep(0.05)
    print("leaked children:", kids, file=sys.stderr)
    return False


def test_session(tmp):
    path = write(tmp, "lost.c", programs.LOST_UPDATE)
    with session(tmp) as c:
        caps = c.request("initialize", {"capabilities": {}})  # a second initialize is an error
        check(caps["error"]["code"] == -32600, "second initialize must fail with -32600: %s" % caps)
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        diags = p["diagnostics"]
        check(len(diags) >= 1, "expected a bug diagnostic, got %s" % p)
        d = [d for d in diags if d["code"] == "assertion"]
        check(d, "expected an assertion diagnostic: %s" % diags)
        d = d[0]
        check(d["source"] == "braid", d)
        check(d["range"]["start"]["line"] == programs.LOST_UPDATE_ASSERT_LINE, "wrong line: %s" % d)
        check("counter == 2" in d["message"], d["message"])
        check(d["severity"] == 1, d)
        check(d["codeDescription"]["href"].endswith("#assertion"), d)
        check(len(d.get("relatedInformation", [])) >= 1, "expected related information: %s" % d)
        check(all(ri["location"]["uri"] == uri for ri in d["relatedInformation"]), d["relatedInformation"])
        trace_id = d["data"]["traceId"]
        check(isinstance(d["data"]["bugId"], int), d)
        # Status notification and progress end.
        c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] == "done", timeout=5)
        c.wait_for(lambda m: m.get("method") == "$/progress" and m["params"]["value"]["kind"] == "end", timeout=5)
        # Code lenses.
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        titles = [(l["range"]["start"]["line"], l["command"]["title"], l["command"]["command"]) for l in lenses]
        check(any(t[0] == 0 and re.match(r"braid: \d+ bugs? in [\d,]+ executions", t[1]) for t in titles), titles)
        replay = [l for l in lenses if l["command"]["command"] == "braid.replay"
                  and l["command"]["title"].endswith("assertion")]
        check(replay and replay[0]["range"]["start"]["line"] == programs.LOST_UPDATE_ASSERT_LINE, titles)
        check(replay[0]["command"]["title"] == "\u25B6 Replay: assertion", titles)
        # Replay returns the full trace.
        r = c.request("workspace/executeCommand", {"command": "braid.replay",
                                                   "arguments": replay[0]["command"]["arguments"]})
        bug = r["result"]
        check(bug["kind"] == "assertion" and bug["trace"]["steps"], bug)
        for k in ("step", "thread", "op", "object", "value", "location", "source"):
            check(k in bug["trace"]["steps"][0], "step lacks %s" % k)
        check(c.request("braid/trace", {"traceId": trace_id})["result"] == bug, "braid/trace differs")
        check(c.request("braid/trace", {"traceId": "nope"})["error"]["code"] == -32602, "unknown trace")
        check(c.request("workspace/executeCommand", {"command": "braid.nope"})["error"]["code"] == -32602, "cmd")
        # Fixed program: re-verified, diagnostics cleared.
        c.save(path, programs.FIXED, version=2)
        p = c.diagnostics(uri, pred=lambda p: final(p), timeout=60)
        check(p["diagnostics"] == [], "fixed program should be clean: %s" % p)
        check(p.get("version") == 2, p)
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses and "no bugs" in lenses[0]["command"]["title"], lenses)
        check("nondet" not in lenses[0]["command"]["title"], lenses)
        # A verdict that explored int values over a bounded set and cut every run short says
        # so in its summary.
        nondet = write(tmp, "nondet.c", "extern int __VERIFIER_nondet_int(void);\n"
                       "extern void __VERIFIER_assume(int);\n"
                       "int main(void) { __VERIFIER_assume(__VERIFIER_nondet_int() * 2 == 14); return 0; }\n")
        nuri = c.open(nondet)
        c.save(nondet)
        c.diagnostics(nuri, pred=final, timeout=60)
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": nuri}})["result"]
        title = lenses[0]["command"]["title"] if lenses else ""
        check("nondet values bounded" in title and "every run cut by an assume" in title, lenses)
        check(no_children(c), "engine processes leaked")
        code = c.shutdown_exit()
        check(code == 0, "exit code %s" % code)


# A preprocessed program (`gcc -E` output: no #include left), lost update; the assertion is on
# line 8 (0-based 7).
PREPROCESSED_LOST_UPDATE = """typedef unsigned long int pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
int counter;
void *inc(void *arg) { int seen = counter; counter = seen + 1; return arg; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, inc, 0); pthread_create(&b, 0, inc, 0); pthread_join(a, 0); pthread_join(b, 0);
  if (counter != 2) __assert_fail("counter == 2", "lost.i", 8, "main");
  return 0; }
"""


def test_preprocessed(tmp):
    # braidd verifies the preprocessed .i / .ii files `braid check` takes (one list of
    # extensions, frontend/source_language.h), whatever language the editor gives them
    # (an editor often has none for .i). Before, braidd ignored them on save.
    with session(tmp) as c:
        for name, text in (("lost.i", PREPROCESSED_LOST_UPDATE),
                           ("lost.ii", 'extern "C" {\n' + PREPROCESSED_LOST_UPDATE.replace("int main", "}\nint main"))):
            path = write(tmp, name, text)
            uri = c.open(path, language_id="plaintext")
            c.save(path)
            p = c.diagnostics(uri, pred=final, timeout=60)
            codes = [d["code"] for d in p["diagnostics"]]
            check("assertion" in codes, "%s: expected an assertion diagnostic, got %s" % (name, p))
        check(no_children(c), "engine processes leaked")
        check(c.shutdown_exit() == 0, "exit code")


def test_cache(tmp):
    path = write(tmp, "lost.c", programs.LOST_UPDATE)
    with session(tmp) as c:
        uri = c.open(path)
        r = c.request("workspace/executeCommand", {"command": "braid.verify", "arguments": [uri]}, timeout=60)
        check(r["result"]["state"] == "done" and r["result"]["bugs"] >= 1 and not r["result"]["cached"], r)
        c.diagnostics(uri, pred=final)
        t0 = time.time()
        r = c.request("workspace/executeCommand", {"command": "braid.verify", "arguments": [uri]}, timeout=60)
        check(r["result"]["cached"], "unchanged re-verify must hit the cache: %s" % r)
        check(time.time() - t0 < 1.0, "cache hit too slow")
        # Comments and new lines above the code: still a cache hit, and the diagnostic moves.
        shifted = "// a comment\n/* and\n   another */\n" + programs.LOST_UPDATE.replace("int counter;", "int   counter; // x")
        c.pump(0.2)
        c.inbox.clear()
        c.save(path, shifted, version=2)
        p = c.diagnostics(uri, pred=final)
        check(p.get("version") == 2, p)
        d = [d for d in p["diagnostics"] if d["code"] == "assertion"][0]
        check(d["range"]["start"]["line"] == programs.LOST_UPDATE_ASSERT_LINE + 3, "not remapped: %s" % d)
        r = c.request("workspace/executeCommand", {"command": "braid.verify", "arguments": [uri]}, timeout=60)
        check(r["result"]["cached"], r)
        bug = c.request("braid/trace", {"traceId": d["data"]["traceId"]})["result"]
        check(bug["location"]["line"] == programs.LOST_UPDATE_ASSERT_LINE + 4, "trace not remapped: %s" % bug["location"])
        # A real change is re-verified (not cached). The previous counterexamples are first
        # replayed on the changed program: the still-present bug is published (with a trace of
        # the new program) before the full check's result.
        c.pump(0.2)
        c.inbox.clear()
        t0 = time.time()
        c.save(path, programs.LOST_UPDATE.replace("int counter;", "int counter; int other;"), version=3)
        first = c.diagnostics(uri, timeout=60)
        first_s = time.time() - t0
        replayed = [d for d in first["diagnostics"] if d["code"] == "assertion"]
        check(final(first) and replayed and replayed[0]["data"]["traceId"].split("-")[0].endswith("r"),
              "first publish should be the replayed bug: %s" % first)
        bug = c.request("braid/trace", {"traceId": replayed[0]["data"]["traceId"]})["result"]
        check(bug["kind"] == "assertion" and bug["trace"]["steps"], bug)
        p = c.diagnostics(uri, pred=lambda p: final(p) and not p["diagnostics"][0]["data"]["traceId"].split("-")[0].endswith("r"),
                          timeout=60)
        check(any(d["code"] == "assertion" for d in p["diagnostics"]), p)
        print("replayed bug after %.0f ms, full result after %.0f ms" % (1000 * first_s, 1000 * (time.time() - t0)))
        # A change that fixes the bug: nothing reproduces, the old bugs are shown as stale
        # until the check publishes the clean result.
        c.pump(0.2)
        c.inbox.clear()
        c.save(path, programs.FIXED, version=4)
        first = c.diagnostics(uri, timeout=60)
        check(first["diagnostics"] and all(d["data"].get("stale") for d in first["diagnostics"]), first)
        p = c.diagnostics(uri, pred=final, timeout=60)
        check(p["diagnostics"] == [], p)
        check(c.shutdown_exit() == 0, "exit code")


def test_cancel(tmp):
    path = write(tmp, "long.c", programs.LONG)
    with session(tmp, {"timeBudget": 60}) as c:
        uri = c.open(path)
        rid = c.request("workspace/executeCommand", {"command": "braid.verify", "arguments": [uri]}, wait=False)
        time.sleep(1.0)
        check(children_of(c.proc.pid), "an engine should be running")
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check([l["command"]["title"] for l in lenses][:1] == ["braid: verifying\u2026"] or
              lenses[0]["command"]["title"].startswith("braid: verifying\u2026 ("), "lens while verifying: %s" % lenses)
        c.notify("$/cancelRequest", {"id": rid})
        r = c.response(rid, timeout=10)
        check(r.get("error", {}).get("code") == -32800, "expected RequestCancelled: %s" % r)
        check(no_children(c), "cancelled engine still running")
        # The lens no longer says "verifying" once the run is cancelled.
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses == [], "lens after the cancel: %s" % lenses)
        # braid.stop with nothing running.
        r = c.request("workspace/executeCommand", {"command": "braid.stop", "arguments": []})
        check(r["result"] == {"stopped": 0}, r)
        check(c.shutdown_exit() == 0, "exit code")


def test_storm(tmp):
    path = write(tmp, "storm.c", programs.LOST_UPDATE)
    with session(tmp) as c:
        uri = c.open(path)
        n = 50
        t0 = time.time()
        for i in range(n):
            text = programs.LOST_UPDATE.replace("int counter;", "int counter; int pad%d;" % i)
            c.save(path, text, version=i + 2)
            time.sleep(max(0.0, (i + 1) * (1.0 / n) - (time.time() - t0)))
        last = n + 1
        # A run that ends before the next save reaches braidd is rightly published (on a
        # loaded machine the saves can stall for a moment, and a cached compile verifies this
        # program in milliseconds); what must hold is that results come in version order,
        # end with the last version, and superseded runs are mostly cancelled, not published.
        # A save whose previous result had a bug first publishes that bug replayed on the new
        # text (a real result, trace id "<key>r-N", see test_replay_first), then the full
        # check's result for the same version: wait for the latter.
        finals = []
        while True:
            p = c.diagnostics(uri, pred=final, timeout=60)
            finals.append(p.get("version"))
            if (p.get("version") == last and not replayed_first(p)) or len(finals) > 8:
                break
        check(finals[-1] == last, "final publishes must end with the last version: %s" % finals)
        check(finals == sorted(finals), "final publishes out of version order: %s" % finals)
        check(any(d["code"] == "assertion" for d in p["diagnostics"]), p)
        time.sleep(1.5)
        c.pump(0.1)
        more = [m for m in c.inbox if m.get("method") == "textDocument/publishDiagnostics" and final(m["params"])]
        check(not more, "extra publishes after the storm: %s" % [m["params"].get("version") for m in more])
        check(no_children(c), "leaked engine processes after the storm")
        check(c.shutdown_exit() == 0, "exit code")


def test_robust(tmp):
    with session(tmp, {"timeBudget": 3, "memoryLimitMB": 1024}) as c:
        for name, text in (("segv.c", programs.SEGFAULT), ("loop.c", programs.LOOP), ("alloc.c", programs.ALLOC),
                           ("nomain.c", programs.NO_MAIN), ("cerr.c", programs.COMPILE_ERROR)):
            path = write(tmp, name, text)
            uri = c.open(path)
            t0 = time.time()
            c.save(path)
            p = c.diagnostics(uri, pred=final, timeout=60)
            codes = [d["code"] for d in p["diagnostics"]]
            print("%s -> %s in %.1fs: %s" % (name, codes, time.time() - t0,
                                             [d["message"][:100] for d in p["diagnostics"]]))
            check(p["diagnostics"], "%s: expected a diagnostic" % name)
            if name == "nomain.c":
                check(codes == ["no-main"], codes)
            if name == "cerr.c":
                check("compile-error" in codes, codes)
                check(p["diagnostics"][0]["range"]["start"]["line"] == 0, p)
            # Still serving.
            r = c.request("braid/trace", {"traceId": "x"}, timeout=5)
            check(r["error"]["code"] == -32602, r)
            check(no_children(c), "leaked engine after %s" % name)
        path = write(tmp, "lost.c", programs.LOST_UPDATE)
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        check(any(d["code"] == "assertion" for d in p["diagnostics"]), p)
        check(c.shutdown_exit() == 0, "exit code")


def test_fuzz(tmp):
    rng = random.Random(20240611)
    expected = []  # (id or None, code) for each malformed message that must get an answer
    methods = ["textDocument/codeLens", "braid/trace", "workspace/executeCommand", "textDocument/hover", "x/y", "$/z"]
    with session(tmp) as c:
        count = 0
        for round_ in range(60):
            for _ in range(50):
                count += 1
                kind = rng.randrange(9)
                if kind == 0:  # invalid JSON
                    body = bytes(rng.randrange(32, 127) for _ in range(rng.randrange(1, 40))) + b"{"
                    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
                    expected.append((None, -32700))
                elif kind == 1:  # bad header, then recovery
                    c.send_raw(rng.choice([b"Content-Length: x\r\n\r\n", b"Bogus\r\n\r\n", b"X-A: 1\r\n\r\n"]))
                    expected.append((None, -32700))
                elif kind == 2:  # valid JSON, not a valid request
                    v = rng.choice([[1, 2], 3, "s", None, {"jsonrpc": "1.0", "id": 1, "method": "m"},
                                    {"jsonrpc": "2.0", "id": 1.5, "method": "m"}, {"jsonrpc": "2.0", "method": 7}])
                    c.send(v)
                    expected.append(("any", -32600))
                elif kind == 3:  # unknown method request
                    rid = "u%d" % count
                    c.send({"jsonrpc": "2.0", "id": rid, "method": "nonexistent/%d" % rng.randrange(100)})
                    expected.append((rid, -32601))
                elif kind == 4:  # unknown notifications and $/ notifications: silence
                    c.send({"jsonrpc": "2.0", "method": rng.choice(["foo/bar", "$/setTrace", "$/x"]),
                            "params": {"v": rng.random()}})
                elif kind == 5:  # wrong params
                    rid = "w%d" % count
                    m = rng.choice([("braid/trace", {"traceId": 5}), ("textDocument/codeLens", {"x": 1}),
                                    ("workspace/executeCommand", {"command": 3}),
                                    ("workspace/executeCommand", {"command": "braid.replay", "arguments": [1]})])
                    c.send({"jsonrpc": "2.0", "id": rid, "method": m[0], "params": m[1]})
                    expected.append((rid, -32602))
                elif kind == 6:  # notifications with broken params must not crash
                    c.send({"jsonrpc": "2.0", "method": rng.choice(["textDocument/didOpen", "textDocument/didChange",
                                                                     "textDocument/didSave", "workspace/didChangeConfiguration",
                                                                     "workspace/didChangeWatchedFiles"]),
                            "params": rng.choice([{}, {"textDocument": 3}, {"settings": {"braid": {"threads": "x"}}},
                                                  {"textDocument": {"uri": "file:///nonexistent.c", "version": 1},
                                                   "contentChanges": [{"range": 5, "text": "x"}]}])})
                elif kind == 7:  # random bytes (never valid JSON: they start with "{\x00") in a frame
                    body = b"{\x00" + bytes(rng.randrange(256) for _ in range(rng.randrange(0, 64)))
                    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
                    expected.append((None, -32700))
                else:  # a message split into tiny chunks
                    body = json.dumps({"jsonrpc": "2.0", "id": "s%d" % count, "method": "braid/trace",
                                       "params": {"traceId": "none"}}).encode()
                    frame = b"Content-Length: %d\r\n\r\n" % len(body) + body
                    for i in range(0, len(frame), 3):
                        c.send_raw(frame[i:i + 3])
                    expected.append(("s%d" % count, -32602))
            r = c.request("braid/trace", {"traceId": "probe"}, timeout=10)
            check(r["error"]["code"] == -32602, "server lost after round %d: %s" % (round_, r))
        # Match the answers: every error response, in order.
        errors = [m for m in c.inbox if "error" in m and "method" not in m]
        exp = [e for e in expected if e[0] != "skip"]
        check(len(errors) == len(exp), "expected %d error replies, got %d" % (len(exp), len(errors)))
        for i, ((eid, code), m) in enumerate(zip(exp, errors)):
            if m["error"]["code"] != code:
                print("mismatch at %d: expected %s, context %s" % (i, exp[max(0, i - 3):i + 3],
                                                                   errors[max(0, i - 3):i + 3]), file=sys.stderr)
            if eid not in (None, "any"):
                check(m["id"] == eid, "id mismatch %s vs %s" % (m, eid))
            if eid is None:
                check(m["id"] is None, m)
            check(m["error"]["code"] == code, "expected %s got %s" % (code, m))
        check(c.proc.poll() is None, "braidd died")
        print("fuzz: %d messages, %d error replies, all as expected" % (count, len(errors)))
        check(c.shutdown_exit() == 0, "exit code")


def test_tcp(tmp):
    bad = subprocess.run([ARGS.braidd, "--braid", ARGS.braid, "--listen", "0.0.0.0:0"], capture_output=True, timeout=10)
    check(bad.returncode == 2, "non-loopback --listen must be refused: %s" % bad)
    p = subprocess.Popen([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache"),
                          "--listen", "127.0.0.1:0"], stderr=subprocess.PIPE, text=True)
    try:
        token_line = p.stderr.readline()
        check("token in " in token_line, token_line)
        token = open(token_line.strip().split("token in ", 1)[1]).read().strip()
        line = p.stderr.readline()
        check("listening on 127.0.0.1:" in line, line)
        port = int(line.strip().rsplit(":", 1)[1])
        s = socket.create_connection(("127.0.0.1", port), timeout=10)

        def send(msg):
            body = json.dumps(msg).encode()
            s.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)

        def recv():
            buf = b""
            while b"\r\n\r\n" not in buf:
                buf += s.recv(4096)
            head, _, rest = buf.partition(b"\r\n\r\n")
            n = int(head.split(b":")[1])
            while len(rest) < n:
                rest += s.recv(4096)
            return json.loads(rest[:n])

        # The token braidd wrote (readable by this user only) authenticates the session;
        # tests/e2e/lsp/test_security.py covers the refusals.
        send({"jsonrpc": "2.0", "id": 2, "method": "initialize",
              "params": {"capabilities": {}, "initializationOptions": {"braiddToken": token}}})
        check("executeCommandProvider" in recv()["result"]["capabilities"], "initialize over TCP")
        send({"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
        check(recv()["result"] is None, "shutdown")
        send({"jsonrpc": "2.0", "method": "exit"})
        check(p.wait(10) == 0, "exit code over TCP")
    finally:
        if p.poll() is None:
            p.kill()


def test_exit_without_shutdown(tmp):
    c = client(tmp)
    c.notify("exit")
    check(c.proc.wait(10) == 1, "exit without shutdown must be code 1")


def test_engine_failures(tmp):
    """braidd against a misbehaving engine (fake_braid.sh): hang, crash, memory growth."""
    fake = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_braid.sh")
    c = LspClient([ARGS.braidd, "--braid", fake, "--cache-dir", os.path.join(tmp, "cache")],
                  init_options={"timeBudget": 1, "memoryLimitMB": 200, "algorithm": "dfs"})
    c.initialize()
    try:
        for mode, code, words in (("hang", "timeout", "time budget"), ("segv", "engine-crash", "SIGSEGV"),
                                  ("memory", "engine-crash", "memory")):
            path = write(tmp, mode + ".c", "// braid-fake: %s\nint main(void) { return 0; }\n" % mode)
            uri = c.open(path)
            t0 = time.time()
            c.save(path)
            p = c.diagnostics(uri, pred=final, timeout=30)
            print("%s -> %.1fs %s" % (mode, time.time() - t0, [d["message"] for d in p["diagnostics"]]))
            check(p["diagnostics"] and p["diagnostics"][0]["code"] == code, p)
            check(words in p["diagnostics"][0]["message"], p)
            c.wait_for(lambda m: m.get("method") == "window/showMessage" and words in m["params"]["message"], 5)
            check(no_children(c), "engine (or its children) leaked after %s" % mode)
            r = c.request("braid/trace", {"traceId": "x"}, timeout=5)
            check(r["error"]["code"] == -32602, r)
        # An engine that does not know the configured algorithm: fall back to dfs, say so.
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"algorithm": "pop"}}})
        path = write(tmp, "algo.c", "// braid-fake: algo\nint main(void) { return 0; }\n")
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=30)
        check(p["diagnostics"] == [], p)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "falling back to dfs" in m["params"]["message"], 5)
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses and re.fullmatch(r"braid: 7 executions, no bugs \(DFS, \d+ ms\)", lenses[0]["command"]["title"]), lenses)
        check(c.shutdown_exit() == 0, "exit code")
    finally:
        c.kill()


def test_shutdown_kills_engine(tmp):
    path = write(tmp, "long.c", programs.LONG)
    with session(tmp, {"timeBudget": 60}) as c:
        uri = c.open(path)
        c.save(path)
        time.sleep(1.0)
        kids = children_of(c.proc.pid)
        check(kids, "an engine should be running")
        check(c.shutdown_exit() == 0, "exit code")
        for k in kids:
            check(not os.path.exists("/proc/%d" % k) or open("/proc/%d/stat" % k).read().split()[2] == "Z",
                  "engine %d survived shutdown" % k)


def test_project(tmp):
    """compile_commands.json: the target is main.c + worker.c with the database's flags;
    a changed database (didChangeWatchedFiles) changes the verdict; a code-loading flag in it
    is dropped by the engine's flag policy (the compile still works)."""
    proj = os.path.join(tmp, "proj")
    os.makedirs(os.path.join(proj, "include"))
    write(proj, "include/config.h", programs.PROJECT_CONFIG_H)
    worker = write(proj, "worker.c", programs.PROJECT_WORKER_C)
    main_c = write(proj, "main.c", programs.PROJECT_MAIN_C)
    db = os.path.join(proj, "compile_commands.json")

    def write_db(defines):
        with open(db, "w") as f:
            json.dump([{"directory": proj, "file": name,
                        "arguments": ["cc", "-Iinclude", "-fplugin=/nonexistent/evil.so"] + defines +
                                     ["-c", name, "-o", name + ".o"]}
                       for name in ("main.c", "worker.c")], f)

    write_db(["-DUNUSED=1"])
    with session(tmp) as c:
        uri = c.open(worker)
        c.save(worker)
        p = c.diagnostics(uri, pred=final, timeout=60)
        asserts = [d for d in p["diagnostics"] if d["code"] == "assertion"]
        check(asserts and asserts[0]["range"]["start"]["line"] == programs.PROJECT_WORKER_ASSERT_LINE, p)
        # The trace runs through main.c: the program really is both files.
        bug = c.request("braid/trace", {"traceId": asserts[0]["data"]["traceId"]})["result"]
        files = {os.path.basename(st["location"]["file"]) for st in bug["trace"]["steps"] if st.get("location")}
        check("main.c" in files and "worker.c" in files, files)
        # The database now defines LOCKED: the same save verifies a race-free program.
        write_db(["-DLOCKED"])
        c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + db, "type": 2}]})
        c.save(worker)
        p = c.diagnostics(uri, pred=final, timeout=60)
        check(p["diagnostics"] == [], "LOCKED from the database should fix the bug: %s" % p)
        # Saving main.c verifies the same program (main.c is in the target too).
        uri_main = c.open(main_c)
        c.save(main_c)
        p = c.diagnostics(uri_main, pred=final, timeout=60)
        check(p["diagnostics"] == [], p)
        check(c.shutdown_exit() == 0, "exit code")


def test_bad_programs(tmp):
    """Programs that attack the verdict, through braidd (docs/security-isolation.md): a fake
    verdict, exit_group, exec, a grandchild that leaves the process group, unbounded memory.
    Each gets a clear result (never "no bugs", never cached when incomplete), the job ends
    and frees the engine slot, and no process survives."""
    bad = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "programs", "bad")
    for f in os.listdir(bad):
        shutil.copy(os.path.join(bad, f), tmp)

    def survivors(daemon=None):
        out = []
        for d in os.listdir("/proc"):
            try:
                with open("/proc/%s/cmdline" % d, "rb") as f:
                    if d.isdigit() and int(d) != daemon and os.path.join(tmp, "").encode() in f.read() \
                            and b"braidd" not in open("/proc/%s/comm" % d, "rb").read():
                        out.append(int(d))
            except OSError:
                pass
        return out

    with session(tmp, {"timeBudget": 10, "memoryLimitMB": 300}) as c:
        def verify(name, timeout=40):
            path = os.path.join(tmp, name)
            uri = c.open(path)
            t0 = time.time()
            c.save(path)
            p = c.diagnostics(uri, pred=final, timeout=timeout)
            print("%s -> %.1fs %s" % (name, time.time() - t0, [(d["code"], d["message"][:90]) for d in p["diagnostics"]]))
            check(no_children(c), "engine (or the program's processes) leaked after %s" % name)
            left = survivors()
            for pid in left:
                print("survivor", pid, open("/proc/%d/stat" % pid).read()[:80], file=sys.stderr)
            check(not left, "processes of %s survived: %s" % (name, left))
            return uri, p["diagnostics"]

        # A grandchild that leaves the process group and sleeps: the bugs come, the job ends.
        uri, diags = verify("fork_setsid_sleeper.c")
        check(any(d["code"] == "assertion" for d in diags), diags)
        # ... and the engine slot is free for the next file at once.
        lost = write(tmp, "lost.c", programs.LOST_UPDATE)
        t0 = time.time()
        verify("lost.c")
        check(time.time() - t0 < 20, "the next file waited %.1f s" % (time.time() - t0))
        # Fake verdicts on stdout / stderr (the real write): ignored, the real bugs shown.
        uri, diags = verify("flood_output_raw.c")
        check(any(d["code"] == "assertion" for d in diags), diags)
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses and "no bugs" not in lenses[0]["command"]["title"], lenses)
        # exit_group(0) and exec: an incomplete verdict that says what the program did, not cached.
        for name, words in (("exit_group_raw.c", "ended the engine process"), ("execve_raw.c", "exec")):
            uri, diags = verify(name)
            check(diags and diags[0]["code"] == "engine-crash" and "incomplete" in diags[0]["message"]
                  and words in diags[0]["message"], diags)
            c.wait_for(lambda m: m.get("method") == "window/showMessage" and words in m["params"]["message"], 5)
            r = c.request("workspace/executeCommand", {"command": "braid.verify", "arguments": [uri]}, timeout=60)
            check(not r["result"].get("cached"), "an incomplete verdict was cached: %s" % r)
            check(no_children(c), "leaked after re-verifying %s" % name)
        # Memory: the supervisor's limit (memoryLimitMB), with a clear message.
        uri, diags = verify("mmap_loop.c")
        check(diags and "memory limit exceeded" in diags[0]["message"], diags)
        check(c.shutdown_exit() == 0, "exit code")
    check(not survivors(), "processes survived braidd: %s" % survivors())
    # braidd killed outright while the program's escaped grandchild and the engine sleep.
    stuck = write(tmp, "stuck.c", '#include <unistd.h>\n#include "real_libc.h"\nint main(void) {\n'
                  '  if (REAL(fork)() == 0) REAL(setsid)();\n  REAL(sleep)(1000);\n  return 0;\n}\n')
    c = client(tmp, {"timeBudget": 60})
    try:
        c.open(stuck)
        c.save(stuck)
        deadline = time.time() + 20
        while time.time() < deadline and len(survivors(c.proc.pid)) < 3:  # braid, engine, grandchild
            time.sleep(0.1)
        check(len(survivors(c.proc.pid)) >= 3, "the stuck program did not start: %s" % survivors(c.proc.pid))
    finally:
        c.kill()
    deadline = time.time() + 5
    while time.time() < deadline and survivors():
        time.sleep(0.1)
    check(not survivors(), "processes survived a killed braidd: %s" % survivors())


def test_incomplete(tmp):
    """A verification stopped by a budget shows an Information diagnostic at the top of the
    file saying what was and was not covered (decided from the engine's typed JSON)."""
    src = ("#include <pthread.h>\n"
           "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;\n"
           "int counter;\n"
           "void *w(void *a) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); return 0; }\n"
           "int main(void) {\n"
           "  pthread_t t[3];\n"
           "  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, w, 0);\n"
           "  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);\n"
           "  return 0;\n"
           "}\n")
    path = write(tmp, "budget.c", src)
    with session(tmp, {"maxExecutions": 2, "algorithm": "dfs"}) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        notes = [d for d in p["diagnostics"] if d["code"] == "incomplete"]
        check(len(notes) == 1, "expected one incomplete diagnostic: %s" % p)
        d = notes[0]
        check(d["severity"] == 3 and d["range"]["start"]["line"] == 0, d)
        check(d["message"].startswith("braid: verification INCOMPLETE") and "2 executions" in d["message"] and
              "execution limit (2)" in d["message"], d["message"])
        check(d["data"]["incomplete"] == ["execution-limit"], d)
        check(d["codeDescription"]["href"].endswith("docs/bugs.md#incomplete-verdicts"), d)
        # The code lens says why in a few words.
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses and lenses[0]["command"]["title"].startswith("braid: \u2265 2 executions, no bugs") and
              "execution limit reached" in lenses[0]["command"]["title"], lenses)
        # The same program verified completely: no incomplete diagnostic.
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"maxExecutions": None}}})
        c.save(path, src + "// complete now\n", version=2)
        p = c.diagnostics(uri, pred=lambda p: final(p) and p.get("version") == 2, timeout=60)
        check(p["diagnostics"] == [], "a complete verification has no incomplete diagnostic: %s" % p)
        check(c.shutdown_exit() == 0, "exit code")
    # A run cut by a construct braid does not support: the lens names it (it used to read
    # "budget reached", as if a limit had stopped it).
    path = write(tmp, "cancel.c", "#include <pthread.h>\n"
                 "void *w(void *a) { pthread_setcanceltype(PTHREAD_CANCEL_ASYNCHRONOUS, 0); return a; }\n"
                 "int main(void) {\n"
                 "  pthread_t t;\n"
                 "  pthread_create(&t, 0, w, 0);\n"
                 "  pthread_cancel(t);\n"
                 "  pthread_join(t, 0);\n"
                 "  return 0;\n"
                 "}\n")
    with session(tmp) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        check([d for d in p["diagnostics"] if d["code"] == "incomplete"], "no incomplete diagnostic: %s" % p)
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        check(lenses and "unsupported construct reached" in lenses[0]["command"]["title"] and
              "budget" not in lenses[0]["command"]["title"], lenses)
        check(c.shutdown_exit() == 0, "exit code")
    # The early-timeout bound (setting earlyTimeouts): with the default 1 a worker that gives up
    # after two timed-out waits hides its bug and the verdict says so; with 2 the bug is found.
    src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "programs", "verdicts",
                            "timeouts_worker_gives_up_after_two_waits_bug.c")).read()
    path = write(tmp, "gives_up.c", src)
    with session(tmp) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        notes = [d for d in p["diagnostics"] if d["code"] == "incomplete"]
        check(len(notes) == 1 and notes[0]["data"]["incomplete"] == ["early-timeout-bound"] and
              "up to 1 early timeout per thread" in notes[0]["message"],
              "expected the early-timeout bound in the verdict: %s" % p)
        check(not [d for d in p["diagnostics"] if d["code"] == "assertion"], "found with one early timeout? %s" % p)
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"earlyTimeouts": 2}}})
        c.save(path, src + "// two early timeouts\n", version=2)
        p = c.diagnostics(uri, pred=lambda p: final(p) and p.get("version") == 2, timeout=60)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "--early-timeouts=2" in m["params"]["message"],
                   timeout=5)
        check([d for d in p["diagnostics"] if d["code"] == "assertion"], "earlyTimeouts 2: the assertion: %s" % p)
        check(c.shutdown_exit() == 0, "exit code")
    # The weak-memory gap (docs/memory_model.md) and the setting memoryModel: store buffering
    # with relaxed atomics is incomplete under the default c11; "sc" states SC semantics.
    src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "programs", "verdicts",
                            "weak12_sb_relaxed_gap.c")).read()
    path = write(tmp, "sb_relaxed.c", src)
    with session(tmp) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        notes = [d for d in p["diagnostics"] if d["code"] == "incomplete"]
        check(len(notes) == 1 and notes[0]["data"]["incomplete"] == ["weak-memory"],
              "expected the weak-memory gap: %s" % p)
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"memoryModel": "sc"}}})
        c.save(path, src + "// under SC\n", version=2)
        p = c.diagnostics(uri, pred=lambda p: final(p) and p.get("version") == 2, timeout=60)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "--memory-model=sc" in m["params"]["message"],
                   timeout=5)
        check(not [d for d in p["diagnostics"] if d["code"] == "incomplete"], "memoryModel sc: complete: %s" % p)
        check(c.shutdown_exit() == 0, "exit code")


def test_jobs(tmp):
    """braidd explores on the pool (`jobs`): the same result as the CLI on one worker."""
    path = write(tmp, "lost.c", programs.LOST_UPDATE)
    cli = json.loads(subprocess.run([ARGS.braid, "check", path, "--json", "--algo=dfs", "--jobs", "1"],
                                    capture_output=True, text=True).stdout)
    with session(tmp, {"jobs": 2, "algorithm": "dfs"}) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "--jobs 2" in m["params"]["message"],
                   timeout=5)
        check(sorted(d["code"] for d in p["diagnostics"]) == sorted(b["kind"] for b in cli["bugs"]),
              "diagnostics %s vs CLI bugs %s" % (p["diagnostics"], cli["bugs"]))
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        title = lenses[0]["command"]["title"]
        m = re.match(r"braid: (\d+) bugs? in ([\d,]+) executions", title)
        check(m and int(m.group(1)) == len(cli["bugs"]) and int(m.group(2).replace(",", "")) == cli["executions"],
              "summary %r vs CLI %d bugs in %d executions" % (title, len(cli["bugs"]), cli["executions"]))
        # The kept trace is the canonically first one, whatever the workers did.
        replay = [l for l in lenses if l["command"]["command"] == "braid.replay"]
        r = c.request("workspace/executeCommand", {"command": "braid.replay",
                                                   "arguments": replay[0]["command"]["arguments"]})
        bug = r["result"]
        cli_bug = [b for b in cli["bugs"] if b["kind"] == bug["kind"]][0]
        check([s["thread"] for s in bug["trace"]["steps"]] == [s["thread"] for s in cli_bug["trace"]["steps"]],
              "trace %s vs CLI %s" % (bug["trace"]["steps"], cli_bug["trace"]["steps"]))
        check(c.shutdown_exit() == 0, "exit code")
    # QPOR with jobs = 2 (split over the pool: docs/algorithms.md, "QPOR on the work pool"):
    # the same bugs and configurations as the CLI on one worker.
    path = write(tmp, "order.c", programs.LOCK_ORDER_DEADLOCK)
    cli = json.loads(subprocess.run([ARGS.braid, "check", path, "--json", "--algo=qpor", "--jobs", "1"],
                                    capture_output=True, text=True).stdout)
    check(cli["bugs"] and cli["executions"] > 1, "the CLI finds the deadlock: %s" % cli.get("bugs"))
    with session(tmp, {"jobs": 2, "algorithm": "qpor"}) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=final, timeout=60)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "--jobs 2" in m["params"]["message"]
                   and "--algo=qpor" in m["params"]["message"], timeout=5)
        # (A deadlock shows at each blocked thread's operation: one bug, several diagnostics.)
        check(sorted({(d["code"], d["data"]["bugId"]) for d in p["diagnostics"]}) ==
              sorted((b["kind"], b["id"]) for b in cli["bugs"]),
              "qpor: diagnostics %s vs CLI bugs %s" % ([d["message"] for d in p["diagnostics"]],
                                                       [b["summary"] for b in cli["bugs"]]))
        lenses = c.request("textDocument/codeLens", {"textDocument": {"uri": uri}})["result"]
        m = re.match(r"braid: (\d+) bugs? in ([\d,]+) executions", lenses[0]["command"]["title"])
        check(m and int(m.group(2).replace(",", "")) == cli["executions"],
              "qpor: summary %r vs CLI %d executions" % (lenses[0]["command"]["title"], cli["executions"]))
        check(c.shutdown_exit() == 0, "exit code")


def test_hunt(tmp):
    """A deep bug that the exhaustive run does not reach in its budget: hunting finds it, the
    engine streams it, and braidd publishes it (replayable) while the check still runs; the
    status carries the typed estimate (issue 17)."""
    src = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "bench", "hunt",
                            "fib_lockstep.c")).read()
    path = write(tmp, "fib.c", src)
    with session(tmp, {"timeBudget": 60}) as c:
        uri = c.open(path)
        c.save(path)
        p = c.diagnostics(uri, pred=lambda p: any(d["code"] == "assertion" for d in p["diagnostics"]), timeout=60)
        done = [m for m in c.inbox if m.get("method") == "braid/status" and m["params"]["state"] == "done"]
        check(not done, "the bug came only with the final result: %s" % done)
        d = [d for d in p["diagnostics"] if d["code"] == "assertion"][0]
        bug = c.request("workspace/executeCommand", {"command": "braid.replay",
                                                     "arguments": [{"traceId": d["data"]["traceId"]}]})["result"]
        check(bug["kind"] == "assertion" and bug.get("found_by"), "replayed %s" % bug)
        # pop: hunting's estimate of the classes once settled, else what is certain, typed.
        est = c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] == "verifying" and
                         (m["params"].get("estimatedTotal", 0) > 1 or m["params"].get("atLeast", 0) > 1), timeout=30)
        check(est is not None, "no estimatedTotal or atLeast in braid/status")
        check(any(t in est["params"]["summary"] for t in ("total (estimate", "total (rough estimate", "(no estimate yet)")),
              est)
        # The bug found so far, typed in the status.
        c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] == "verifying" and
                   m["params"].get("bugs", 0) >= 1, timeout=30)
        check(c.request("workspace/executeCommand", {"command": "braid.stop", "arguments": []})["result"]["stopped"] == 1,
              "the check had ended")
        check(c.shutdown_exit() == 0, "exit code")


def test_estimate(tmp):
    """POP's estimate in braid/status (issue 17): the typed fields (estimatedTotal, fraction,
    estimateError, atLeast, exceedsBudget) and the summary, on a space far beyond the budget."""
    path = write(tmp, "pairs.c", "\n".join([
        "#include <pthread.h>", "#include <stdatomic.h>", "atomic_int n;",
        "void *w(void *p) { for (int i = 0; i < 12; i++) atomic_fetch_add(&n, 1); return p; }",
        "int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);",
        "  pthread_join(a, 0); pthread_join(b, 0); return 0; }", ""]))
    with session(tmp, {"timeBudget": 4}) as c:
        uri = c.open(path)
        c.save(path)
        est = c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] == "verifying" and
                         m["params"].get("estimatedTotal", 0) > 0 and m["params"].get("exceedsBudget"), timeout=60)
        check(est is not None, "no settled estimate beyond the budget in braid/status")
        p = est["params"]
        check(2704156 / 2 <= p["estimatedTotal"] <= 2704156 * 2, "within 2x of the 2,704,156 classes: %s" % p)
        check(0 <= p["fraction"] <= 1 and p["estimatedTotal"] >= p["executions"], p)
        check(0 < p.get("estimateError", 0) <= p["estimatedTotal"] * 0.75, "the interval: %s" % p)
        check("atLeast" not in p or p["atLeast"] >= p["executions"], p)
        check(re.search(r"~[\d,]+ total \(estimate \u00b1\d+%, \d+%", p["summary"]) is not None, p["summary"])
        check("will not finish in the time budget" in p["summary"], p["summary"])
        c.request("workspace/executeCommand", {"command": "braid.stop", "arguments": []})
        check(c.shutdown_exit() == 0, "exit code")
    # dc estimates its own executions (its probes of its recursion; one per reads-from class,
    # here the sections' orders, 2,704,156): settled, typed as the others', never
    # noTotalEstimate, and weighed against the budget.
    sections = write(tmp, "sections.c", "\n".join([
        "#include <pthread.h>", "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int n;",
        "void *w(void *p) { for (int i = 0; i < 12; i++) { pthread_mutex_lock(&m); n++; pthread_mutex_unlock(&m); } return p; }",
        "int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);",
        "  pthread_join(a, 0); pthread_join(b, 0); return 0; }", ""]))
    with session(tmp, {"timeBudget": 10, "algorithm": "dc"}) as c:
        c.open(sections)
        c.save(sections)
        est = c.wait_for(lambda m: m.get("method") == "braid/status" and m["params"]["state"] == "verifying" and
                         m["params"].get("estimatedTotal", 0) > 0 and m["params"].get("exceedsBudget"), timeout=60)
        check(est is not None, "no settled dc estimate beyond the budget in braid/status")
        if est is not None:
            p = est["params"]
            check(2704156 / 2 <= p["estimatedTotal"] <= 2704156 * 2, "dc: within 2x of its 2,704,156: %s" % p)
            check(0 < p.get("estimateError", 0) <= p["estimatedTotal"] * 0.75, "dc: the interval: %s" % p)
            check("noTotalEstimate" not in p and "estimatedInterleavings" not in p, "dc: no other number: %s" % p)
            check("will not finish in the time budget" in p["summary"], p["summary"])
        c.request("workspace/executeCommand", {"command": "braid.stop", "arguments": []})
        check(c.shutdown_exit() == 0, "exit code")


TESTS = {"estimate": test_estimate, "hunt": test_hunt, "incomplete": test_incomplete, "jobs": test_jobs, "engine_failures": test_engine_failures, "shutdown": test_shutdown_kills_engine,
         "session": test_session, "cache": test_cache, "cancel": test_cancel, "storm": test_storm,
         "robust": test_robust, "fuzz": test_fuzz, "tcp": test_tcp, "exit1": test_exit_without_shutdown,
         "project": test_project, "bad_programs": test_bad_programs, "preprocessed": test_preprocessed}


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--braidd", required=True)
    ap.add_argument("--braid", required=True)
    ap.add_argument("tests", nargs="*", default=list(TESTS))
    ARGS = ap.parse_args()
    return run_named_tests(TESTS, ARGS.tests, "braidd")


if __name__ == "__main__":
    sys.exit(main())

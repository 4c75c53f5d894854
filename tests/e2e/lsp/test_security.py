#!/usr/bin/env python3
"""End-to-end security tests of braidd (docs/security.md): each reproduces a defect of
issue 13 and shows it fixed.

usage: test_security.py --braidd PATH --braid PATH TEST...
tests: tcp_auth bad_input project fuzz_structured
BRAID_FUZZ_MESSAGES sets the structured fuzzer's message count (default 3000).
"""
import argparse
import json
import os
import pwd
import random
import socket
import stat
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lspclient import LspClient, run_named_tests  # noqa: E402
import programs  # noqa: E402

ARGS = None
OTHER_USER = "nobody"


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def write(d, name, text, mode=None):
    path = os.path.join(d, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    if mode is not None:
        os.chmod(path, mode)
    return path


def final(p):
    return not any(d.get("data", {}).get("stale") or d.get("data", {}).get("running") for d in p["diagnostics"])


def other_user():
    """A second local user for the tests that need one: `nobody` when running as root."""
    if os.geteuid() != 0:
        return None
    try:
        return pwd.getpwnam(OTHER_USER)
    except KeyError:
        return None


def start(tmp, root=None, opts=None, extra_args=()):
    o = {"timeBudget": 5}
    o.update(opts or {})
    c = LspClient([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache"),
                   "--log-level", "debug"] + list(extra_args), init_options={"braid": o}, root=root)
    c.initialize()
    return c


def alive(c, timeout=5.0):
    r = c.request("braid/trace", {"traceId": "probe"}, timeout=timeout)
    return r.get("error", {}).get("code") == -32602


def rss_mb(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024.0
    return 0.0


# --- TCP -----------------------------------------------------------------------------------

class Conn:
    def __init__(self, port):
        self.s = socket.create_connection(("127.0.0.1", port), timeout=15)
        self.buf = b""

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.s.sendall(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def recv(self):
        """The next message, or None when braidd closed the connection."""
        while b"\r\n\r\n" not in self.buf:
            chunk = self.s.recv(65536)
            if not chunk:
                return None
            self.buf += chunk
        head, _, rest = self.buf.partition(b"\r\n\r\n")
        n = int(head.split(b":")[1])
        while len(rest) < n:
            chunk = self.s.recv(65536)
            if not chunk:
                return None
            rest += chunk
        self.buf = rest[n:]
        return json.loads(rest[:n])

    def closed(self):
        try:
            while True:
                chunk = self.s.recv(65536)
                if not chunk:
                    return True
        except ConnectionResetError:
            return True  # closed with our bytes unread
        except socket.timeout:
            return False

    def initialize(self, token, rid=1):
        params = {"capabilities": {}}
        if token is not None:
            params["initializationOptions"] = {"braiddToken": token}
        self.send({"jsonrpc": "2.0", "id": rid, "method": "initialize", "params": params})
        return self.recv()


def test_tcp_auth(tmp):
    p = subprocess.Popen([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache"),
                          "--listen", "127.0.0.1:0"], stderr=subprocess.PIPE, text=True)
    log = []
    try:
        token_path = p.stderr.readline().strip().split("token in ", 1)[1]
        port = int(p.stderr.readline().strip().rsplit(":", 1)[1])
        st = os.lstat(token_path)
        check(stat.S_ISREG(st.st_mode) and stat.S_IMODE(st.st_mode) == 0o600 and st.st_uid == os.geteuid(),
              "token file must be a 0600 file of ours: %o" % st.st_mode)
        dst = os.stat(os.path.dirname(token_path))
        check(stat.S_IMODE(dst.st_mode) == 0o700, "token folder must be 0700: %o" % dst.st_mode)
        token = open(token_path).read().strip()
        check(len(token) == 64, token)
        # Connecting first no longer takes the session: this one never authenticates.
        idle = Conn(port)
        idle_since = time.time()

        # No token, a wrong token, or another message first: refused and disconnected.
        for tok in (None, "0" * 64, token[:-1]):
            c = Conn(port)
            r = c.initialize(tok)
            check(r and "authentication failed" in r["error"]["message"], r)
            check(c.closed(), "connection must be closed after a failed authentication")
        c = Conn(port)
        c.send({"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": {"uri": "file:///x.c"}}})
        r = c.recv()
        check(r and r["error"]["code"] == -32002, r)
        check(c.closed(), "a connection that does not start with initialize is closed")

        # The user's client.
        session = Conn(port)
        r = session.initialize(token)
        check("result" in r, r)
        session.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

        # A second client, even with the token, does not steal or break the session.
        c = Conn(port)
        r = c.initialize(token)
        check(r and "already serves a client" in r["error"]["message"], r)
        check(c.closed(), "second client closed")
        session.send({"jsonrpc": "2.0", "id": 5, "method": "braid/trace", "params": {"traceId": "x"}})
        r = session.recv()
        check(r["id"] == 5 and r["error"]["code"] == -32602, "session still served: %s" % r)

        # Another local user: cannot read the token, and braidd refuses their connections.
        other = other_user()
        if other is None:
            print("SKIP other-user part: needs root and a '%s' user" % OTHER_USER)
        else:
            probe = ("import socket,json,sys\n"
                     "try:\n  open(%r).read(); print('READ-TOKEN')\nexcept PermissionError: print('no-token')\n"
                     "b=json.dumps({'jsonrpc':'2.0','id':1,'method':'initialize','params':{'capabilities':{},"
                     "'initializationOptions':{'braiddToken':'%s'}}}).encode()\n"
                     "try:\n"
                     "  s=socket.create_connection(('127.0.0.1',%d),timeout=10)\n"
                     "  s.sendall(b'Content-Length: %%d\\r\\n\\r\\n' %% len(b) + b)\n"
                     "  d=s.recv(65536)\n"
                     "except (ConnectionResetError, BrokenPipeError):\n  d=b''\n"
                     "print('REPLY' if d else 'closed')\n") % (token_path, token, port)
            out = subprocess.run(["setpriv", "--reuid", str(other.pw_uid), "--regid", str(other.pw_gid),
                                  "--clear-groups", sys.executable, "-c", probe],
                                 capture_output=True, text=True, timeout=30)
            print("as %s: %s %s" % (OTHER_USER, out.stdout.split(), out.stderr.strip()[-200:]))
            check("no-token" in out.stdout, "another user read the token: %s" % out.stdout)
            # Even holding the token (we gave it to them), the peer's uid is refused.
            check("closed" in out.stdout, "another user's connection must be closed unanswered: %s" % out.stdout)

        # The connection that came first and never authenticated is dropped after 10 s.
        check(idle.closed(), "idle connection closed")
        waited = time.time() - idle_since
        check(8 <= waited <= 14, "idle connection dropped after %.1fs" % waited)

        session.send({"jsonrpc": "2.0", "id": 9, "method": "shutdown"})
        check(session.recv()["result"] is None, "shutdown")
        session.send({"jsonrpc": "2.0", "method": "exit"})
        check(p.wait(10) == 0, "exit code")
        check(not os.path.exists(token_path), "the token file is removed at exit")
        log = p.stderr.read().splitlines()
        if other is not None:
            check(any("refused a connection from uid %d" % other.pw_uid in l for l in log), log)
    finally:
        if p.poll() is None:
            p.kill()
        print("\n".join(log[-12:]))


# --- bad input ------------------------------------------------------------------------------

def test_bad_input(tmp):
    ws = os.path.join(tmp, "ws")
    os.makedirs(ws)
    # Deep JSON before initialize (was SIGSEGV via a recursive copy of params: ~58k levels in
    # the environment, between 58k and 100k with this machine's 8 MB stack).
    c = LspClient([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache")], root=ws)
    try:
        deep = b'{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"capabilities":' + \
            b"[" * 200000 + b"]" * 200000 + b"}}"
        c.send_raw(b"Content-Length: %d\r\n\r\n" % len(deep) + deep)
        r = c.wait_for(lambda m: m.get("id") == 7, timeout=10)
        check(r["error"]["code"] == -32600 and "nested deeper" in r["error"]["message"], r)
        c.initialize()
        # Content-Length 2^64-1 (was: input skipped for ever) and 2^64 (overflow).
        for n in (b"18446744073709551615", b"18446744073709551616"):
            c.send_raw(b"Content-Length: " + n + b"\r\n\r\n")
            check(alive(c), "deaf after Content-Length %s" % n)
        deep_notification = b'{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":' + \
            b'{"a":' * 200000 + b"1" + b"}" * 200000 + b"}"
        c.send_raw(b"Content-Length: %d\r\n\r\n" % len(deep_notification) + deep_notification)
        check(alive(c), "after a deep notification")

        # didSave of /dev/zero, a FIFO, links to them: refused at once, protocol thread free.
        fifo = os.path.join(ws, "fifo.c")
        os.mkfifo(fifo)
        os.symlink("/dev/zero", os.path.join(ws, "zero.c"))
        os.symlink(fifo, os.path.join(ws, "tofifo.c"))
        rss0 = rss_mb(c.proc.pid)
        for name in ("zero.c", "fifo.c", "tofifo.c"):
            path = os.path.join(ws, name)
            uri = "file://" + path
            c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "c", "version": 1,
                                                               "text": "int main(void){return 0;}"}})
            t0 = time.time()
            c.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
            check(alive(c, timeout=2), "protocol thread stalled by %s" % name)
            p = c.diagnostics(uri, pred=final, timeout=15)
            msgs = [d["message"] for d in p["diagnostics"]]
            print("%s -> %.2fs %s" % (name, time.time() - t0, msgs))
            check(any("not a regular file" in m for m in msgs), msgs)
        check(rss_mb(c.proc.pid) < rss0 + 50, "memory grew: %.0f -> %.0f MB" % (rss0, rss_mb(c.proc.pid)))

        # A compilation database that is a link to a FIFO is not read (the file still verifies).
        ok = write(ws, "ok.c", programs.LOST_UPDATE)
        os.symlink(fifo, os.path.join(ws, "compile_commands.json"))
        uri = c.open(ok)
        c.save(ok)
        check(alive(c, timeout=2), "stalled by a FIFO database")
        p = c.diagnostics(uri, pred=final, timeout=60)
        check(any(d["code"] == "assertion" for d in p["diagnostics"]), p)

        # Numeric settings: a timeBudget that overflowed the kill deadline is refused.
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"timeBudget": 9.3e15,
                                                                             "threads": 2 ** 32 + 1}}})
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "timeBudget must be" in m["params"]["message"], 5)
        c.wait_for(lambda m: m.get("method") == "window/logMessage" and "threads must be" in m["params"]["message"], 5)
        # Versions that do not fit an int are refused, not narrowed; nothing crashes.
        for v in (1e300, 2 ** 64, -2 ** 63, "x"):
            c.notify("textDocument/didOpen", {"textDocument": {"uri": "file:///v.c", "languageId": "c", "version": v,
                                                               "text": ""}})
        check(alive(c), "after odd versions")
        check(c.shutdown_exit() == 0, "exit code")
    finally:
        c.kill()

    # Engine output is bounded like client input: the program under test can write to it.
    fake = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake_braid.sh")
    c = LspClient([ARGS.braidd, "--braid", fake, "--cache-dir", os.path.join(tmp, "cache2")], root=ws,
                  init_options={"braid": {"algorithm": "dfs"}})
    try:
        c.initialize()
        deep = write(ws, "deep.c", "// braid-fake: deep\nint main(void) { return 0; }\n")
        uri = c.open(deep)
        c.save(deep)
        p = c.diagnostics(uri, pred=final, timeout=30)
        print("deep engine output ->", [d["message"][:80] for d in p["diagnostics"]])
        check(p["diagnostics"] and p["diagnostics"][0]["code"] == "engine-crash", p)
        check(alive(c), "after deep engine output")
        check(c.shutdown_exit() == 0, "exit code")
    finally:
        c.kill()


# --- project, flags, cache --------------------------------------------------------------------

EVIL_H = """#include <stdlib.h>
__attribute__((constructor)) static void injected(void) { abort(); }
"""

PLUGIN_C = """#include <stdio.h>
__attribute__((constructor)) static void ran(void) { FILE *f = fopen("%s", "w"); if (f) fclose(f); }
"""


def test_project(tmp):
    shared = os.path.join(tmp, "shared")  # a folder every user may write, like /tmp
    os.makedirs(shared)
    os.chmod(shared, 0o1777)
    outside = os.path.join(tmp, "outside")
    evil_h = write(outside, "evil.h", EVIL_H)
    ws = os.path.join(shared, "victim", "ws")
    main_c = write(ws, "main.c", programs.FIXED)
    # Another user plants a database in the shared parent (was: used, and its -include ran
    # code in the engine).
    planted = write(shared, "compile_commands.json", json.dumps([{
        "directory": ws, "file": "main.c", "arguments": ["cc", "-include", evil_h, "-c", "main.c"]}]))
    other = other_user()
    if other is not None:
        os.chown(planted, other.pw_uid, other.pw_gid)
    plugin_marker = os.path.join(tmp, "plugin-ran")
    plugin = os.path.join(tmp, "evil.so")
    have_cc = subprocess.run(["cc", "-shared", "-fPIC", "-o", plugin, write(tmp, "plugin.c", PLUGIN_C % plugin_marker)],
                             capture_output=True).returncode == 0
    c = start(tmp, root=ws)
    try:
        uri = c.open(main_c)
        c.save(main_c)
        p = c.diagnostics(uri, pred=final, timeout=60)
        check(p["diagnostics"] == [], "the planted database must not be used: %s" % p)

        # extraFlags (which a repository's settings can set) go through the engine's filter.
        if have_cc:
            for flags in (["-Xclang=-fpass-plugin=" + plugin], ["-Xclang", "-load", "-Xclang", plugin],
                          ["-fpass-plugin=" + plugin]):
                c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"extraFlags": flags}}})
                c.save(main_c)
                p = c.diagnostics(uri, pred=final, timeout=60)
                check(p["diagnostics"] == [], "%s: %s" % (flags, p))
                check(not os.path.exists(plugin_marker), "the pass plugin was loaded by %s" % flags)
        else:
            print("SKIP plugin part: no C compiler to build the test plugin")
        # An include outside the workspace is refused, with the flag named.
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"extraFlags": ["-include", evil_h]}}})
        c.save(main_c)
        p = c.diagnostics(uri, pred=final, timeout=60)
        msgs = " ".join(d["message"] for d in p["diagnostics"])
        check("braid refuses '-include %s'" % evil_h in msgs and "outside the workspace" in msgs, msgs)
        # The same from a database inside the workspace.
        c.notify("workspace/didChangeConfiguration", {"settings": {"braid": {"extraFlags": []}}})
        db = write(ws, "compile_commands.json", json.dumps([{
            "directory": ws, "file": "main.c", "arguments": ["cc", "-I" + outside, "-c", "main.c"]}]))
        c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + db, "type": 1}]})
        c.save(main_c)
        p = c.diagnostics(uri, pred=final, timeout=60)
        msgs = " ".join(d["message"] for d in p["diagnostics"])
        check("braid refuses '-I%s'" % outside in msgs, msgs)
        os.unlink(db)
        c.notify("workspace/didChangeWatchedFiles", {"changes": [{"uri": "file://" + db, "type": 3}]})

        # Counterexample files are private.
        lost = write(ws, "lost.c", programs.LOST_UPDATE)
        luri = c.open(lost)
        c.save(lost)
        p = c.diagnostics(luri, pred=final, timeout=60)
        check(any(d["code"] == "assertion" for d in p["diagnostics"]), p)
        cache = os.path.join(tmp, "cache")
        check(stat.S_IMODE(os.stat(cache).st_mode) == 0o700, "cache folder 0700")
        files = []
        for d, dirs, names in os.walk(cache):
            for n in dirs:
                check(stat.S_IMODE(os.stat(os.path.join(d, n)).st_mode) & 0o077 == 0, "folder %s is not private" % n)
            files += [os.path.join(d, n) for n in names]
        check(files, "no trace files written")
        for f in files:
            check(stat.S_IMODE(os.stat(f).st_mode) & 0o077 == 0, "%s is readable by others" % f)
        check(c.shutdown_exit() == 0, "exit code")
    finally:
        c.kill()

    # A cache directory another user replaced by a link is not followed.
    victim_dir = os.path.join(tmp, "victim-target")
    os.makedirs(victim_dir)
    link = os.path.join(shared, "cache-link")
    os.symlink(victim_dir, link)
    c = LspClient([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", link], root=ws,
                  init_options={"braid": {"timeBudget": 5}})
    try:
        c.initialize()
        uri = c.open(lost)
        c.save(lost)
        c.diagnostics(uri, pred=final, timeout=60)
        check(os.listdir(victim_dir) == [], "braidd wrote through a planted link: %s" % os.listdir(victim_dir))
        check(c.shutdown_exit() == 0, "exit code")
    finally:
        c.kill()


# --- structured protocol fuzzer ------------------------------------------------------------------

def session_templates(uri, path):
    """Messages of a real session (as the editors send them)."""
    td = {"uri": uri}
    return [
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "c", "version": 1, "text": programs.FIXED}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 2},
                    "contentChanges": [{"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
                                        "text": "// x\n"}]}},
        {"jsonrpc": "2.0", "method": "textDocument/didSave", "params": {"textDocument": td}},
        {"jsonrpc": "2.0", "method": "textDocument/didClose", "params": {"textDocument": td}},
        {"jsonrpc": "2.0", "id": 1, "method": "textDocument/codeLens", "params": {"textDocument": td}},
        {"jsonrpc": "2.0", "id": 1, "method": "braid/trace", "params": {"traceId": "abc-1"}},
        {"jsonrpc": "2.0", "id": 1, "method": "workspace/executeCommand",
         "params": {"command": "braid.replay", "arguments": [{"traceId": "abc-1"}]}},
        {"jsonrpc": "2.0", "id": 1, "method": "workspace/executeCommand",
         "params": {"command": "braid.stop", "arguments": [uri]}},
        {"jsonrpc": "2.0", "id": 1, "method": "workspace/executeCommand",
         "params": {"command": "braid.verify", "arguments": ["file:///nonexistent/x.c"]}},
        {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": 1}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration",
         "params": {"settings": {"braid": {"timeBudget": 1, "algorithm": "dfs", "threads": 1, "extraFlags": []}}}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles",
         "params": {"changes": [{"uri": "file://" + os.path.dirname(path) + "/compile_commands.json", "type": 2}]}},
        {"jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders",
         "params": {"event": {"added": [{"uri": "file:///tmp", "name": "t"}], "removed": []}}},
        {"jsonrpc": "2.0", "method": "window/workDoneProgress/cancel", "params": {"token": "braid-1"}},
        {"jsonrpc": "2.0", "id": "braidd-1", "result": None},
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
    ]


HUGE = [2 ** 64 - 1, 2 ** 64, -2 ** 63, 1e308, -1e308, 2 ** 31, -1, 0, 1.5]


def random_value(rng, depth=0):
    k = rng.randrange(8 if depth < 3 else 5)
    if k == 0:
        return None
    if k == 1:
        return rng.choice([True, False])
    if k == 2:
        return rng.choice(HUGE)
    if k == 3:
        return rng.choice(["", "x", "\u00e9\U0001F600", "file:///dev/zero", "file:///etc/passwd", "a" * 5000, "\x00"])
    if k == 4:
        return rng.randrange(-5, 100)
    if k == 5:
        return [random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if k == 6:
        return {rng.choice(["uri", "text", "version", "id", "x"]): random_value(rng, depth + 1) for _ in range(rng.randrange(3))}
    return nested_value(rng.randrange(5, 300))


def nested_value(depth):
    v = 1
    for _ in range(depth):
        v = [v]
    return v


def mutate(rng, msg):
    """A structural mutation of one JSON value: wrong types, missing fields, huge numbers."""
    msg = json.loads(json.dumps(msg))
    paths = []

    def walk(v, path):
        paths.append(path)
        if isinstance(v, dict):
            for k, x in v.items():
                walk(x, path + [k])
        elif isinstance(v, list):
            for i, x in enumerate(v):
                walk(x, path + [i])
    walk(msg, [])
    for _ in range(rng.randrange(1, 4)):
        path = rng.choice(paths[1:]) if len(paths) > 1 else []
        parent = msg
        for p in path[:-1]:
            try:
                parent = parent[p]
            except (KeyError, IndexError, TypeError):
                parent = None
                break
        if parent is None or not path:
            continue
        key = path[-1]
        try:
            if rng.random() < 0.3 and isinstance(parent, dict):
                parent.pop(key, None)  # missing field
            else:
                parent[key] = random_value(rng)  # wrong type / huge number / deep value
        except (IndexError, TypeError):
            pass
    return msg


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def test_fuzz_structured(tmp):
    """Structured mutations of a real session, 0 crashes, a valid request answered after
    every batch of 100 messages."""
    total = int(os.environ.get("BRAID_FUZZ_MESSAGES", "3000"))
    rng = random.Random(int(os.environ.get("BRAID_FUZZ_SEED", "13")))
    ws = os.path.join(tmp, "ws")
    path = write(ws, "fixed.c", programs.FIXED)
    uri = "file://" + path
    templates = session_templates(uri, path)
    c = LspClient([ARGS.braidd, "--braid", ARGS.braid, "--cache-dir", os.path.join(tmp, "cache")], root=ws,
                  init_options={"braid": {"timeBudget": 1, "algorithm": "dfs"}})
    try:
        # Out-of-order lifecycle first: requests and notifications before initialize.
        early = [t for t in templates if t.get("method") != "initialize"]
        for i, t in enumerate(rng.sample(early, 8) + [{"jsonrpc": "2.0", "id": 1, "method": "shutdown"}]):
            m = mutate(rng, t) if rng.random() < 0.5 else t
            if isinstance(m, dict) and "id" in m and "method" in m:
                m = dict(m, id="pre-%d" % i)  # never an id the client's own requests use
            c.send(m)
        c.initialize()
        sent, probes, kinds = 0, 0, {}
        while sent < total:
            for _ in range(min(100, total - sent)):
                sent += 1
                k = rng.randrange(10)
                kinds[k] = kinds.get(k, 0) + 1
                t = rng.choice(templates)
                if "id" in t and "method" in t:
                    t = dict(t, id="f%d" % sent)  # the probes' integer ids stay unique
                if k <= 3:  # structural mutation of a real message
                    c.send(mutate(rng, t))
                elif k == 4:  # a random method with random params
                    c.send({"jsonrpc": "2.0", "id": "r%d" % sent,
                            "method": rng.choice(["", "$/x", "textDocument/hover", "braid/" + "x" * 100, "exit/no"]),
                            "params": random_value(rng)})
                elif k == 5:  # deep nesting in params (beyond the bound sometimes)
                    depth = rng.choice([100, 255, 257, 1000, 60000, 200000])
                    body = b'{"jsonrpc":"2.0","id":"d%d","method":"braid/trace","params":{"traceId":' % sent + \
                        b"[" * depth + b"]" * depth + b"}}"
                    c.send_raw(frame(body))
                elif k == 6:  # bad headers
                    c.send_raw(rng.choice([b"Content-Length: -1\r\n\r\n", b"Content-Length: 18446744073709551615\r\n\r\n",
                                           b"Content-Length: 1e3\r\n\r\n", b"Content-Type: x\r\n\r\n",
                                           b"content-length:  0 \r\n\r\n", b"\r\n\r\n", b"Content-Length: 99999999999999999999\r\n\r\n"]))
                elif k == 7:  # a truncated body, completed by filler so the stream stays framed
                    body = json.dumps(t).encode()
                    cut = rng.randrange(1, max(2, len(body)))
                    c.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body[:cut])
                    c.send_raw(b" " * (len(body) - cut))
                elif k == 8:  # a message split into random chunks
                    data = frame(json.dumps(t).encode())
                    i = 0
                    while i < len(data):
                        n = rng.randrange(1, 20)
                        c.send_raw(data[i:i + n])
                        i += n
                else:  # wrong top-level types
                    c.send(rng.choice([[t], 5, "s", None, {"jsonrpc": "2.0"}, {"jsonrpc": "2.0", "id": {}, "method": "x"},
                                       {"jsonrpc": "2.0", "id": [1], "result": 1}]))
            probes += 1
            pid = "probe-%d" % probes  # an id no fuzz message carries
            c.send({"jsonrpc": "2.0", "id": pid, "method": "braid/trace", "params": {"traceId": pid}})
            r = c.wait_for(lambda m: m.get("id") == pid and "method" not in m, timeout=20)
            check(r.get("error", {}).get("code") == -32602, "no answer after batch %d: %s" % (probes, r))
            check(c.proc.poll() is None, "braidd died")
            c.inbox.clear()
        print("fuzz_structured: %d messages in %d batches, 0 crashes, mutation kinds %s" %
              (sent, probes, dict(sorted(kinds.items()))))
        check(c.shutdown_exit(timeout=30) == 0, "exit code")
    finally:
        c.kill()


TESTS = {"tcp_auth": test_tcp_auth, "bad_input": test_bad_input, "project": test_project,
         "fuzz_structured": test_fuzz_structured}


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--braidd", required=True)
    ap.add_argument("--braid", required=True)
    ap.add_argument("tests", nargs="*", default=list(TESTS))
    ARGS = ap.parse_args()
    # the second user must be able to reach the shared folder
    return run_named_tests(TESTS, ARGS.tests, "braidd-sec", prepare_dir=lambda tmp: os.chmod(tmp, 0o755))


if __name__ == "__main__":
    sys.exit(main())

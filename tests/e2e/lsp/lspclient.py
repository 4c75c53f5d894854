"""A small synchronous LSP client for braidd's end-to-end tests (stdlib only)."""
import json
import os
import select
import subprocess
import time


class LspClient:
    def __init__(self, argv, capabilities=None, init_options=None, env=None, root=None, preexec_fn=None):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=open(os.environ.get("BRAIDD_STDERR", os.devnull), "ab"),
                                     env=env, preexec_fn=preexec_fn)
        self.root = root  # the workspace folder (None: no workspace)
        self.buf = b""
        self.next_id = 1
        self.inbox = []  # messages received and not consumed yet
        self.capabilities = capabilities if capabilities is not None else {
            "window": {"workDoneProgress": True},
            "textDocument": {"publishDiagnostics": {"relatedInformation": True}},
        }
        self.init_options = init_options

    # --- wire -----------------------------------------------------------------------------
    def send_raw(self, data: bytes):
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def _read_one(self, timeout):
        deadline = time.time() + timeout
        while True:
            end = self.buf.find(b"\r\n\r\n")
            if end >= 0:
                headers = self.buf[:end].decode()
                length = None
                for line in headers.split("\r\n"):
                    k, _, v = line.partition(":")
                    if k.strip().lower() == "content-length":
                        length = int(v.strip())
                assert length is not None, "server sent a frame without Content-Length"
                if len(self.buf) >= end + 4 + length:
                    body = self.buf[end + 4:end + 4 + length]
                    self.buf = self.buf[end + 4 + length:]
                    return json.loads(body)
            left = deadline - time.time()
            if left <= 0:
                return None
            r, _, _ = select.select([self.proc.stdout], [], [], left)
            if r:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                if not chunk:
                    return None
                self.buf += chunk

    def pump(self, timeout=0.0):
        """Reads what is available (waiting up to timeout for the first message)."""
        m = self._read_one(timeout)
        while m is not None:
            self._auto_answer(m)
            self.inbox.append(m)
            m = self._read_one(0.0)

    def _auto_answer(self, m):
        # Server->client requests: accept them (workDoneProgress/create, codeLens/refresh).
        if "method" in m and "id" in m:
            self.send({"jsonrpc": "2.0", "id": m["id"], "result": None})

    def wait_for(self, pred, timeout=30.0, consume=True):
        deadline = time.time() + timeout
        while True:
            for i, m in enumerate(self.inbox):
                if pred(m):
                    if consume:
                        del self.inbox[i]
                    return m
            left = deadline - time.time()
            if left <= 0:
                raise TimeoutError("no matching message within %.1fs" % timeout)
            m = self._read_one(left)
            if m is None:
                if self.proc.poll() is not None:
                    raise RuntimeError("braidd exited with %s" % self.proc.returncode)
                continue
            self._auto_answer(m)
            self.inbox.append(m)

    # --- JSON-RPC ---------------------------------------------------------------------------
    def request(self, method, params=None, wait=True, timeout=60.0):
        rid = self.next_id
        self.next_id += 1
        msg = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)
        if not wait:
            return rid
        return self.response(rid, timeout)

    def response(self, rid, timeout=60.0):
        return self.wait_for(lambda m: m.get("id") == rid and "method" not in m, timeout)

    def notify(self, method, params=None):
        msg = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            msg["params"] = params
        self.send(msg)

    # --- LSP helpers --------------------------------------------------------------------------
    def initialize(self):
        params = {"processId": os.getpid(), "rootUri": None, "capabilities": self.capabilities}
        if self.root:
            params["rootUri"] = "file://" + self.root
            params["workspaceFolders"] = [{"uri": "file://" + self.root, "name": os.path.basename(self.root)}]
        if self.init_options is not None:
            params["initializationOptions"] = self.init_options
        r = self.request("initialize", params)
        assert "result" in r, r
        self.notify("initialized", {})
        return r["result"]

    def open(self, path, text=None, version=1, language_id="c"):
        if text is None:
            text = open(path).read()
        uri = "file://" + path
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language_id, "version": version,
                                                              "text": text}})
        return uri

    def save(self, path, text=None, version=None):
        """Writes text to disk (if given), tells the server with didChange + didSave."""
        uri = "file://" + path
        if text is not None:
            # Atomically, as editors do (write a temporary file, rename it over the original),
            # so the daemon never reads a half-written file.
            tmp = path + ".tmp~"
            with open(tmp, "w") as f:
                f.write(text)
            os.replace(tmp, path)
            if version is not None:
                self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                       "contentChanges": [{"text": text}]})
        self.notify("textDocument/didSave", {"textDocument": {"uri": uri}})
        return uri

    def diagnostics(self, uri, timeout=60.0, pred=None):
        def match(m):
            if m.get("method") != "textDocument/publishDiagnostics" or m["params"]["uri"] != uri:
                return False
            return pred is None or pred(m["params"])
        return self.wait_for(match, timeout)["params"]

    def shutdown_exit(self, timeout=10.0):
        r = self.request("shutdown", timeout=timeout)
        assert "result" in r and r["result"] is None, r
        self.notify("exit")
        return self.proc.wait(timeout)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


def children_of(pid):
    """All descendant pids of pid (via /proc)."""
    kids = {}
    for d in os.listdir("/proc"):
        if not d.isdigit():
            continue
        try:
            with open("/proc/%s/stat" % d) as f:
                stat = f.read()
            ppid = int(stat[stat.rfind(")") + 2:].split()[1])
            kids.setdefault(ppid, []).append(int(d))
        except (OSError, ValueError, IndexError):
            pass
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        for c in kids.get(p, []):
            out.append(c)
            todo.append(c)
    return out


def process_group_alive(pgid):
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False
    except PermissionError:
        return True


def run_named_tests(tests, names, prefix, prepare_dir=None):
    """Runs tests[name](tmp) for each name, each in a fresh temporary folder (prepare_dir(tmp)
    first, if given), printing PASS/FAIL with the time taken; returns the exit status."""
    import shutil
    import tempfile
    import traceback
    failed = []
    for name in names:
        tmp = tempfile.mkdtemp(prefix="%s-%s-" % (prefix, name))
        if prepare_dir:
            prepare_dir(tmp)
        t0 = time.time()
        try:
            tests[name](tmp)
            print("PASS %s (%.1fs)" % (name, time.time() - t0))
        except Exception as e:  # noqa: BLE001 - report every failure kind the same way
            traceback.print_exc()
            print("FAIL %s: %s" % (name, e))
            failed.append(name)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
    return 1 if failed else 0

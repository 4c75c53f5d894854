"""Helpers shared by the CLI end-to-end scripts (they run as scripts: this folder is on sys.path)."""
import json
import os
import pty
import subprocess
import sys


def on_terminal(args):
    """Runs args with stderr on a pseudo-terminal: (exit status, stdout, what the terminal got)."""
    leader, follower = pty.openpty()
    proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=follower)
    os.close(follower)
    seen = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # EIO: the child closed its end
            break
        if not chunk:
            break
        seen += chunk
    out = proc.communicate(timeout=120)[0].decode()
    os.close(leader)
    return proc.returncode, out, seen.decode(errors="replace")


def progress_until(braid, done, path, *args, time_limits):
    """`--progress` lines of `braid check PATH ARGS --time-limit T` for the first T of
    time_limits whose lines satisfy done (the last try's otherwise), and that T: the estimates
    need CPU time, which a loaded machine (CI runs tests two at a time beside other jobs) gives
    slowly, so a longer limit is tried before a test concludes anything."""
    lines, limit = [], None
    for limit in time_limits:
        r = subprocess.run([braid, "check", path, *args, "--time-limit", str(limit), "--progress"],
                           capture_output=True, text=True, timeout=300)
        lines = [json.loads(l)["progress"] for l in r.stderr.splitlines() if l.startswith('{"progress"')]
        if done(lines):
            break
    return lines, limit


class Checks:
    """The checks of one e2e script: `check(cond, what)` counts a pass or prints and keeps a
    failure; `check.exit()` prints the summary and exits 1 if any check failed."""

    def __init__(self):
        self.passed = 0
        self.failures = []

    def __call__(self, cond, what):
        if cond:
            self.passed += 1
        else:
            self.failures.append(what)
            print("FAIL:", what, file=sys.stderr)
        return cond

    def summary(self):
        """The closing line, and the exit status the script should return."""
        print(f"{self.passed} checks passed, {len(self.failures)} failed")
        return 1 if self.failures else 0

    def exit(self):
        sys.exit(self.summary())

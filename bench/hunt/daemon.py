#!/usr/bin/env python3
"""Time to first bug in the editor: braidd's first bug diagnostic after a save (issue 17;
docs/benchmarks.md, "Hunting").

  bench/hunt/daemon.py [--build build] [--runs 5] [--time-budget 10] [--only NAME,...]

Each run starts a fresh braidd (`--cache-dir` empty, so no cached result; the engine's
compile cache is kept, as in bench/hunt/run.py) with its default settings but the time
budget, opens the program (didOpen), saves it (didSave) and times, from the didSave, the
first textDocument/publishDiagnostics that carries a bug diagnostic (braidd publishes the
bugs the running check streams, before the check ends). Then it stops the check
(braid.stop) and the daemon. Prints one markdown row per program: median and worst
seconds of the runs that published a bug, the bug kind, the strategy that found it (the
bug's `found_by`, via braid/trace), and whether the check was still running when the
diagnostic came. A run whose check ends (the time budget) without a bug is a miss.
"""
import argparse
import os
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, 'tests', 'e2e', 'lsp'))
from lspclient import LspClient  # noqa: E402
from run import PROGRAMS  # noqa: E402

NOTICES = {'incomplete', 'engine-crash', 'timeout', 'compile-error', 'no-main', 'internal'}


def first_bug(build, path, time_budget):
    with tempfile.TemporaryDirectory(prefix='braid-hunt-daemon-') as cache:
        c = LspClient([os.path.join(build, 'bin', 'braidd'), '--braid', os.path.join(build, 'bin', 'braid'),
                       '--cache-dir', cache], init_options={'braid': {'timeBudget': time_budget}})
        try:
            c.initialize()
            uri = c.open(path)
            start = time.monotonic()
            c.save(path)

            def bug_published(m):
                if m.get('method') != 'textDocument/publishDiagnostics' or m['params']['uri'] != uri:
                    return False
                return any(d.get('source') == 'braid' and d.get('code') not in NOTICES
                           for d in m['params']['diagnostics'])

            def ended(m):  # the check ended (its final diagnostics come just before this)
                return m.get('method') == 'braid/status' and m['params'].get('state') in ('done', 'error')
            m = c.wait_for(lambda m: bug_published(m) or ended(m), timeout=time_budget + 60)
            seconds = time.monotonic() - start
            if not bug_published(m):
                c.shutdown_exit()
                return {'miss': seconds}  # the check ended without a bug
            d = next(d for d in m['params']['diagnostics'] if d.get('code') not in NOTICES)
            # Still running: no `done` status for this file yet.
            done = any(x.get('method') == 'braid/status' and x['params'].get('state') == 'done' for x in c.inbox)
            row = {'seconds': seconds, 'kind': d.get('code'), 'running': not done}
            trace_id = (d.get('data') or {}).get('traceId')
            if trace_id:
                r = c.request('braid/trace', {'traceId': trace_id})
                row['found_by'] = (r.get('result') or {}).get('found_by', '(exhaustive)')
            c.request('workspace/executeCommand', {'command': 'braid.stop', 'arguments': []})
            c.shutdown_exit()
            return row
        finally:
            c.kill()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--build', default=os.path.join(ROOT, 'build'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--time-budget', type=float, default=10)
    ap.add_argument('--only', type=lambda s: s.split(','))
    args = ap.parse_args()
    print('| program | runs | bug published | median s | worst s | kind | found by | before the check ended |')
    print('| --- | --- | --- | --- | --- | --- | --- | --- |')
    all_s = []
    ok = True
    for name in PROGRAMS:
        if args.only and name not in args.only and name[:-2] not in args.only:
            continue
        rows = [first_bug(args.build, os.path.join(HERE, name), args.time_budget) for _ in range(args.runs)]
        found = [r for r in rows if 'seconds' in r]  # misses: no bug within the time budget
        ok &= len(found) == len(rows)
        secs = [r['seconds'] for r in found]
        all_s += secs
        print(f"| {name} | {len(rows)} | {len(found)}/{len(rows)} | "
              f"{statistics.median(secs) if secs else float('nan'):.2f} | {max(secs) if secs else float('nan'):.2f} | "
              f"{', '.join(sorted({r['kind'] for r in found})) or '-'} | "
              f"{', '.join(sorted({r.get('found_by', '?') for r in found})) or '-'} | "
              f"{sum(r['running'] for r in found)}/{len(found)} |")
    if all_s:
        print(f"\nall runs: median {statistics.median(all_s):.2f} s, worst {max(all_s):.2f} s")
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()

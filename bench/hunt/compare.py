#!/usr/bin/env python3
"""Time to first bug, two builds interleaved (issue 17; docs/benchmarks.md, "Hunting").

  bench/hunt/compare.py --old DIR --new DIR [--runs 5] [--time-limit 60] [--budget 10]
                        [--only NAME,...] [--no-daemon]

DIR is a build directory (DIR/bin/braid, DIR/bin/braidd). For each program, each run checks
it with the old build then the new one (so both meet the same load): the CLI as
bench/hunt/run.py does (`braid check F --json --stop-on-first-bug --time-limit T`, then
`braid replay`), and braidd as bench/hunt/daemon.py does (a fresh daemon, didSave to the
first bug diagnostic, `timeBudget` B). Prints one markdown row per program: CLI and braidd
median / worst seconds per build, and the runs to the first bug (the hunting executions
when hunting found it, else the exhaustive run's executions; the same in every run:
hunting is deterministic), which do not depend on the machine's load.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run  # noqa: E402
import daemon  # noqa: E402


def fmt(values, found, runs):
    if not values:
        return f'not found (0/{runs})'
    s = f'{statistics.median(values):.2f} / {max(values):.2f}'
    return s if found == runs else s + f' ({found}/{runs})'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--old', required=True)
    ap.add_argument('--new', required=True)
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--time-limit', type=float, default=60)
    ap.add_argument('--budget', type=float, default=10)
    ap.add_argument('--only', type=lambda s: s.split(','))
    ap.add_argument('--no-daemon', action='store_true')
    args = ap.parse_args()
    programs = [p for p in run.PROGRAMS if not args.only or any(o in p for o in args.only)]
    builds = {'old': args.old, 'new': args.new}
    print('| program | CLI old: median / worst | CLI new: median / worst | braidd old | braidd new '
          '| runs to bug old → new | found by (new) | replayed |')
    print('|---|---|---|---|---|---|---|---|')
    for name in programs:
        path = os.path.join(HERE, name)
        cli = {k: [] for k in builds}
        dmn = {k: [] for k in builds}
        runs_to = {k: set() for k in builds}
        found_by = set()
        replayed = 0
        for _ in range(args.runs):
            for k, build in builds.items():
                row = run_with_runs(os.path.join(build, 'bin', 'braid'), path, args.time_limit)
                if row.get('bugs'):
                    cli[k].append(row['wall_s'])
                    runs_to[k].add(row['runs_to_bug'])
                    if k == 'new':
                        found_by.add(row.get('found_by') or '?')
                        replayed += bool(row.get('replayed'))
                if not args.no_daemon:
                    d = daemon.first_bug(build, path, args.budget)
                    if d and d.get('seconds') is not None:
                        dmn[k].append(d['seconds'])
        print(f"| {name} | {fmt(cli['old'], len(cli['old']), args.runs)} | {fmt(cli['new'], len(cli['new']), args.runs)} "
              f"| {'—' if args.no_daemon else fmt(dmn['old'], len(dmn['old']), args.runs)} "
              f"| {'—' if args.no_daemon else fmt(dmn['new'], len(dmn['new']), args.runs)} "
              f"| {','.join(map(str, sorted(runs_to['old'], key=str)))} → {','.join(map(str, sorted(runs_to['new'], key=str)))} "
              f"| {', '.join(sorted(found_by))} | {replayed}/{len(cli['new'])} |", flush=True)


def run_with_runs(binary, path, time_limit):
    """run.check's check plus the runs to the bug (hunting's executions, or the exhaustive run's)."""
    with tempfile.TemporaryDirectory(prefix='braid-hunt-cmp-') as d:
        cmd = [binary, 'check', path, '--json', '--stop-on-first-bug', '--time-limit', str(time_limit),
               '--trace-dir', d]
        start = time.monotonic()
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit * 3 + 60)
        wall = time.monotonic() - start
        try:
            j = json.loads(p.stdout)
        except json.JSONDecodeError:
            return {'error': p.stderr[-300:]}
        bugs = j.get('bugs', [])
        row = {'wall_s': wall, 'bugs': len(bugs)}
        if bugs:
            row['found_by'] = bugs[0].get('found_by', j.get('algorithm'))
            hunt = (j.get('coverage') or {}).get('hunt') or {}
            row['runs_to_bug'] = hunt.get('executions') if bugs[0].get('found_by') else f"{j.get('executions')} ({j.get('algorithm')})"
            r = subprocess.run([binary, 'replay', os.path.join(d, 'bug-1.json')], capture_output=True, text=True)
            row['replayed'] = 'bug reproduced' in r.stdout
        return row


if __name__ == '__main__':
    main()

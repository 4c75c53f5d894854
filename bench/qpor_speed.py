#!/usr/bin/env python3
"""QPOR against POP on the QPOR Table 1 rows, and QPOR before/after a change, in CPU time.

  bench/qpor_speed.py --before OLD_BRAID [--after build/bin/braid] [--reps 5] [--rows 'DISP(5,4)|POL(10,3)']
                      [--pop-before]

Every repetition runs each row with three tools in a rotating order (pop and qpor of the
after binary, qpor of the before binary; with --pop-before pop of the before binary too,
a fourth), each as `perf stat -x, -e task-clock BIN check
bench/programs/FILE -D... --algo=A --strategy=exhaustive --jobs=1 --json` (one worker, no
hunting beside it: the algorithms' own cost). Prints `uptime` before and after and a
markdown table of medians (CPU ms of the whole process, and wall seconds) with the
executions / blocked counts of every run (one value per row when they all agree).
A second table splits each median into user and system CPU time and gives the page faults
(`perf stat` user_time, system_time, page-faults): QPOR's live unfolding is tens of
megabytes that POP never allocates, and every first touch of a page is a fault paid in
system time.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = [('MPAT(5)', 'mpat.c', ['-DK=5']), ('MPC(3,5)', 'multiprodcon.c', ['-DP=3', '-DW=5']),
        ('DISP(5,4)', 'dispatcher.c', ['-DS=5', '-DR=4']), ('POL(10,3)', 'poke.c', ['-DN=10', '-DK=3']),
        ('PI(7)', 'pi.c', ['-DT=7']), ('MPC(4,5)', 'multiprodcon.c', ['-DP=4', '-DW=5'])]


def uptime():
    return subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()


def run(binary, algo, file, defines):
    with tempfile.NamedTemporaryFile(suffix='.perf') as pf:
        start = time.perf_counter()
        p = subprocess.run(['perf', 'stat', '-x,', '-e', 'task-clock,user_time,system_time,page-faults', '-o', pf.name,
                            binary, 'check', os.path.join(ROOT, 'bench', 'programs', file)] + defines +
                           [f'--algo={algo}', '--strategy=exhaustive', '--jobs=1', '--json'],
                           capture_output=True, text=True)
        wall = time.perf_counter() - start
        values = {}
        for line in open(pf.name):
            fields = line.split(',')
            if len(fields) > 2 and fields[2] in ('task-clock', 'user_time', 'system_time', 'page-faults'):
                try:
                    values[fields[2]] = float(fields[0])
                except ValueError:  # perf sometimes reports "<not counted>" for one event of a run
                    values[fields[2]] = math.nan
    j = json.loads(p.stdout)
    # task-clock is in ms, user_time and system_time in ns.
    split = (values['user_time'] / 1e6, values['system_time'] / 1e6, values['page-faults'])
    return values['task-clock'], wall, (j['executions'], j['blocked'], j['complete']), split


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--before', required=True)
    ap.add_argument('--after', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--reps', type=int, default=5)
    ap.add_argument('--rows', default='', help="labels separated by '|', e.g. 'DISP(5,4)|POL(10,3)'")
    ap.add_argument('--pop-before', action='store_true',
                    help='also run pop of the before binary (the ratio qpor / pop within each binary, '
                         'when the two binaries are built differently)')
    args = ap.parse_args()
    rows = [r for r in ROWS if not args.rows or r[0] in args.rows.split('|')]
    tools = [('pop', args.after, 'pop'), ('qpor before', args.before, 'qpor'), ('qpor after', args.after, 'qpor')]
    if args.pop_before:
        tools.append(('pop before', args.before, 'pop'))
    results = {}
    print(f'before: {uptime()}', flush=True)
    for rep in range(args.reps):
        for label, file, defines in rows:
            shift = rep % len(tools)
            for name, binary, algo in tools[shift:] + tools[:shift]:
                results.setdefault((label, name), []).append(run(binary, algo, file, defines))
            print(f'  rep {rep + 1}/{args.reps} {label} done', file=sys.stderr, flush=True)
    print(f'after:  {uptime()}')
    print()
    print('| row | pop CPU ms | qpor before CPU ms | qpor after CPU ms | after / before | qpor after / pop '
          '| pop wall s | qpor before wall s | qpor after wall s | executions / blocked |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for label, _, _ in rows:
        cpu = {n: statistics.median(r[0] for r in results[(label, n)]) for n, _, _ in tools}
        wall = {n: statistics.median(r[1] for r in results[(label, n)]) for n, _, _ in tools}
        counts = sorted({r[2] for n, _, _ in tools for r in results[(label, n)]})
        text = ', '.join(f'{e} / {b}' + ('' if c else ' (incomplete)') for e, b, c in counts)
        print(f"| {label} | {cpu['pop']:.0f} | {cpu['qpor before']:.0f} | {cpu['qpor after']:.0f} "
              f"| {cpu['qpor after'] / cpu['qpor before']:.2f} | {cpu['qpor after'] / cpu['pop']:.2f} "
              f"| {wall['pop']:.2f} | {wall['qpor before']:.2f} | {wall['qpor after']:.2f} | {text} |")
    if args.pop_before:
        print()
        print('| row | pop before CPU ms | qpor before / pop before | pop after / pop before |')
        print('|---|---:|---:|---:|')
        for label, _, _ in rows:
            cpu = {n: statistics.median(r[0] for r in results[(label, n)]) for n, _, _ in tools}
            print(f"| {label} | {cpu['pop before']:.0f} | {cpu['qpor before'] / cpu['pop before']:.2f} "
                  f"| {cpu['pop'] / cpu['pop before']:.2f} |")
    print()
    print('| row | ' + ' | '.join(f'{n} user / sys ms' for n, _, _ in tools) + ' | ' +
          ' | '.join(f'{n} page faults' for n, _, _ in tools) + ' |')
    print('|---|' + '---:|' * (2 * len(tools)))
    for label, _, _ in rows:
        def med(runs, i):  # over the runs perf counted
            counted = [r[3][i] for r in runs if not math.isnan(r[3][i])]
            return statistics.median(counted) if counted else math.nan
        cells = [f"{med(results[(label, n)], 0):.0f} / {med(results[(label, n)], 1):.0f}" for n, _, _ in tools]
        faults = [f"{med(results[(label, n)], 2):.0f}" for n, _, _ in tools]
        print(f"| {label} | {' | '.join(cells)} | {' | '.join(faults)} |")


if __name__ == '__main__':
    main()

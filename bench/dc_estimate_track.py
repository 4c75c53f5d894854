#!/usr/bin/env python3
"""dc's estimate of its own total over time against the executions of its complete run
(issue 17; docs/benchmarks.md, "dc's estimate on uneven trees").

  bench/dc_estimate_track.py [--bin build/bin/braid] [--time-limit 60] [--rows NAME:N,...]

For each row (a bench/programs file and its N): `braid check FILE -DN=.. --algo=dc --json
--progress --time-limit T` (default strategy and jobs). The truth is the executions of that
same run when it completes (rows that do not complete are marked "cut": the truth is then
unknown and the ratios are against the executions done). From the progress lines (one per
100 ms), at 10 %, 25 %, 50 % and 90 % of the run's wall time: the probes' estimate / truth
with its 95 % half-width (estimated_classes ± 2 standard errors) and whether the displays
showed it (estimated_total: settled and not refuted by the runs done), and the runs done /
truth. A line "covers" the truth when truth lies in estimate ± half-width; "wrong shown"
counts lines whose shown total's interval missed the truth (a confident wrong number).
"""
import argparse
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXTRA = []
ROWS = ['sigma.c:6', 'sigma.c:7', 'parker.c:8', 'parker.c:12', 'parker.c:16', 'opt_lock.c:50', 'opt_lock.c:200',
        'lastzero.c:9', 'lastzero.c:12', 'pthread_demo.c:8', 'fib_bench.c:4']


def run(binary, file, n, time_limit):
    cmd = [binary, 'check', os.path.join(ROOT, 'bench', 'programs', file), f'-DN={n}', '--algo=dc', '--json',
           '--progress', '--time-limit', str(time_limit)] + EXTRA
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit * 3 + 60)
    result = json.loads(p.stdout)
    lines = [json.loads(l)['progress'] for l in p.stderr.splitlines() if l.startswith('{"progress"')]
    return result, lines


def cell(line, truth):
    if line is None:
        return 'ended'
    est = line.get('estimated_classes', 0)
    err = line.get('estimated_classes_error', 0)
    if est <= 0:
        return f"none (done {line['executions'] / truth:.2f})"
    shown = 'shown' if line.get('estimated_total', 0) > 0 else 'held'
    return f"{est / truth:.2f} ±{100 * err / est:.0f}% {shown}, {line.get('class_probes', 0)} pr (done {line['executions'] / truth:.2f})"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--time-limit', type=float, default=60)
    ap.add_argument('--rows', type=lambda s: s.split(','), default=ROWS)
    ap.add_argument('--jobs', type=int, help='--jobs for braid (default: its own)')
    args = ap.parse_args()
    if args.jobs:
        EXTRA.extend(['--jobs', str(args.jobs)])
    print('| program | N | truth (dc, complete) | s | @10% | @25% | @50% | @90% | lines covering | wrong shown |')
    print('|---|---|---:|---:|---|---|---|---|---:|---:|')
    for row in args.rows:
        file, n = row.split(':')
        result, lines = run(args.bin, file, n, args.time_limit)
        complete = result.get('complete', False)
        truth = result['executions'] if complete else max(1, result['executions'])
        wall = result.get('time_s', 0) or 0
        picks = []
        for q in (0.1, 0.25, 0.5, 0.9):
            at = [l for l in lines if l['elapsed_s'] <= q * wall]
            picks.append(cell(at[-1] if at else None, truth))
        covering = wrong = with_estimate = 0
        for l in lines:
            est = l.get('estimated_classes', 0)
            if est <= 0:
                continue
            with_estimate += 1
            err = l.get('estimated_classes_error', 0)
            inside = est - err <= truth <= est + err
            covering += inside
            wrong += l.get('estimated_total', 0) > 0 and not inside
        name = f"{result['executions']}" if complete else f"cut ({result['executions']} done)"
        print(f"| {file} | {n} | {name} | {wall:.1f} | {' | '.join(picks)} | {covering}/{with_estimate} | {wrong} |",
              flush=True)


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""What the portfolio costs a complete exhaustive run (issue 17; docs/benchmarks.md,
"Hunting").

  bench/hunt/cost.py [--bin build/bin/braid] [--runs 2] [--algo pop] [--jobs 1]

For each program, `braid check bench/programs/F -D... --algo=A --jobs J --json
--time-limit 120 --strategy=S` with S = exhaustive and portfolio alternately (so both see
the same load), --runs times each. Prints one markdown row per program: executions (they
must be equal: the portfolio does not change the exhaustive run's counts), the engine's
time_s of each run, hunting's executions in the portfolio runs, and the ratio of the
medians.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = [('lastzero.c', 'N=15'), ('indexer.c', 'N=16'), ('fib_bench.c', 'N=5'),
            ('circular_buffer.c', 'N=9'), ('filesystem.c', 'N=26')]


def run(binary, name, define, strategy, algo, jobs):
    cmd = [binary, 'check', os.path.join(ROOT, 'bench', 'programs', name), '-D' + define, f'--algo={algo}',
           '--jobs', str(jobs), '--json', '--time-limit', '120', f'--strategy={strategy}']
    j = json.loads(subprocess.run(cmd, capture_output=True, text=True, timeout=400).stdout)
    hunt = (j.get('coverage') or {}).get('hunt') or {}
    return {'executions': j['executions'], 'time_s': j['time_s'], 'complete': j.get('complete'),
            'hunt': hunt.get('executions', 0)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--runs', type=int, default=2)
    ap.add_argument('--algo', default='pop')
    ap.add_argument('--jobs', type=int, default=1)
    args = ap.parse_args()
    print('| program | executions | exhaustive s | portfolio s | hunting executions | portfolio / exhaustive (medians) |')
    print('| --- | ---: | --- | --- | ---: | ---: |')
    ok = True
    for name, define in PROGRAMS:
        ex, pf = [], []
        for _ in range(args.runs):
            ex.append(run(args.bin, name, define, 'exhaustive', args.algo, args.jobs))
            pf.append(run(args.bin, name, define, 'portfolio', args.algo, args.jobs))
        counts = {r['executions'] for r in ex + pf}
        ok &= len(counts) == 1 and all(r['complete'] for r in ex + pf)
        ratio = statistics.median(r['time_s'] for r in pf) / statistics.median(r['time_s'] for r in ex)
        times = lambda rows: ', '.join('%.2f' % r['time_s'] for r in rows)  # noqa: E731
        print(f"| {name[:-2].replace('_', '-')} {define} | {' / '.join(str(c) for c in sorted(counts))} | "
              f"{times(ex)} | {times(pf)} | {', '.join(str(r['hunt']) for r in pf)} | {ratio:.2f} |", flush=True)
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()

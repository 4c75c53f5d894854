#!/usr/bin/env python3
"""How good is the progress estimate (issue 17; docs/benchmarks.md, "Progress estimates")?

  bench/estimate_quality.py [--bin build/bin/braid] [--suite pop] [--algo pop] [--jobs N]
                            [--time-limit 120] [--only NAME,...] [--max-size published]

For every row of the suite (bench/programs/benchmarks.json) it runs
`braid check FILE -D... --algo=A --json --progress [--jobs N]` (the default portfolio:
hunting's sleep-set probes give POP its estimate) and reads the JSON progress lines (one
per 100 ms) the engine prints on stderr. The actual total is the number of executions of the
complete run; at 10 % and 50 % of it (the first progress line at or past that many
executions) the table gives estimate / actual (with the 95 % half-width the line gave, as a
fraction of the estimate), and what is certain (`estimated_at_least`) / actual. A row that
ends in under a few tenths of a second has few progress lines: the column "at" says which
fraction the line read was really at. "estimator": the lines' `total_estimator` (what an
estimate rests on: `lock-event-probes` for qpor, `none` for dc, docs/cli.md).
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')


def run(binary, bench, size, algo, jobs, time_limit):
    cmd = [binary, 'check', os.path.join(PROGRAMS, bench['file'])]
    cmd += [f'-D{k}={v}' for k, v in size['params'].items()]
    cmd += [f'--algo={algo}', '--json', '--progress', *([f'--jobs={jobs}'] if jobs else []),
            '--time-limit', str(time_limit)]
    cmd += bench.get('extra_args', [])
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit * 2 + 60)
    try:
        result = json.loads(p.stdout)
    except json.JSONDecodeError:
        return None, []
    lines = []
    for line in p.stderr.splitlines():
        if line.startswith('{"progress"'):
            lines.append(json.loads(line)['progress'])
    return result, lines


def at_fraction(lines, actual, fraction):
    for line in lines:
        if line['executions'] >= fraction * actual:
            return line
    return None


def describe(line, actual):
    if line is None:
        return 'no line', '', ''
    at = f"{line['executions'] / actual:.2f}"
    est = line.get('estimated_total', 0)
    floor = line.get('estimated_at_least', 0)
    err = line.get('estimated_total_error', 0)
    est_text = (f'{est / actual:.2f}' + (f' ±{err / est:.0%}' if err else '')) if est > 0 else 'none'
    floor_text = f'{floor / actual:.2f}' if floor > 0 else ''
    return at, est_text, floor_text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--suite', default='pop')
    ap.add_argument('--algo', default='pop')
    ap.add_argument('--jobs', type=int, default=0)
    ap.add_argument('--time-limit', type=float, default=120)
    ap.add_argument('--only', type=lambda s: s.split(','))
    ap.add_argument('--max-size', choices=['small', 'published'], default='published')
    args = ap.parse_args()
    with open(os.path.join(PROGRAMS, 'benchmarks.json')) as f:
        benches = json.load(f)['benchmarks']
    print(f'| program | params | estimator | actual | time s | at | est/actual @10% | certain/actual @10% '
          f'| at | est/actual @50% | certain/actual @50% |')
    print('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|')
    for bench in benches:
        if args.suite not in bench['suites'] or (args.only and bench['name'] not in args.only):
            continue
        for size in bench['sizes']:
            if size['size'] != 'published' and args.max_size == 'published':
                continue
            result, lines = run(args.bin, bench, size, args.algo, args.jobs, args.time_limit)
            params = ', '.join(f'{k}={v}' for k, v in size['params'].items())
            estimator = lines[-1].get('total_estimator', '') if lines else ''
            if result is None or not result.get('complete'):
                print(f"| {bench['name']} | {params} | {estimator} | incomplete | | | | | | | |")
                sys.stdout.flush()
                continue
            actual = result['executions']
            cells = []
            for fraction in (0.1, 0.5):
                cells += describe(at_fraction(lines, actual, fraction), actual)
            print(f"| {bench['name']} | {params} | {estimator} | {actual} | {result.get('time_s', 0):.1f} | " + ' | '.join(cells) + ' |')
            sys.stdout.flush()


if __name__ == '__main__':
    main()

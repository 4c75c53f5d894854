#!/usr/bin/env python3
"""Which corpus programs' progress estimates never settle (issue 17; docs/benchmarks.md,
"qpor's and dc's estimates")?

  bench/estimate_corpus.py [--bin build/bin/braid] [--algo pop] [--time-limit 3] [--all]

Runs the verdict corpus's programs (tests/programs/verdicts/; by default those whose header
says `complete: no`, the spaces too large to finish, where an estimate matters) with
`braid check FILE FLAGS --algo=A --progress --time-limit T` (default portfolio) and prints,
per program, the `total_estimator`, whether any line showed a settled estimate (and the
first such line's time), and the last line's probe estimate of the classes with its 95 %
half-width and probes. Why an estimate stays unsettled shows in those: an estimate of 0
(every guided probe ended sleep-set blocked), or a half-width of 200 % (a guard raised the
error to the estimate: heavy tail, a forecast proved wrong, or no corroboration).
"""
import argparse
import json
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, 'tests', 'programs', 'verdicts')


def header(path, key):
    with open(path) as f:
        for line in f:
            m = re.match(r'\s*//\s*' + key + r':\s*(.*)', line)
            if m:
                return m.group(1).strip()
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--algo', default='pop')
    ap.add_argument('--time-limit', type=float, default=3)
    ap.add_argument('--all', action='store_true', help='every program, not only `complete: no` ones')
    args = ap.parse_args()
    print('| program | estimator | lines | settled at s | last classes estimate (±95%, probes) |')
    print('|---|---|---:|---|---|')
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name)
        if not name.endswith(('.c', '.cpp')) or (not args.all and header(path, 'complete') != 'no'):
            continue
        algos = header(path, 'algos')
        if algos and args.algo not in [a.strip() for a in algos.split(',')]:
            continue
        flags = (header(path, 'flags') or '').split()
        cmd = [args.bin, 'check', path, *flags, f'--algo={args.algo}', '--progress', '--time-limit', str(args.time_limit)]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=args.time_limit * 3 + 60)
        lines = [json.loads(l)['progress'] for l in p.stderr.splitlines() if l.startswith('{"progress"')]
        if not lines:
            print(f'| {name} | | 0 | | (exit {p.returncode}) |')
            continue
        settled = next((l for l in lines if l.get('estimated_total', 0) > 0 and l.get('class_probes', 0) > 0), None)
        last = lines[-1]
        est = last.get('estimated_classes', 0)
        last_text = (f"{est:.3g} ±{last.get('estimated_classes_error', 0) / est:.0%} ({last.get('class_probes', 0)})"
                     if est > 0 else f"0 ({last.get('class_probes', 0)})")
        print(f"| {name} | {last.get('total_estimator', '')} | {len(lines)} | "
              f"{'%.1f' % settled['elapsed_s'] if settled else 'never'} | {last_text} |", flush=True)


if __name__ == '__main__':
    main()

#!/usr/bin/env python3
"""When does POP's progress estimate settle, and how close is it (issue 17;
docs/benchmarks.md, "Progress estimates")?

  bench/estimate_settle.py [--bin build/bin/braid] [--time-limit 10] [--only NAME,...]
                           [--algo pop|qpor|dc]

With --algo qpor the rows are the QPOR suite's, the truth its published configurations
(`qpor_confs`, one qpor execution each; hunting's lock-event probes give qpor its
estimate); with --algo dc the DC-DPOR suite's, the truth DC-DPOR's published classes
(`dcdpor_dc`, one dc execution each; dc's own probes of its recursion give its estimate).

For every published POP-suite row of bench/programs/benchmarks.json with a published POP
count (the truth: POP's executions, one per Mazurkiewicz class; checked against complete
runs in docs/benchmarks.md) it runs `braid check FILE -D... --algo=pop --json --progress
--time-limit T` (the default portfolio: hunting's sleep-set probes give POP its estimate)
and reads the JSON progress lines (one per 100 ms). Columns: the first line whose estimate
had settled (elapsed seconds, estimate / truth, its 95 % half-width, probes by then), and
the last line's probe estimate (settled or not) / truth with its probes, and the range of
estimate / truth over every line that showed a settled estimate (the worst value a display
showed as settled). "never": no line had a settled estimate (the row may also end before
the first line: "ended").
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')


# Per algorithm: the suite of bench/programs/benchmarks.json and the published count that is
# the algorithm's executions.
TRUTH = {'pop': ('pop', 'pop'), 'qpor': ('qpor', 'qpor_confs'), 'dc': ('dcdpor', 'dcdpor_dc')}


def run(binary, bench, size, time_limit, algo='pop'):
    cmd = [binary, 'check', os.path.join(PROGRAMS, bench['file'])]
    cmd += [f'-D{k}={v}' for k, v in size['params'].items()]
    cmd += [f'--algo={algo}', '--json', '--progress', '--time-limit', str(time_limit)]
    cmd += bench.get('extra_args', [])
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit * 2 + 60)
    try:
        result = json.loads(p.stdout)
    except json.JSONDecodeError:
        result = None
    lines = [json.loads(l)['progress'] for l in p.stderr.splitlines() if l.startswith('{"progress"')]
    return result, lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--time-limit', type=float, default=10)
    ap.add_argument('--only', type=lambda s: s.split(','))
    ap.add_argument('--algo', choices=sorted(TRUTH), default='pop')
    args = ap.parse_args()
    suite, truth_key = TRUTH[args.algo]
    with open(os.path.join(PROGRAMS, 'benchmarks.json')) as f:
        benches = json.load(f)['benchmarks']
    print('| program | params | truth | run | settled at s | est/truth then | ±95% | probes then '
          '| last est/truth | last probes | shown range |')
    print('|---|---|---:|---|---:|---:|---:|---:|---:|---:|---|')
    for bench in benches:
        if suite not in bench['suites'] or (args.only and bench['name'] not in args.only):
            continue
        for size in bench['sizes']:
            truth = size.get('published', {}).get(truth_key)
            if size['size'] != 'published' or not truth:
                continue
            result, lines = run(args.bin, bench, size, args.time_limit, args.algo)
            params = ', '.join(f'{k}={v}' for k, v in size['params'].items())
            # A complete run's own count (the algorithm's executions; for dc it can differ
            # from the published classes, which count other things on some rows).
            ran = 'error' if result is None else (
                f"complete {result.get('time_s', 0):.1f} s, {result.get('executions', 0)} runs"
                if result.get('complete') else 'cut')
            settled = next((l for l in lines if l.get('estimated_total', 0) > 0
                            and l.get('class_probes', 0) > 0), None)
            if settled:
                est = settled['estimated_total']
                cells = [f"{settled['elapsed_s']:.1f}", f'{est / truth:.2f}',
                         f"{settled.get('estimated_total_error', 0) / est:.0%}", str(settled['class_probes'])]
            else:
                cells = ['never' if lines else 'ended', '', '', '']
            last = next((l for l in reversed(lines) if l.get('class_probes', 0) > 0), None)
            if last:
                cells += [f"{last['estimated_classes'] / truth:.2f} ±{last['estimated_classes_error'] / max(last['estimated_classes'], 1e-9):.0%}"
                          if last['estimated_classes'] > 0 else '0', str(last['class_probes'])]
            else:
                cells += ['', '0']
            shown = [l['estimated_total'] / truth for l in lines
                     if l.get('estimated_total', 0) > 0 and l.get('class_probes', 0) > 0]
            cells.append(f'{min(shown):.2f}–{max(shown):.2f}' if shown else '')
            print(f"| {bench['name']} | {params} | {truth} | {ran} | " + ' | '.join(cells) + ' |')
            sys.stdout.flush()


if __name__ == '__main__':
    main()

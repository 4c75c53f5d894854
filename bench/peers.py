#!/usr/bin/env python3
"""braid next to other stateless model checkers, on the POP and QPOR Table 1 rows.

  bench/peers.py [--braid build/bin/braid] [--braid-as NAME=PATH ...] [--genmc PATH] [--nidhuggc PATH]
                 [--peer NAME=TEMPLATE ...] [--rows issue20|pop|qpor|all] [--only NAME,...]
                 [--reps 3] [--time-limit 600] [--no-cache]

Every selected row runs once per tool per repetition, interleaved (row by row, each tool in
turn, the order rotating from one repetition to the next) so that a change of the machine's
load hits every tool alike. Times are wall seconds of the whole process (start-up, compile
and exploration: what a user waits for), as medians over the repetitions; the execution
counts are printed next to them so that a row is only compared where the counts agree.
`uptime` is printed before and after. The output is markdown, ready for docs/benchmarks.md.

Tools:
  braid           `braid check FILE -D... --algo=A --json` for each algorithm the row lists
                  (pop rows: pop; qpor rows: pop and qpor). --braid-as NAME=PATH adds another
                  braid binary (e.g. a build of an older commit) under the label NAME.
  --genmc PATH    GenMC, as `PATH -- -D... FILE` (executions: "Number of complete executions
                  explored"). --nidhuggc PATH: Nidhugg, as `PATH -D... -- --sc FILE` (executions:
                  "Trace count"). Both templates can be replaced with --peer.
  --peer NAME=TEMPLATE
                  any command; {defines} and {file} are substituted. Its executions are taken
                  from the first number after "executions" or "Trace count" in its output.
--no-cache runs braid with --no-cache (every run compiles from scratch).
"""
import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = os.path.join(ROOT, 'bench', 'programs')

# The rows of issue 20's table: the small POP rows (where a fixed cost shows) and every
# QPOR Table 1 row family at the size measured there.
ISSUE20_ROWS = [
    ('lastzero', {'N': 10}), ('fib-bench', {'N': 4}), ('fib-bench', {'N': 5}), ('lastzero', {'N': 15}),
    ('poke', {'N': 10, 'K': 4}), ('MPAT', {'K': 5}), ('MPC', {'P': 3, 'W': 5}), ('DISP', {'S': 5, 'R': 4}),
    ('POL', {'N': 10, 'K': 3}), ('PI', {'T': 7}), ('MPC', {'P': 4, 'W': 5}),
]

DEFAULT_TEMPLATES = {
    'genmc': '{bin} -- {defines} {file}',
    'nidhugg': '{bin} {defines} -- --sc {file}',
}


def load_benchmarks():
    with open(os.path.join(PROGRAMS, 'benchmarks.json')) as f:
        return json.load(f)['benchmarks']


def select_rows(benches, which, only):
    rows = []  # (label, bench, params)
    by_name = {b['name']: b for b in benches}
    if which == 'issue20':
        for name, params in ISSUE20_ROWS:
            rows.append((name, by_name[name], params))
    else:
        suites = ['pop', 'qpor'] if which == 'all' else [which]
        for b in benches:
            if not any(s in b['suites'] for s in suites):
                continue
            for size in b['sizes']:
                if size['size'] != 'published' or size.get('reproducible') is False:
                    continue
                rows.append((b['name'], b, size['params']))
    if only:
        rows = [r for r in rows if r[0] in only]
    return rows


def row_label(name, params):
    return f"{name}({','.join(str(v) for v in params.values())})"


def braid_algos(bench):
    return ['pop', 'qpor'] if 'qpor' in bench['suites'] else ['pop']


def run(cmd, time_limit):
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit)
    except subprocess.TimeoutExpired:
        return None, '', 'timeout'
    return time.perf_counter() - start, p.stdout + p.stderr, p.returncode


def braid_tool(label, binary, algo, no_cache):
    def cmd(bench, params):
        c = [binary, 'check', os.path.join(PROGRAMS, bench['file'])]
        c += [f'-D{k}={v}' for k, v in params.items()]
        c += [f'--algo={algo}', '--json'] + bench.get('extra_args', [])
        if no_cache:
            c.append('--no-cache')
        return c

    def executions(out):
        try:
            j = json.loads(out[out.index('{'):out.rindex('}') + 1])
            n = j.get('executions', j.get('stats', {}).get('executions'))
            return n if j.get('complete', True) else f'{n} (incomplete)'
        except (ValueError, KeyError):
            return None

    return {'name': f'{label} {algo}', 'cmd': cmd, 'executions': executions, 'algos': {algo}}


def peer_tool(name, template, binary=None):
    def cmd(bench, params):
        defines = ' '.join(shlex.quote(f'-D{k}={v}') for k, v in params.items())
        text = template.format(bin=shlex.quote(binary or ''), defines=defines,
                               file=shlex.quote(os.path.join(PROGRAMS, bench['file'])))
        return shlex.split(text)

    def executions(out):
        m = re.search(r'(?:complete executions explored|Trace count|executions)\D*?(\d[\d,]*)', out, re.I)
        return int(m.group(1).replace(',', '')) if m else None

    return {'name': name, 'cmd': cmd, 'executions': executions, 'algos': None}


def uptime():
    try:
        return subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()
    except OSError:
        return '(uptime unavailable)'


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--braid', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--braid-as', action='append', default=[], metavar='NAME=PATH')
    ap.add_argument('--genmc')
    ap.add_argument('--nidhuggc')
    ap.add_argument('--peer', action='append', default=[], metavar='NAME=TEMPLATE')
    ap.add_argument('--rows', default='issue20', choices=['issue20', 'pop', 'qpor', 'all'])
    ap.add_argument('--only', default='', help='benchmark names, comma-separated (e.g. DISP,POL)')
    ap.add_argument('--algos', default='', help='braid algorithms to run (default: pop, and qpor on QPOR rows)')
    ap.add_argument('--reps', type=int, default=3)
    ap.add_argument('--time-limit', type=float, default=600)
    ap.add_argument('--no-cache', action='store_true')
    args = ap.parse_args()

    rows = select_rows(load_benchmarks(), args.rows, set(filter(None, args.only.split(','))))
    braids = [('braid', args.braid)] + [tuple(x.split('=', 1)) for x in args.braid_as]
    wanted_algos = set(filter(None, args.algos.split(','))) or {'pop', 'qpor'}
    tools = []
    for label, binary in braids:
        for algo in ['pop', 'qpor']:
            if algo in wanted_algos:
                tools.append(braid_tool(label, binary, algo, args.no_cache))
    if args.genmc:
        tools.append(peer_tool('GenMC', DEFAULT_TEMPLATES['genmc'], args.genmc))
    if args.nidhuggc:
        tools.append(peer_tool('Nidhugg', DEFAULT_TEMPLATES['nidhugg'], args.nidhuggc))
    for spec in args.peer:
        name, template = spec.split('=', 1)
        tools.append(peer_tool(name, template))

    print(f'before: {uptime()}', flush=True)
    times = {}  # (row index, tool name) -> [seconds]
    counts = {}
    for rep in range(args.reps):
        for ri, (name, bench, params) in enumerate(rows):
            applicable = [t for t in tools if t['algos'] is None or t['algos'] & set(braid_algos(bench))]
            shift = rep % max(1, len(applicable))
            for tool in applicable[shift:] + applicable[:shift]:
                seconds, out, rc = run(tool['cmd'](bench, params), args.time_limit)
                key = (ri, tool['name'])
                if seconds is None:
                    times.setdefault(key, []).append(float('inf'))
                    counts[key] = 'timeout'
                    continue
                times.setdefault(key, []).append(seconds)
                counts[key] = tool['executions'](out)
            print(f'  rep {rep + 1}/{args.reps} {row_label(name, params)} done', file=sys.stderr, flush=True)
    print(f'after:  {uptime()}')
    print(f'{args.reps} repetitions, interleaved; wall seconds of the whole process (median)'
          f'{"; braid without its compile cache" if args.no_cache else ""}.')
    print()
    names = [t['name'] for t in tools]
    print('| row | ' + ' | '.join(names) + ' | executions |')
    print('|---|' + '---:|' * len(names) + '---|')
    for ri, (name, bench, params) in enumerate(rows):
        cells = []
        row_counts = []
        for t in names:
            if (ri, t) not in times:
                cells.append('—')
                continue
            m = statistics.median(times[(ri, t)])
            cells.append('timeout' if m == float('inf') else f'{m:.3f}')
            row_counts.append(f'{t}: {counts[(ri, t)]}')
        print(f'| {row_label(name, params)} | ' + ' | '.join(cells) + ' | ' + '; '.join(row_counts) + ' |')
    return 0


if __name__ == '__main__':
    sys.exit(main())

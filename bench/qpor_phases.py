#!/usr/bin/env python3
"""QPOR against POP per execution, in instructions, split by phase (callgrind).

  bench/qpor_phases.py [--bin build/bin/braid] [--rows 'MPAT(4)|DISP(4,3)'] [--algos pop,qpor]

Each row runs once per algorithm under `valgrind --tool=callgrind` (`BIN check
bench/programs/FILE -D... --algo=A --strategy=exhaustive --jobs=1 --json --no-isolation`: one
worker, the engine in the measured process). Instruction counts do not depend on the
machine's load, unlike CPU time, so a run on a busy machine compares as well as a quiet one.
The inclusive counts of a few functions split each exploration into:

  runtime    Runtime::run minus the scheduler's callback: the program's own code, the
             fibers, enabledness, recording events (the same work under every algorithm)
  algorithm  the exploration minus Runtime::run and the observer, plus the scheduler's
             callback: what the algorithm itself does (QPOR: the unfolding, Alt, pruning;
             POP: the happens-before analysis and its backtracking)
  observer   CheckObserver::on_execution_at: race detection and the per-run report work
             (the same under every algorithm)

and prints them per execution (thousands of instructions) with `uptime`, and the algorithm's
own functions above 2 % of the exploration. Rows are small sizes of the QPOR Table 1 rows:
callgrind runs ~50x slower than the program.
"""
import argparse
import json
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROWS = [('MPAT(4)', 'mpat.c', ['-DK=4']), ('MPAT(5)', 'mpat.c', ['-DK=5']),
        ('DISP(4,3)', 'dispatcher.c', ['-DS=4', '-DR=3']), ('DISP(5,3)', 'dispatcher.c', ['-DS=5', '-DR=3']),
        ('POL(7,3)', 'poke.c', ['-DN=7', '-DK=3']), ('MPC(3,4)', 'multiprodcon.c', ['-DP=3', '-DW=4']),
        ('PI(6)', 'pi.c', ['-DT=6'])]
DEFAULT_ROWS = 'MPAT(4)|DISP(4,3)|POL(7,3)'

# Function names (callgrind_annotate's, without arguments) per algorithm.
EXPLORE = {'qpor': 'Qpor::explore', 'pop': 'Pop::explore'}
CALLBACK = {'qpor': 'QporScheduler::choose', 'pop': 'Pop::Sched::choose'}
OWN_PREFIX = {'qpor': ('Qpor::', 'qpor::', 'QporScheduler::'), 'pop': ('Pop::', 'dpor::')}


def uptime():
    return subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()


def inclusive_counts(profile, inclusive):
    """function name (no arguments, no file) -> instructions, first (outermost) entry wins."""
    out = subprocess.run(['callgrind_annotate', f'--inclusive={"yes" if inclusive else "no"}', '--threshold=100',
                          profile], capture_output=True, text=True, check=True).stdout
    counts = {}
    for line in out.splitlines():
        m = re.match(r'\s*([\d,]+)\s+(?:\([^)]*\)\s+)?\S*?:(.*)$', line)
        if not m:
            continue
        name = m.group(2)
        name = re.sub(r' \[[^\]]*\]$', '', name)  # the object file
        name = re.sub(r'^braid::(\(anonymous namespace\)::)?', '', name)
        if "'" in name.split('(')[0]:
            continue  # a recursive cycle's inner entry
        lambda_of = '::{lambda' in name  # a lambda inside the function: counted apart
        name = name.split('(')[0] + (' (lambda)' if lambda_of else '')
        # (With debug info a function's self cost is listed once per source file its inlined
        # code comes from: the parts add up. Its inclusive cost is listed whole, first.)
        value = int(m.group(1).replace(',', ''))
        counts[name] = counts.get(name, 0) + value if not inclusive else counts.get(name, value)
    return counts


def measure(binary, algo, file, defines, workdir):
    profile = os.path.join(workdir, f'cg.{algo}.out')
    p = subprocess.run(['valgrind', '--tool=callgrind', f'--callgrind-out-file={profile}', binary, 'check',
                        os.path.join(ROOT, 'bench', 'programs', file)] + defines +
                       [f'--algo={algo}', '--strategy=exhaustive', '--jobs=1', '--json', '--no-isolation'],
                       capture_output=True, text=True)
    j = json.loads(p.stdout)
    inc = inclusive_counts(profile, True)
    own = inclusive_counts(profile, False)
    explore = inc[EXPLORE[algo]]
    run = inc['runtime::Runtime::run']
    callback = inc.get(CALLBACK[algo], 0)
    observer = inc.get('CheckObserver::on_execution_at', 0)
    phases = {'runtime': run - callback, 'algorithm': explore - run + callback - observer, 'observer': observer,
              'explore': explore}
    hot = sorted(((n, c) for n, c in own.items() if n.startswith(OWN_PREFIX[algo]) and c > 0.02 * explore),
                 key=lambda x: -x[1])
    return j['executions'], j['blocked'], phases, hot


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--rows', default=DEFAULT_ROWS, help="labels separated by '|'")
    ap.add_argument('--algos', default='pop,qpor')
    args = ap.parse_args()
    rows = [r for r in ROWS if r[0] in args.rows.split('|')]
    algos = args.algos.split(',')
    print(f'before: {uptime()}', flush=True)
    results = {}
    with tempfile.TemporaryDirectory() as workdir:
        for label, file, defines in rows:
            for algo in algos:
                results[(label, algo)] = measure(args.bin, algo, file, defines, workdir)
    print(f'after:  {uptime()}')
    print()
    print('| row | algorithm | executions / blocked | explore K instr / execution | runtime | algorithm | observer |')
    print('|---|---|---:|---:|---:|---:|---:|')
    for label, _, _ in rows:
        for algo in algos:
            execs, blocked, ph, _ = results[(label, algo)]
            per = {k: v / max(execs, 1) / 1000 for k, v in ph.items()}
            print(f"| {label} | {algo} | {execs} / {blocked} | {per['explore']:.1f} | {per['runtime']:.1f} "
                  f"| {per['algorithm']:.1f} | {per['observer']:.1f} |")
    print()
    for label, _, _ in rows:
        for algo in algos:
            execs, _, ph, hot = results[(label, algo)]
            text = ', '.join(f'{n} {c / execs / 1000:.1f}' for n, c in hot)
            print(f'{label} {algo}, own functions above 2 % (self, K instr / execution): {text}')


if __name__ == '__main__':
    main()

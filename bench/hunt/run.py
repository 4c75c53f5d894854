#!/usr/bin/env python3
"""Time to first bug on buggy programs whose exhaustive exploration takes over a minute
(issue 17; docs/benchmarks.md, "Hunting").

  bench/hunt/run.py [--bin build/bin/braid] [--runs 5] [--time-limit 60] [--strategy portfolio]
                    [--baseline]  [--only NAME,...]  [--twins]

Each run: `braid check FILE --json --stop-on-first-bug --time-limit T --strategy S
--trace-dir D`, then `braid replay D/bug-1.json`, which must reproduce the bug. Prints one
markdown row per program: median and worst wall time of the check (the compile is cached
after the first run), the engine's time_s, the strategy that found it, whether it replayed.
--baseline also runs `--strategy exhaustive` once per program with the same limit.
--twins runs the correct twins instead (-DCORRECT, each --runs times with the limit): a row
fails when any run reports a bug.
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
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = ['fib_lockstep.c', 'stack_deep.c', 'queue_deep.c', 'rare_order.c',
            'ring_lockstep.c', 'buffer_overfill.c', 'late_writer.c',
            # Issue 17's estimate helper: three more, one per idiom (lock alternation, a deep
            # stack's fast path, a rare arrival order among seven threads).
            'baton_mutex.c', 'stack_fastpath.c', 'arrival_order.c',
            # Two variants of the lock alternation (longest-waiting-first hunting): three
            # players through a flag read under a lock, a rotation through a condition variable.
            'baton_flag3.c', 'baton_cond.c',
            # Issue 17, hunt6: sixteen more shapes, each with a correct twin (-DCORRECT, --twins).
            'kth_iteration.c', 'seqlock_torn.c', 'aba_stack.c', 'lock_cycle4.c', 'lazy_init.c',
            'long_prefix.c', 'fib_uneven.c', 'leaky_ring.c', 'progress3.c', 'philosophers5.c',
            'lost_wakeup.c', 'ticket_wrap.c', 'steal_last.c', 'barrier_reuse.c', 'resize_window.c',
            'release_race.c', 'window_shared.c',
            # Issue 17, dcest2: six more, each with a correct twin: strict alternation through a
            # mutex recorded bit by bit, a 192-slot ring's off-by-one "full" test, a rare arrival
            # order among eight threads, a check-then-act behind 400 warm-up steps per thread,
            # a bug needing three preemptions, a 120-slot stack's unlocked capacity test.
            'turn_bits.c', 'ring_overwrite.c', 'arrival8.c', 'warmup_race.c', 'three_switches.c',
            'stack_full.c',
            # Issue 17, hunt3: six more, each with a correct twin: four stages sampled at uneven
            # paces, a buffer swap in one round of sixty among four threads, ABA on a one-slot
            # mailbox of recycled nodes, a skipped notify, a relay among five workers, a bug
            # behind a prefix of eight joined helper threads.
            'stage_uneven.c', 'swap_rounds.c', 'aba_mailbox.c', 'notify_skip.c', 'relay5.c',
            'phased_prefix.c',
            # Issue 17, hunt4: three more of the two families still slowest (a bug behind a long
            # deterministic prefix; a one-step window in shared state), each with a correct
            # twin: a flag published before its value after a 2,400-step prefix, strict
            # alternation of a Fibonacci pair after a 2,000-step prefix, a carry written in the
            # wrong order once in 250 bumps of a shared pair by three writers.
            'prefix_publish.c', 'prefix_lockstep.c', 'window_pair.c']
# Programs with a correct twin (compiled with -DCORRECT): no strategy may report a bug there.
TWINS = PROGRAMS[PROGRAMS.index('kth_iteration.c'):]


def check(binary, path, strategy, time_limit, trace_dir, flags=()):
    cmd = [binary, 'check', path, '--json', '--stop-on-first-bug', '--time-limit', str(time_limit),
           f'--strategy={strategy}', '--trace-dir', trace_dir, *flags]
    start = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=time_limit * 3 + 60)
    wall = time.monotonic() - start
    try:
        j = json.loads(p.stdout)
    except json.JSONDecodeError:
        return {'error': p.stderr[-300:]}
    bugs = j.get('bugs', [])
    row = {'wall_s': wall, 'time_s': j.get('time_s'), 'bugs': len(bugs), 'executions': j.get('executions'),
           'coverage': j.get('coverage', {}).get('text')}
    if 'failure' in j:  # the supervisor stopped the engine (memory or time limit)
        row['coverage'] = 'engine stopped: ' + j['failure'].get('kind', '?')
    if bugs:
        row['kind'] = bugs[0]['kind']
        row['found_by'] = bugs[0].get('found_by', j.get('algorithm'))
        r = subprocess.run([binary, 'replay', os.path.join(trace_dir, 'bug-1.json')], capture_output=True, text=True)
        row['replayed'] = 'bug reproduced' in r.stdout
    return row


def twins(args):
    print('| correct twin | runs | bugs reported | executions (median) | coverage (last run) |')
    print('| --- | --- | --- | --- | --- |')
    ok = True
    for name in TWINS:
        if args.only and name not in args.only and name[:-2] not in args.only:
            continue
        rows = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory(prefix='braid-hunt-') as d:
                rows.append(check(args.bin, os.path.join(HERE, name), args.strategy, args.time_limit, d, ['-DCORRECT']))
        bugs = sum(r.get('bugs', 0) for r in rows)
        ok &= bugs == 0 and not any('error' in r for r in rows)
        print(f"| {name} | {len(rows)} | {bugs} | {statistics.median([r.get('executions') or 0 for r in rows])} | "
              f"{rows[-1].get('coverage') or rows[-1].get('error', '?')} |")
    return 0 if ok else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--runs', type=int, default=5)
    ap.add_argument('--time-limit', type=float, default=60)
    ap.add_argument('--strategy', default='portfolio')
    ap.add_argument('--baseline', action='store_true')
    ap.add_argument('--only', type=lambda s: s.split(','))
    ap.add_argument('--twins', action='store_true')
    args = ap.parse_args()
    if args.twins:
        sys.exit(twins(args))
    print('| program | runs | bug found | median s (wall) | worst s (wall) | engine s (median) | found by | replayed |')
    print('| --- | --- | --- | --- | --- | --- | --- | --- |')
    all_walls = []
    ok = True
    for name in PROGRAMS:
        if args.only and name not in args.only and name[:-2] not in args.only:
            continue
        path = os.path.join(HERE, name)
        rows = []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory(prefix='braid-hunt-') as d:
                rows.append(check(args.bin, path, args.strategy, args.time_limit, d))
        found = [r for r in rows if r.get('bugs')]
        walls = [r['wall_s'] for r in rows]
        all_walls += walls
        ok &= len(found) == len(rows) and all(r.get('replayed') for r in found)
        print(f"| {name} | {len(rows)} | {len(found)}/{len(rows)} | {statistics.median(walls):.2f} | {max(walls):.2f} | "
              f"{statistics.median([r.get('time_s') or 0 for r in rows]):.3f} | "
              f"{', '.join(sorted({r.get('found_by', '-') for r in found})) or '-'} | "
              f"{sum(bool(r.get('replayed')) for r in found)}/{len(found)} |")
        if args.baseline:
            with tempfile.TemporaryDirectory(prefix='braid-hunt-') as d:
                b = check(args.bin, path, 'exhaustive', args.time_limit, d)
            print(f"| {name} (exhaustive, baseline) | 1 | {b.get('bugs', 0)} | {b.get('wall_s', 0):.2f} | | "
                  f"{b.get('time_s') or 0:.3f} | {b.get('executions', '?')} executions | {b.get('coverage')} |")
    if all_walls:
        print(f"\nall runs: median {statistics.median(all_walls):.2f} s, worst {max(all_walls):.2f} s")
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()

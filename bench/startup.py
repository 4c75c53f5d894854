#!/usr/bin/env python3
"""braid's fixed cost: process start to the first execution of a ~100-line program.

  bench/startup.py [--braid build/bin/braid] [--braid-as NAME=PATH ...] [--reps 15]

For each binary, interleaved (one run of each in turn, repeated), it measures
  version   `braid --version` (process start and dynamic linking only)
  cold      `braid check P.c --max-executions 1` with an empty compile cache
  warm      the same with the entry in the cache (a program verified before)
  no-cache  the same with --no-cache
where P.c is bench/lsp_latency.py's 121-line program. Wall time and CPU time (user + system
of the child, from getrusage) are printed as medians with `uptime` before and after: on a
loaded machine the CPU time is the figure that means something, the wall time is what a
user waits for. Binaries without a compile cache (older builds) run the warm and no-cache
scenarios as cold ones.
"""
import argparse
import importlib.util
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def program_text():
    spec = importlib.util.spec_from_file_location('lsp_latency', os.path.join(HERE, 'lsp_latency.py'))
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, os.path.join(ROOT, 'tests', 'e2e', 'lsp'))
    spec.loader.exec_module(module)
    return module.program(0)


def timed(cmd, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    p = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # 4: incomplete, which `--max-executions 1` makes every run of a program with more executions.
    if p.returncode not in (0, 1, 4):
        raise SystemExit(f'{cmd}: exit {p.returncode}: {p.stderr.strip()[-300:]}')
    return wall, cpu


def uptime():
    return subprocess.run(['uptime'], capture_output=True, text=True).stdout.strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--braid', default=os.path.join(ROOT, 'build', 'bin', 'braid'))
    ap.add_argument('--braid-as', action='append', default=[], metavar='NAME=PATH')
    ap.add_argument('--reps', type=int, default=15)
    args = ap.parse_args()
    binaries = [('braid', args.braid)] + [tuple(x.split('=', 1)) for x in args.braid_as]
    tmp = tempfile.mkdtemp(prefix='braid-startup-')
    try:
        source = os.path.join(tmp, 'program.c')
        with open(source, 'w') as f:
            f.write(program_text())
        check = ['check', source, '--max-executions', '1']
        results = {}  # (binary, scenario) -> [(wall, cpu)]
        print(f'before: {uptime()}')
        for rep in range(args.reps):
            for name, path in binaries:
                env = dict(os.environ)
                env['XDG_CACHE_HOME'] = os.path.join(tmp, f'cache-{name}-{rep}')
                os.makedirs(env['XDG_CACHE_HOME'])
                runs = [('version', [path, '--version']), ('cold', [path] + check), ('warm', [path] + check)]
                for scenario, cmd in runs:
                    results.setdefault((name, scenario), []).append(timed(cmd, env))
                help_text = subprocess.run([path, '--help'], capture_output=True, text=True)
                has_cache = '--no-cache' in help_text.stdout + help_text.stderr
                results.setdefault((name, 'no-cache'), []).append(
                    timed([path] + check + (['--no-cache'] if has_cache else []), env))
                shutil.rmtree(env['XDG_CACHE_HOME'], ignore_errors=True)
        print(f'after:  {uptime()}')
        print(f'{args.reps} interleaved repetitions; medians in ms, wall / CPU (user + system).')
        print()
        scenarios = ['version', 'cold', 'warm', 'no-cache']
        print('| binary | ' + ' | '.join(scenarios) + ' |')
        print('|---|' + '---:|' * len(scenarios))
        for name, _ in binaries:
            cells = []
            for s in scenarios:
                xs = results[(name, s)]
                cells.append(f'{1000 * statistics.median(w for w, _ in xs):.0f} / '
                             f'{1000 * statistics.median(c for _, c in xs):.0f}')
            print(f'| {name} | ' + ' | '.join(cells) + ' |')
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())

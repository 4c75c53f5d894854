#!/usr/bin/env python3
"""End-to-end: bug hunting and the portfolio through `braid check` (issue 17).

usage: test_hunt.py BRAID SOURCE_ROOT
"""
import json
import os
import subprocess
import sys
import tempfile

BRAID, ROOT = sys.argv[1], sys.argv[2]
STACK = os.path.join(ROOT, 'bench', 'hunt', 'stack_deep.c')
FIB = os.path.join(ROOT, 'bench', 'hunt', 'fib_lockstep.c')
COUNTERS = os.path.join(ROOT, 'tests', 'programs', 'hunt', 'counters.c')
failures = []


def run(*args, timeout=180):
    p = subprocess.run([BRAID, *args], capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def check_json(*args):
    code, out, err = run('check', *args, '--json')
    try:
        return code, json.loads(out)
    except json.JSONDecodeError:
        failures.append(f'{args}: no JSON (exit {code}): {err[-400:]}')
        return code, {}


def expect(cond, what):
    if not cond:
        failures.append(what)


# 1. A deep bug the exhaustive order misses for minutes: the portfolio finds it, names the
#    strategy, and its trace replays.
for program in (STACK, FIB):
    with tempfile.TemporaryDirectory() as d:
        code, j = check_json(program, '--stop-on-first-bug', '--time-limit', '60', '--trace-dir', d)
        expect(code == 1 and j.get('bugs'), f'{program}: no bug found (exit {code})')
        if j.get('bugs'):
            bug = j['bugs'][0]
            expect(bug['kind'] == 'assertion', f'{program}: kind {bug["kind"]}')
            expect('found_by' in bug, f'{program}: found_by missing (found by the exhaustive run?)')
            rcode, rout, _ = run('replay', os.path.join(d, 'bug-1.json'))
            expect(rcode == 1 and 'bug reproduced' in rout, f'{program}: replay did not reproduce ({rout[-300:]})')
        expect(j.get('coverage', {}).get('strategy') == 'portfolio', f'{program}: coverage.strategy')

# 2. The portfolio leaves the exhaustive counts unchanged on a complete run.
_, ex = check_json(COUNTERS, '--strategy=exhaustive', '--count-classes')
_, pf = check_json(COUNTERS, '--count-classes')
expect(ex.get('complete') and pf.get('complete'), 'counters: not complete')
expect(ex.get('executions') == pf.get('executions') and ex.get('classes') == pf.get('classes'),
       f'counters: exhaustive {ex.get("executions")} {ex.get("classes")} vs portfolio {pf.get("executions")} {pf.get("classes")}')
expect(pf.get('coverage', {}).get('kind') == 'complete', 'counters: coverage kind')

# 3. --preemption-bound: complete up to K, said everywhere; incomplete (exit 4).
with tempfile.TemporaryDirectory() as d:
    sarif = os.path.join(d, 'out.sarif')
    code, j = check_json(COUNTERS, '--preemption-bound', '1', '--sarif', sarif)
    expect(code == 4, f'pb: exit {code}')
    cov = j.get('coverage', {})
    expect(cov.get('kind') == 'bounded' and cov.get('preemption_bound') == 1, f'pb: coverage {cov}')
    expect(cov.get('text') == 'complete up to 1 preemption', f'pb: text {cov.get("text")}')
    expect([g['code'] for g in j.get('incomplete_reasons', [])] == ['preemption-bound'], f'pb: reasons {j.get("incomplete_reasons")}')
    with open(sarif) as f:
        inv = json.load(f)['runs'][0]['invocations'][0]
    expect(inv['properties']['coverage']['kind'] == 'bounded', 'pb: SARIF coverage')
    expect(not inv['executionSuccessful'], 'pb: SARIF executionSuccessful')
code, out, _ = run('check', COUNTERS, '--preemption-bound', '1')
expect('coverage: complete up to 1 preemption' in out, f'pb text: {out}')
# A bound no schedule exceeds: complete.
code, j = check_json(COUNTERS, '--preemption-bound', '50')
expect(code == 0 and j.get('complete'), f'pb 50: exit {code}')

# 4. --strategy hunt with a budget: never claims complete unless the space was exhausted.
code, j = check_json(FIB, '--strategy=hunt', '--max-executions', '300')
cov = j.get('coverage', {})
expect(code == 1, f'hunt fib: exit {code}')
expect(cov.get('kind') in ('bounded', 'random'), f'hunt fib: coverage {cov}')
expect('hunt-only' in [g['code'] for g in j.get('incomplete_reasons', [])] or j.get('complete'), 'hunt: reason')

# 5. --progress streams each bug as a {"finding"} line while the check goes on (braidd
#    publishes them before the check ends): the hunted bug, with its trace, before the end.
code, out, err = run('check', FIB, '--json', '--progress', '--time-limit', '3')
lines = [json.loads(l) for l in err.splitlines() if l.startswith('{')]
findings = [l['finding'] for l in lines if 'finding' in l]
expect(findings and findings[0]['index'] == 1 and findings[0]['bug']['kind'] == 'assertion' and
       findings[0]['bug'].get('found_by') and findings[0]['bug']['trace']['steps'],
       f'--progress finding lines: {err[:300]}')
expect(all(('progress' in l) != ('finding' in l) for l in lines), 'every JSON line is a progress or a finding line')
if findings:
    first = lines.index({'finding': findings[0]})
    expect(any('progress' in l for l in lines[first:]), 'the finding came before the check ended')

# 6. Usage errors.
code, _, err = run('check', COUNTERS, '--strategy=bogus')
expect(code == 2 and '--strategy' in err, f'bogus strategy: exit {code}')

if failures:
    print('\n'.join(failures))
    sys.exit(1)
print('hunt e2e: ok')

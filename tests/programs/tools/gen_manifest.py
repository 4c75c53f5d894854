#!/usr/bin/env python3
"""Regenerates tests/programs/manifest.json from the hand models (tools/models.py), the
enumerator (tools/enumerate.py) and the `// @bug <kind>` markers in the C files.

    python3 tests/programs/tools/gen_manifest.py
"""
import json
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from enumerate import explore  # noqa: E402
import models  # noqa: E402

# DFS is considered "small" (finishes well under 2 s) below this many executions.
SMALL = 20000


def markers(path):
    found = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            m = re.search(r'//\s*@bug\s+([a-z-]+)', line)
            if m:
                found.setdefault(m.group(1), []).append(n)
    return found


def write_expect_lines(file, lines):
    """Replaces the `// expect` lines after the first header line of `file` with `lines`."""
    path = os.path.join(ROOT, file)
    with open(path) as f:
        text = f.read().split('\n')
    rest = [l for l in text[1:] if not l.startswith('// expect')]
    with open(path, 'w') as f:
        f.write('\n'.join([text[0]] + lines + rest))


def expect_line(flags, st, bug):
    b = 'none' if bug is None else f"{bug['kind']}@{bug['line']}".replace(' ', '')
    fl = ' '.join(flags) if flags else 'no flags'
    return (f"// expect ({fl}): dfs_executions={st['executions']} "
            f"assume_blocked={st['assume_blocked']} mazurkiewicz={st['mazurkiewicz']} "
            f"reads_from={st['reads_from']} bug={b}")


def generate(entries, manifest_name):
    rows = []
    results = []
    for file, flags, model, extra in entries:
        t0 = time.time()
        st = extra.get('known') or explore(model)
        st.setdefault('complete_executions', st.get('complete', st['executions']))
        results.append((file, flags, model, extra, st, time.time() - t0))
    # Header lines first (their number per file is stable), then the markers' line numbers.
    per_file = {}
    for file, flags, _, _, st, _ in results:
        per_file.setdefault(file, []).append((flags, st))
    for file, items in per_file.items():
        write_expect_lines(file, [expect_line(fl, st, None) for fl, st in items])
    bug_of = {}
    for file, flags, model, extra, st, secs in results:
        marks = markers(os.path.join(ROOT, file))
        kinds = sorted(set(k for k, _ in st['bugs']))
        for k, tag in st['bugs']:
            if k != 'deadlock' and tag != 'bug':
                sys.exit(f'{file} {flags}: model fails at an unmarked place ({k}, {tag})')
        if kinds != sorted(marks):
            sys.exit(f'{file} {flags}: model bugs {kinds} but markers {sorted(marks)}')
        bug = None
        if kinds:
            assert len(kinds) == 1, kinds
            lines = marks[kinds[0]]
            bug = {'kind': kinds[0], 'line': lines[0] if len(lines) == 1 else lines}
        name = os.path.splitext(file)[0] + ''.join('_' + f.lstrip('-D').replace('=', '')
                                                   for f in flags)
        row = {
            'name': name,
            'file': file,
            'flags': flags,
            'dfs_executions': st['executions'],
            'assume_blocked': st['assume_blocked'],
            'mazurkiewicz': st['mazurkiewicz'],
            'mazurkiewicz_complete': st['mazurkiewicz_complete'],
            'cut': st.get('cut', st['executions'] != st['complete_executions']),
            'reads_from': st['reads_from'],
            'bug': bug,
            'racy': bool(extra.get('racy', False)),
            'small_enough_for_dfs': st['executions'] <= SMALL,
        }
        if extra.get('spin_loops'):
            row['spin_loops'] = True
        rows.append(row)
        print(f"{name:28} exec={st['executions']:7} assume={st['assume_blocked']:4} "
              f"maz={st['mazurkiewicz']:6} rf={st['reads_from']:6} bug={bug} "
              f"({secs:.1f}s)", file=sys.stderr)
        bug_of.setdefault(file, []).append((flags, st, bug))
    for file, items in bug_of.items():
        write_expect_lines(file, [expect_line(fl, st, bug) for fl, st, bug in items])
    doc = {
        'about': 'braid test corpus with known answers. Counts from the hand models in '
                 'tools/models.py (independent enumerator tools/enumerate.py); regenerate '
                 'with tools/gen_manifest.py. dfs_executions counts every explored execution '
                 '(complete, bug, or assume-blocked); assume_blocked those ending in a failed '
                 '__VERIFIER_assume; mazurkiewicz / reads_from are class counts over the same '
                 'executions; mazurkiewicz_complete counts the classes of complete executions '
                 '(no bug, no failed assume); cut: some executions end early (bug or failed '
                 'assume), so classes that differ only in what other threads did before the '
                 'end need not be told apart by a DPOR algorithm. bug.line is a line or, for deadlocks, the candidate lines. '
                 'racy: the program has a data race on plain memory. spin_loops: the program '
                 'has spin loops that braid blocks (docs/runtime.md), so POP may add stale-read '
                 'runs (counted as blocked) and, with CAS, redundant executions (docs/algorithms.md).',
        'programs': rows,
    }
    with open(os.path.join(ROOT, manifest_name), 'w') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')


def main():
    generate(models.entries(), 'manifest.json')


if __name__ == '__main__':
    main()

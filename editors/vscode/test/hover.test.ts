import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { bugHoverMarkdown, hoverSteps, markdownOfText, plainOfText, replayCommandUri, userPath } from '../src/hover';
import { Bug } from '../src/traceModel';
import { lostUpdate } from './fixtures';

const F = '/w/lost_wakeup.c';
/** A lost wake-up as the engine reports it: the signal before anyone waits, then the wait. */
function lostWakeup(): Bug {
  const at = (line: number, fn: string) => ({ file: F, line, column: 3, function: fn });
  const frame = (fn: string, line: number, library?: boolean) => ({ function: fn, file: library ? '/usr/include/x.h' : F, line, column: 3, library });
  return {
    kind: 'deadlock', message: 'deadlock: thread 0 waits for thread 1 to finish; thread 1 waits on condition variable `not_empty`',
    threads: [{ thread: 0 }, { thread: 1, created_by: 0, created_at: [frame('main', 30)] }, { thread: 2, created_by: 0, created_at: [frame('main', 31)] }],
    trace: {
      steps: [
        { step: 0, thread: 0, op: 'create', text: 'create thread 1', location: at(30, 'main') },
        { step: 1, thread: 2, op: 'signal', text: 'signal condition variable `not_empty`', location: at(20, 'produce'), key: true,
          stack: [frame('produce', 20), frame('producer', 25)] },
        { step: 2, thread: 1, op: 'wait', text: 'wait condition variable `not_empty`, releasing mutex `m`', location: at(12, 'consume'), key: true,
          stack: [frame('__wait', 90, true), frame('consume', 12), frame('consumer', 16)] },
        { step: 3, thread: 1, op: 'release', text: 'release mutex `m`', location: at(12, 'consume') },
      ],
    },
  };
}

test('backtick-quoted names: code in Markdown, quoted in plain text', () => {
  assert.equal(markdownOfText('lock mutex `from->lock` #1'), 'lock mutex `from->lock` \\#1');
  assert.equal(markdownOfText('write a*b = 2 [x]'), 'write a\\*b = 2 \\[x\\]');
  assert.equal(markdownOfText('odd ` backtick'), 'odd \\` backtick');
  assert.equal(plainOfText('data race on `balance` (mutex `m`)'), "data race on 'balance' (mutex 'm')");
  assert.equal(plainOfText('no quotes'), 'no quotes');
});

test('the hover tells the key steps with the user functions they run in', () => {
  const bug = lostWakeup();
  assert.deepEqual(hoverSteps(bug).map(s => s.op), ['signal', 'wait']);
  assert.deepEqual(userPath(bug.trace!.steps![2].stack), { functions: ['consume', 'consumer'], folded: 1 });
  const md = bugHoverMarkdown(bug, replayCommandUri('braid.replayCounterexample', 'abc-1'));
  assert.match(md, /^deadlock: .*on condition variable `not_empty`\n\nThe steps that explain it:/);
  assert.match(md, /\*\*step 1\*\* · thread 2 · signal condition variable `not_empty` — lost\\_wakeup\.c:20 {2}\n {2}in `produce` ← `producer`/);
  assert.match(md, /wait condition variable `not_empty`, releasing mutex `m`.*\n {2}in `consume` ← `consumer` \(1 library frame folded\)/);
  assert.doesNotMatch(md, /release mutex/, 'only the key steps');
  assert.match(md, /thread 1 created by thread 0 in `main`, lost\\_wakeup\.c:30/);
  assert.match(md, /\[Replay the counterexample \(4 steps\)\]\(command:braid\.replayCounterexample\?%5B%7B%22traceId%22%3A%22abc-1%22%7D%5D\)/);
});

test('without key steps (an older engine) the hover tells the last ones', () => {
  const bug = lostUpdate();
  const md = bugHoverMarkdown(bug);
  assert.match(md, /^assertion `counter == 2` failed in thread 0\n\nThe last steps before it:/);
  assert.deepEqual(hoverSteps(bug).map(s => s.step), [6, 7, 8, 9, 10, 11]);
  assert.doesNotMatch(md, /Replay/);
});

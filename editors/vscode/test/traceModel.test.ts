import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { TraceModel, locationLabel, baseName, lineMarks } from '../src/traceModel';
import { lostUpdate, FILE } from './fixtures';

test('steps are grouped by runs of the same thread, as the story reads', () => {
  const m = new TraceModel('t1', lostUpdate());
  assert.equal(m.length, 12);
  assert.deepEqual(m.groups.map(g => [g.thread, g.first, g.last]),
    [[0, 0, 1], [1, 2, 2], [2, 3, 3], [1, 4, 5], [2, 6, 7], [0, 8, 11]]);
  assert.deepEqual(m.threads, [0, 1, 2]);
  assert.equal(m.groupLabel(m.groups[1]), 'thread 1 · worker');
  assert.equal(m.groupDescription(m.groups[0]), 'steps 0–1');
  assert.equal(m.groupDescription(m.groups[1]), 'step 2');
  assert.equal(m.isSwitch(2), true);
  assert.equal(m.isSwitch(1), false);
  assert.equal(m.groupOf(5), 3);
  assert.equal(m.isFailure(11), true);
});

test('each step names thread, operation, object, value and file:line', () => {
  const m = new TraceModel('t1', lostUpdate());
  assert.equal(m.stepLabel(2), '2: thread 1 read counter = 0');
  assert.equal(m.stepLabel(4), '4: thread 1 write counter = 1');
  assert.equal(m.stepLabel(0), '0: thread 0 create thread 1');
  assert.equal(m.stepLabel(5), '5: thread 1 exit');
  assert.equal(locationLabel(m.steps[2].location), 'lost_update.c:4');
  // The step's text is the engine's (one rendering for every client), shown as it is.
  const own = lostUpdate();
  own.trace!.steps![2].text = 'read `counter` (as the engine says it)';
  assert.equal(new TraceModel('t1', own).stepLabel(2), '2: thread 1 read `counter` (as the engine says it)');
  assert.equal(baseName('C:\\a\\b.c'), 'b.c');
  assert.equal(m.title(), 'assertion: assertion `counter == 2` failed in thread 0');
});

test('thread states: where every thread stands at a step', () => {
  const m = new TraceModel('t1', lostUpdate());
  let st = m.threadStates(0);
  assert.deepEqual(st.map(s => s.status), ['running', 'created', 'not created']);
  assert.equal(m.threadStateLabel(st[1]), 'thread 1: created, not run yet (next: read counter = 0)');
  assert.equal(m.threadStateLabel(st[2]), 'thread 2: not created yet');
  st = m.threadStates(1);
  assert.deepEqual(st.map(s => s.status), ['running', 'created', 'created']);
  st = m.threadStates(3); // thread 2 reads; thread 1 has read and waits to write
  assert.deepEqual(st.map(s => s.status), ['ready', 'ready', 'running']);
  assert.equal(st[1].atIndex, 2);
  assert.equal(st[1].next?.op, 'write');
  assert.equal(m.threadStateLabel(st[1]), 'thread 1: waiting at lost_update.c:4 (next: write counter = 1)');
  st = m.threadStates(6);
  assert.deepEqual(st.map(s => s.status), ['ready', 'finished', 'running']);
  st = m.threadStates(11);
  assert.deepEqual(st.map(s => s.status), ['failed', 'finished', 'finished']);
  assert.equal(m.threadStateLabel(st[0]), 'thread 0: failed at lost_update.c:6');
});

test('navigation clamps to the trace; an empty trace is handled', () => {
  const m = new TraceModel('t1', lostUpdate());
  assert.equal(m.clamp(-4), 0);
  assert.equal(m.clamp(99), 11);
  const e = new TraceModel('t2', { kind: 'deadlock', message: 'x' });
  assert.equal(e.length, 0);
  assert.equal(e.clamp(0), -1);
  assert.deepEqual(e.groups, []);
});

test('line marks: the current step names its thread; the other threads are marked where they stand', () => {
  const m = new TraceModel('t1', lostUpdate());
  // Step 3: thread 2 reads on line 4 where thread 1 waits too; thread 0 waits on line 5.
  assert.deepEqual(lineMarks(m, 3, FILE), [
    { line: 4, current: true, badge: ' ▶ T2 · T1 ', text: '◀ thread 2: read counter = 0 (step 3) · ◁ thread 1 waits here too' },
    { line: 5, current: false, badge: ' T0 ', text: '◁ thread 0 waits here (next: join thread 1)' },
  ]);
  // The last step carries the bug; finished threads are not "here too".
  const last = lineMarks(m, 11, FILE);
  assert.equal(last.length, 2);
  assert.equal(last[0].text, '◀ thread 0: fail (step 11) — assertion: assertion `counter == 2` failed in thread 0');
  assert.equal(last[1].text, '◁ thread 1 finished; thread 2 finished');
  assert.equal(last[1].badge, ' T1 T2 ');
  assert.deepEqual(lineMarks(m, 3, '/elsewhere.c'), []);
});

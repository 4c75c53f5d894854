import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { ReplayController, ReplayHost, traceIdOf, REPLAY_CONTEXT_KEY } from '../src/replay';
import { TraceModel, Bug } from '../src/traceModel';
import { lostUpdate } from './fixtures';

function fakeHost(bug: Bug | Error = lostUpdate(), pick?: string) {
  const calls: string[] = [];
  const shown: number[] = [];
  const context: Record<string, unknown> = {};
  const errors: string[] = [];
  const host: ReplayHost = {
    async fetchTrace(id) { calls.push('fetch ' + id); if (bug instanceof Error) throw bug; return bug; },
    async pickTrace() { calls.push('pick'); return pick ? { traceId: pick } : undefined; },
    show(m: TraceModel, i: number) { shown.push(i); },
    setContext(k, v) { context[k] = v; },
    clear() { calls.push('clear'); },
    error(m) { errors.push(m); },
  };
  return { host, calls, shown, context, errors };
}

test('trace ids are taken from lens arguments, ids, arrays and diagnostics', () => {
  assert.equal(traceIdOf({ traceId: 'a' }), 'a');
  assert.equal(traceIdOf('b'), 'b');
  assert.equal(traceIdOf([{ traceId: 'c' }]), 'c');
  assert.equal(traceIdOf({ data: { traceId: 'd', bugId: 2 } }), 'd');
  assert.equal(traceIdOf(undefined), undefined);
  assert.equal(traceIdOf({}), undefined);
  assert.equal(traceIdOf([]), undefined);
});

test('replay from a code lens: fetch, context key on, first step shown; next/previous walk', async () => {
  const f = fakeHost();
  const c = new ReplayController(f.host);
  assert.equal(await c.replay({ traceId: 'T1' }), true);
  assert.deepEqual(f.calls, ['fetch T1']);
  assert.equal(f.context[REPLAY_CONTEXT_KEY], true);
  assert.deepEqual(f.shown, [0]);
  await c.next(); await c.next();
  assert.equal(c.index, 2);
  assert.equal(c.model!.steps[c.index].thread, 1);
  await c.previous();
  assert.deepEqual(f.shown, [0, 1, 2, 1]);
  await c.goTo(100);
  assert.equal(c.index, 11);
  await c.next(); // at the end: nothing happens
  assert.deepEqual(f.shown, [0, 1, 2, 1, 11]);
  await c.close();
  assert.equal(f.context[REPLAY_CONTEXT_KEY], false);
  assert.equal(c.active, false);
  await c.next(); // inactive: no-op
  assert.deepEqual(f.shown, [0, 1, 2, 1, 11]);
});

test('replay without arguments asks the host which trace', async () => {
  const f = fakeHost(lostUpdate(), 'P');
  const c = new ReplayController(f.host);
  assert.equal(await c.replay(), true);
  assert.deepEqual(f.calls, ['pick', 'fetch P']);
  const g = fakeHost(lostUpdate(), undefined);
  assert.equal(await new ReplayController(g.host).replay(), false);
  assert.deepEqual(g.calls, ['pick']);
});

test('an unknown trace is reported, not thrown', async () => {
  const f = fakeHost(new Error('unknown traceId'));
  const c = new ReplayController(f.host);
  assert.equal(await c.replay('gone'), false);
  assert.match(f.errors[0], /unknown traceId/);
  assert.equal(c.active, false);
});

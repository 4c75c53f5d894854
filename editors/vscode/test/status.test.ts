import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { statusView, estimateView, formatEstimate } from '../src/status';

const verifying = { uri: 'file:///p/a.c', state: 'verifying' as const, executions: 5000, rate: 12195.1 };

test('status bar: the algorithm\'s estimated total and the fraction done', () => {
  const v = statusView({ ...verifying, estimatedTotal: 80000, fraction: 0.0625 });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 of ~80,000 (6%)');
  assert.match(v.tooltip, /estimated total: ~80,000 executions \(6% done/);
  assert.doesNotMatch(v.tooltip, /time budget/);
});

test('status bar: hunting\'s interleavings estimate when the algorithm gives none', () => {
  const v = statusView({ ...verifying, estimatedInterleavings: 3.2e12 });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 executions (12,195/s), ~3.2e12 interleavings');
  assert.match(v.tooltip, /estimated interleavings: ~3\.2e12/);
});

test('status bar: an estimate beyond the time budget is said up front', () => {
  const v = statusView({ ...verifying, estimatedTotal: 7.5e6, fraction: 0.0007, exceedsBudget: true });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 of ~7.5e6 (0%) $(warning)');
  assert.match(v.tooltip, /exceeds the time budget: the exhaustive run will not finish/);
  assert.match(v.tooltip, /preemption-bounded/);
});

test('status bar: bugs found while verifying', () => {
  assert.equal(statusView({ ...verifying, bugs: 1 }).text, '$(sync~spin) braid: 5,000 executions (12,195/s), 1 bug so far');
  assert.equal(statusView({ ...verifying, estimatedTotal: 80000, fraction: 0.0625, bugs: 2 }).text,
    '$(sync~spin) braid: 5,000 of ~80,000 (6%), 2 bugs so far');
});

test('status bar: no estimate, no estimate text', () => {
  assert.deepEqual(estimateView(verifying), { text: '', tooltip: '' });
  assert.equal(statusView(verifying).text, '$(sync~spin) braid: 5,000 executions (12,195/s)');
  assert.equal(formatEstimate(999999), '999,999');
  assert.equal(formatEstimate(1234567), '1.2e6');
});

test('status bar: an algorithm without an estimator (pop without hunting) says so, with no other number', () => {
  const v = estimateView({ ...verifying, noTotalEstimate: true });
  assert.equal(v.text, '');
  assert.match(v.tooltip, /no estimate of the total/);
});

test('status bar: POP\'s estimate from random probes, with its interval', () => {
  const v = statusView({ ...verifying, estimatedTotal: 714135, fraction: 0.007, estimateError: 371350, atLeast: 5100 });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 of ~714,135 \u00b152% (0%)');
  assert.match(v.tooltip, /95% interval \u00b152% \(random probes\)/);
  assert.match(v.tooltip, /at least 5,100 for certain/);
});

test('status bar: no estimate yet, only what is certain', () => {
  const v = statusView({ ...verifying, atLeast: 5120 });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 of \u22655,120');
  assert.match(v.tooltip, /at least 5,120 executions for certain/);
  assert.match(v.tooltip, /no estimate of the total yet/);
});

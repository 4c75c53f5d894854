import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { toServerSettings, needsRestart, serverArgs, SERVER_KEYS, CLIENT_KEYS } from '../src/settings';
import * as fs from 'node:fs';
import * as path from 'node:path';

const from = (o: Record<string, unknown>) => (k: string) => o[k];

test('defaults map to braidd settings', () => {
  const s = toServerSettings(from({
    path: '/x/braidd', algorithm: 'pop', k: null, threads: 1, timeBudget: 10, maxExecutions: null,
    maxSteps: null, extraFlags: [], fallbackFlags: [], verifyOnSave: true, memoryLimitMB: 2048,
    replayPrevious: true, logLevel: 'info',
  }));
  assert.deepEqual(s, {
    algorithm: 'pop', threads: 1, timeBudget: 10, extraFlags: [], fallbackFlags: [],
    verifyOnSave: true, memoryLimitMB: 2048, replayPrevious: true,
  });
  assert.equal('path' in s, false);
});

test('every setting is mapped, with types braidd accepts', () => {
  const s = toServerSettings(from({
    algorithm: 'QPOR', k: '3', threads: 2.7, jobs: '4', timeBudget: 2.5, maxExecutions: 1000, maxSteps: '500',
    extraFlags: ['-DN=2', 7, ''], fallbackFlags: ['-std=c11'], verifyOnSave: false,
    memoryLimitMB: 512, replayPrevious: false, spuriousWakeups: '2', earlyTimeouts: '3', leaks: true,
  }));
  assert.deepEqual(s, {
    algorithm: 'qpor', k: 3, threads: 2, jobs: 4, timeBudget: 2.5, maxExecutions: 1000, maxSteps: 500,
    extraFlags: ['-DN=2'], fallbackFlags: ['-std=c11'], verifyOnSave: false, memoryLimitMB: 512,
    replayPrevious: false, spuriousWakeups: 2, earlyTimeouts: 3, leaks: true,
  });
  assert.deepEqual(Object.keys(s).sort(), [...SERVER_KEYS].sort());
});

test('invalid or unset values are left to braidd', () => {
  assert.deepEqual(toServerSettings(from({ algorithm: 'bogus', k: 'many', threads: 0, timeBudget: -1, maxExecutions: 0, verifyOnSave: 'yes', spuriousWakeups: -1, earlyTimeouts: 1001, leaks: 'no' })), {});
  assert.deepEqual(toServerSettings(from({ earlyTimeouts: -1 })), {});
  assert.deepEqual(toServerSettings(from({ earlyTimeouts: 0 })), { earlyTimeouts: 0 });
  assert.deepEqual(toServerSettings(from({ k: 'optimal' })), { k: 'optimal' });
  assert.deepEqual(toServerSettings(from({ algorithm: 'DC' })), { algorithm: 'dc' });
});

test('client-only settings restart the server and become arguments', () => {
  assert.equal(needsRestart(k => k === 'braid.path'), true);
  assert.equal(needsRestart(k => k === 'braid.algorithm'), false);
  assert.deepEqual(serverArgs(from({ logLevel: 'debug', enginePath: '/b/braid' })), ['--log-level', 'debug', '--braid', '/b/braid']);
  assert.deepEqual(serverArgs(from({ logLevel: 'loud' })), []);
});

test('package.json contributes a setting for every braidd key and client key', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const props = Object.keys(pkg.contributes.configuration.properties);
  for (const k of [...SERVER_KEYS, ...CLIENT_KEYS]) assert.ok(props.includes('braid.' + k), 'missing braid.' + k);
});

import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { resolveServerPath } from '../src/serverPath';
import { statusView, bugCount, formatCount, fileOf } from '../src/status';
import { DiagnosticStore, codeOf, fromLsp } from '../src/diagnostics';

test('braidd: setting, then PATH, then a checkout build/bin above the workspace', () => {
  const exe = new Set(['/usr/local/bin/braidd', '/src/braid/build/bin/braidd', '/ext/repo/build/bin/braidd']);
  const base = { workspaceFolders: ['/src/braid/examples'], isExecutable: (p: string) => exe.has(p), home: '/root', trusted: true };
  assert.deepEqual(resolveServerPath({ ...base, configured: '~/bin/braidd', pathVar: '/usr/local/bin' }), { path: '/root/bin/braidd', source: 'setting' });
  assert.deepEqual(resolveServerPath({ ...base, configured: 'braidd', pathVar: '/usr/local/bin' }), { path: '/usr/local/bin/braidd', source: 'setting' });
  assert.deepEqual(resolveServerPath({ ...base, pathVar: '/usr/bin:/usr/local/bin' }), { path: '/usr/local/bin/braidd', source: 'PATH' });
  assert.deepEqual(resolveServerPath({ ...base, pathVar: '/usr/bin' }), { path: '/src/braid/build/bin/braidd', source: 'workspace' });
  assert.deepEqual(resolveServerPath({ ...base, workspaceFolders: ['/tmp/w'], pathVar: '/usr/bin', extensionPath: '/ext/repo/editors/vscode' }), { path: '/ext/repo/build/bin/braidd', source: 'extension' });
  assert.equal(resolveServerPath({ ...base, workspaceFolders: [], pathVar: '' }), undefined);
});

test('status bar texts', () => {
  assert.match(statusView(undefined).text, /braid$/);
  const v = statusView({ uri: 'file:///p/a%20b.c', state: 'verifying', executions: 5000, rate: 12195.1, summary: 'verifying… 5,000 executions (12,195/s)' });
  assert.equal(v.text, '$(sync~spin) braid: 5,000 executions (12,195/s)');
  assert.match(v.tooltip, /a b\.c/);
  assert.equal(statusView({ uri: 'file:///p/a.c', state: 'done', summary: 'braid: 2 bugs in 1,234 executions (DFS, 0.3 s)' }).text, '$(bug) braid: 2 bugs');
  assert.equal(statusView({ uri: 'file:///p/a.c', state: 'done', summary: 'braid: 1 bug in 4 executions (POP, 0.1 s)' }).text, '$(bug) braid: 1 bug');
  assert.equal(statusView({ uri: 'file:///p/a.c', state: 'done', summary: 'braid: 12,408 executions, no bugs (POP, 0.8 s)' }).text, '$(check) braid: no bugs');
  assert.equal(statusView({ uri: 'file:///p/a.c', state: 'error', summary: 'engine crashed' }).text, '$(error) braid: error');
  assert.equal(bugCount(undefined), undefined);
  assert.equal(statusView({ uri: 'file:///p/a.c', state: 'done', summary: 'braid: 1 bug in 4 executions' }).tooltip,
    'braid (a.c): 1 bug in 4 executions — click for the summary');
  assert.equal(formatCount(1234567.4), '1,234,567');
  assert.equal(fileOf('file:///x/y/z.c'), 'z.c');
});

test('diagnostic store: trace ids of braid diagnostics, the one under the cursor', () => {
  const s = new DiagnosticStore();
  const mk = (line: number, traceId?: string, extra: object = {}) => fromLsp('file:///a.c', {
    range: { start: { line }, end: { line } }, code: 'assertion', message: 'm' + line, source: 'braid',
    data: traceId ? { traceId, bugId: 1, ...extra } : undefined,
  })!;
  assert.equal(fromLsp('file:///a.c', { source: 'clangd', message: 'x' }), undefined);
  s.set('file:///a.c', [mk(5, 'T1'), mk(5, 'T1'), mk(9, 'T2'), mk(0), mk(3, 'T3', { stale: true })]);
  assert.deepEqual(s.replayable('file:///a.c').map(d => d.traceId), ['T1', 'T2']);
  assert.equal(s.at('file:///a.c', 9)?.traceId, 'T2');
  assert.equal(s.at('file:///a.c', 7), undefined);
  s.set('file:///b.c', [fromLsp('file:///b.c', { range: { start: { line: 1 }, end: { line: 1 } }, code: { value: 'deadlock' } as unknown, message: 'd', data: { traceId: 'T4' } })!]);
  assert.equal(s.at('file:///b.c', 40)?.kind, 'deadlock');
  assert.equal(s.replayable().length, 3);
  s.set('file:///a.c', []);
  assert.deepEqual(s.get('file:///a.c'), []);
});

test('status bar shows the server starting and stopped', () => {
  assert.equal(statusView(undefined, 'starting').text, '$(loading~spin) braid: starting');
  assert.match(statusView({ uri: 'file:///a.c', state: 'done', summary: 'no bugs' }, 'stopped').text, /stopped/);
});

test('diagnostic codes with a codeDescription come as {value, target}', () => {
  assert.equal(codeOf('assertion'), 'assertion');
  assert.equal(codeOf({ value: 'data-race', target: 'https://x/docs/bugs.md#data-race' }), 'data-race');
  assert.equal(codeOf(undefined), 'bug');
  assert.equal(codeOf(7), '7');
});

// Workspace trust (docs/security.md): what a repository cannot make the extension run.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { inWorkspaceTree, resolveServerPath } from '../src/serverPath';
import { statusView } from '../src/status';

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

test('package.json: limited support in untrusted workspaces, binary and flag settings restricted', () => {
  const u = pkg.capabilities.untrustedWorkspaces;
  assert.equal(u.supported, 'limited');
  for (const key of ['braid.path', 'braid.enginePath', 'braid.extraFlags', 'braid.fallbackFlags'])
    assert.ok(u.restrictedConfigurations.includes(key), key);
  assert.match(u.description, /trust/);
});

test('package.json: executable paths are machine-scoped (a workspace cannot set them)', () => {
  const props = pkg.contributes.configuration.properties;
  assert.equal(props['braid.path'].scope, 'machine');
  assert.equal(props['braid.enginePath'].scope, 'machine');
});

test('untrusted workspace: no binary from the workspace or above it, no relative PATH entry', () => {
  const exe = new Set(['/repo/build/bin/braidd', '/repo/tools/braidd', '/home/u/repo/bin/braidd', '/usr/bin/braidd',
    '/ext/repo/build/bin/braidd']);
  const env = { workspaceFolders: ['/repo/sub'], isExecutable: (p: string) => exe.has(p), home: '/root', trusted: false };
  // The checkout fallback (build/bin/braidd above the workspace) needs trust.
  assert.equal(resolveServerPath({ ...env, pathVar: '' }), undefined);
  assert.deepEqual(resolveServerPath({ ...env, pathVar: '', trusted: true }), { path: '/repo/build/bin/braidd', source: 'workspace' });
  // A path setting pointing into the workspace needs trust too (defence in depth: the
  // setting is machine-scoped, so only the user can write it).
  assert.equal(resolveServerPath({ ...env, pathVar: '', configured: '/repo/sub/x/braidd' }), undefined);
  assert.equal(resolveServerPath({ ...env, pathVar: '', configured: '${workspaceFolder}/bin/braidd' }), undefined);
  // PATH: absolute entries outside the workspace only.
  assert.deepEqual(resolveServerPath({ ...env, pathVar: 'bin:/usr/bin' }), { path: '/usr/bin/braidd', source: 'PATH' });
  assert.equal(resolveServerPath({ ...env, pathVar: '/repo/sub/bin' }), undefined);
  // The extension's own checkout is not the workspace, but still only with trust.
  assert.equal(resolveServerPath({ ...env, workspaceFolders: ['/tmp/w'], pathVar: '', extensionPath: '/ext/repo/editors/vscode' }), undefined);
});

test('inWorkspaceTree', () => {
  assert.ok(inWorkspaceTree('/a/b/c', ['/a/b']));
  assert.ok(inWorkspaceTree('/a/b', ['/a/b']));
  assert.ok(!inWorkspaceTree('/a/bc', ['/a/b']));
  assert.ok(!inWorkspaceTree('/usr/bin/braidd', ['/a/b']));
});

test('status bar says why braid is idle in an untrusted workspace', () => {
  assert.match(statusView(undefined, 'untrusted').text, /untrusted/);
  assert.match(statusView(undefined, 'untrusted').tooltip, /trust/i);
});

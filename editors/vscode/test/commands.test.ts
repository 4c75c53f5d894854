import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { COMMANDS, SERVER_COMMANDS, registerCommands, rewriteLensCommand, Handlers } from '../src/commands';
import { REPLAY_CONTEXT_KEY } from '../src/replay';

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));

test('every contributed command is registered, and nothing else', () => {
  const registered: string[] = [];
  const called: string[] = [];
  const handlers = Object.fromEntries(Object.keys(COMMANDS).map(k => [k, (...a: unknown[]) => called.push(k + ':' + JSON.stringify(a))])) as Handlers;
  const fns = new Map<string, (...a: unknown[]) => unknown>();
  const disposables = registerCommands((id, fn) => { registered.push(id); fns.set(id, fn); return { dispose() {} }; }, handlers);
  assert.equal(disposables.length, registered.length);
  const contributed = pkg.contributes.commands.map((c: { command: string }) => c.command).sort();
  assert.deepEqual([...registered].sort(), contributed);
  // Our ids never clash with braidd's (registered by vscode-languageclient).
  for (const id of Object.values(SERVER_COMMANDS)) assert.ok(!registered.includes(id));
  fns.get('braid.replayCounterexample')!({ traceId: 'x' });
  fns.get('braid.nextStep')!();
  assert.deepEqual(called, ['replayCounterexample:[{"traceId":"x"}]', 'nextStep:[]']);
});

test('titles are as the palette shows them', () => {
  const title = (id: string) => pkg.contributes.commands.find((c: { command: string }) => c.command === id);
  assert.equal(`${title(COMMANDS.verifyFile).category}: ${title(COMMANDS.verifyFile).title}`, 'Braid: Verify current file');
  assert.equal(title(COMMANDS.replayCounterexample).title, 'Replay counterexample');
  assert.equal(title(COMMANDS.nextStep).title, 'Next step');
  assert.equal(title(COMMANDS.previousStep).title, 'Previous step');
  assert.equal(title(COMMANDS.stopVerification).title, 'Stop verification');
});

test('step keybindings are active only during a replay', () => {
  const kb = pkg.contributes.keybindings as { command: string; when: string }[];
  for (const id of [COMMANDS.nextStep, COMMANDS.previousStep]) {
    const mine = kb.filter(k => k.command === id);
    assert.ok(mine.length >= 1);
    for (const k of mine) assert.match(k.when, new RegExp(REPLAY_CONTEXT_KEY.replace('.', '\\.')));
  }
});

test('the replay code lens runs the client-side replay command with the same arguments', () => {
  const lens = { title: '▶ Replay: assertion', command: 'braid.replay', arguments: [{ traceId: 't' }] };
  assert.deepEqual(rewriteLensCommand(lens), { ...lens, command: COMMANDS.replayCounterexample });
  const verify = { title: 'braid: 1 bug', command: 'braid.verify', arguments: ['file:///a.c'] };
  assert.equal(rewriteLensCommand(verify), verify);
});

test('the replay view lives in the explorer and the extension activates for C and C++', () => {
  assert.ok(pkg.contributes.views.explorer.some((v: { id: string }) => v.id === 'braid.replay'));
  assert.deepEqual(pkg.activationEvents, ['onLanguage:c', 'onLanguage:cpp']);
  assert.equal(pkg.main, './dist/extension.js');
});

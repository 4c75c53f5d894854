#!/usr/bin/env node
// A minimal stand-in for braidd that follows docs/lsp.md's contract closely enough to develop
// and debug the editor clients without the daemon: on save (or braid.verify) it runs
// `braid check FILE --json` and publishes one diagnostic per bug, code lenses, braid/status,
// and answers braid/trace and braid.replay. Not used by the tests (they run the real braidd);
// select it with BRAID_E2E_SERVER=tests/e2e/editors/stub-braidd.js when debugging a client.
'use strict';
const { spawn } = require('child_process');
const path = require('path');
const BRAID = process.env.BRAID_ENGINE || path.join(__dirname, '../../../build/bin/braid');

let buf = Buffer.alloc(0);
const traces = new Map();
const lenses = new Map();
let nextTrace = 1;

function send(msg) {
  const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...msg }), 'utf8');
  process.stdout.write(`Content-Length: ${body.length}\r\n\r\n`);
  process.stdout.write(body);
}
const notify = (method, params) => send({ method, params });
const uriToPath = u => decodeURIComponent(new URL(u).pathname);

function verify(uri) {
  const file = uriToPath(uri);
  notify('braid/status', { uri, state: 'verifying', executions: 0, rate: 0, summary: 'verifying…' });
  const t0 = Date.now();
  const p = spawn(BRAID, ['check', file, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  p.stdout.on('data', d => { out += d; });
  p.on('close', () => {
    let r;
    try { r = JSON.parse(out); } catch { r = { bugs: [] }; }
    const bugs = r.bugs || [];
    const diags = [], ls = [];
    const n = r.executions || 0;
    const summary = bugs.length
      ? `braid: ${bugs.length} bug${bugs.length > 1 ? 's' : ''} in ${n} executions (${(r.algorithm || '').toUpperCase()}, ${((Date.now() - t0) / 1000).toFixed(1)} s)`
      : `braid: ${n} executions, no bugs`;
    ls.push({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, command: { title: summary, command: 'braid.verify', arguments: [uri] } });
    for (const b of bugs) {
      const traceId = `t${nextTrace++}`;
      traces.set(traceId, b);
      const line = Math.max(0, (b.location?.line || 1) - 1), col = Math.max(0, (b.location?.column || 1) - 1);
      diags.push({ range: { start: { line, character: col }, end: { line, character: col + 6 } }, severity: 1, source: 'braid', code: b.kind, message: b.headline || b.message, data: { traceId, bugId: b.id } });
      ls.push({ range: { start: { line, character: 0 }, end: { line, character: 0 } }, command: { title: `▶ Replay: ${b.kind}`, command: 'braid.replay', arguments: [{ traceId }] } });
    }
    lenses.set(uri, ls);
    notify('textDocument/publishDiagnostics', { uri, diagnostics: diags });
    notify('braid/status', { uri, state: 'done', executions: n, summary });
    send({ id: 'refresh-' + Date.now(), method: 'workspace/codeLens/refresh' });
  });
}

function handle(m) {
  const reply = result => send({ id: m.id, result });
  switch (m.method) {
    case 'initialize':
      return reply({ capabilities: { textDocumentSync: { openClose: true, change: 2, save: { includeText: false } }, codeLensProvider: { resolveProvider: false }, executeCommandProvider: { commands: ['braid.verify', 'braid.replay', 'braid.stop'] } }, serverInfo: { name: 'stub-braidd', version: '0' } });
    case 'shutdown': return reply(null);
    case 'exit': process.exit(0);
    case 'textDocument/didSave': return verify(m.params.textDocument.uri);
    case 'textDocument/codeLens': return reply(lenses.get(m.params.textDocument.uri) || []);
    case 'braid/trace': {
      const b = traces.get(m.params.traceId);
      return b ? reply(b) : send({ id: m.id, error: { code: -32602, message: 'unknown traceId' } });
    }
    case 'workspace/executeCommand': {
      const { command, arguments: args = [] } = m.params;
      if (command === 'braid.verify') { verify(args[0]); return reply({ started: true }); }
      if (command === 'braid.stop') return reply({ stopped: 0 });
      if (command === 'braid.replay') {
        const b = traces.get(args[0] && args[0].traceId);
        return b ? reply(b) : send({ id: m.id, error: { code: -32602, message: 'unknown traceId' } });
      }
      return send({ id: m.id, error: { code: -32601, message: 'unknown command' } });
    }
    default:
      if (m.id !== undefined && m.method) send({ id: m.id, error: { code: -32601, message: 'method not found' } });
  }
}

process.stdin.on('data', chunk => {
  buf = Buffer.concat([buf, chunk]);
  for (;;) {
    const sep = buf.indexOf('\r\n\r\n');
    if (sep < 0) return;
    const len = Number(/Content-Length: *(\d+)/i.exec(buf.slice(0, sep).toString())[1]);
    if (buf.length < sep + 4 + len) return;
    const body = buf.slice(sep + 4, sep + 4 + len).toString('utf8');
    buf = buf.slice(sep + 4 + len);
    handle(JSON.parse(body));
  }
});

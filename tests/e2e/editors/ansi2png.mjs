// Renders a terminal screen captured with `tmux capture-pane -e -p` (text with SGR escape
// sequences) as a PNG, through HTML and Chromium (playwright-core).
// Usage: node ansi2png.mjs SCREEN.ansi OUT.png
import { createRequire } from 'node:module';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(path.join(ROOT, 'editors/vscode/package.json'));
const { chromium } = require('playwright-core');

const BASE = ['#1e1e1e', '#cd3131', '#0dbc79', '#e5e510', '#2472c8', '#bc3fbc', '#11a8cd', '#e5e5e5',
  '#666666', '#f14c4c', '#23d18b', '#f5f543', '#3b8eea', '#d670d6', '#29b8db', '#ffffff'];
function xterm(n) {
  if (n < 16) return BASE[n];
  if (n >= 232) { const v = 8 + (n - 232) * 10; return `rgb(${v},${v},${v})`; }
  n -= 16;
  const c = [Math.floor(n / 36), Math.floor(n / 6) % 6, n % 6].map(v => (v ? 55 + v * 40 : 0));
  return `rgb(${c.join(',')})`;
}
const esc = s => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function ansiToHtml(text) {
  const FG = '#d4d4d4', BG = '#1e1e1e';
  let st = {};
  let out = '';
  const re = /\x1b\[([0-9;]*)m/g;
  const span = s => {
    if (!s) return;
    let fg = st.fg || FG, bg = st.bg || BG;
    if (st.rev) [fg, bg] = [bg, fg];
    const css = [`color:${fg}`];
    if (bg !== BG) css.push(`background:${bg}`);
    if (st.bold) css.push('font-weight:bold');
    if (st.italic) css.push('font-style:italic');
    if (st.under) css.push('text-decoration:underline');
    out += `<span style="${css.join(';')}">${esc(s)}</span>`;
  };
  let last = 0, m;
  while ((m = re.exec(text))) {
    span(text.slice(last, m.index));
    last = re.lastIndex;
    const p = m[1] === '' ? [0] : m[1].split(';').map(Number);
    for (let i = 0; i < p.length; i++) {
      const c = p[i];
      if (c === 0) st = {};
      else if (c === 1) st.bold = true;
      else if (c === 3) st.italic = true;
      else if (c === 4) st.under = true;
      else if (c === 7) st.rev = true;
      else if (c === 22) st.bold = false;
      else if (c === 23) st.italic = false;
      else if (c === 24) st.under = false;
      else if (c === 27) st.rev = false;
      else if (c >= 30 && c <= 37) st.fg = BASE[c - 30];
      else if (c >= 90 && c <= 97) st.fg = BASE[c - 90 + 8];
      else if (c >= 40 && c <= 47) st.bg = BASE[c - 40];
      else if (c >= 100 && c <= 107) st.bg = BASE[c - 100 + 8];
      else if (c === 39) delete st.fg;
      else if (c === 49) delete st.bg;
      else if (c === 38 || c === 48) {
        const key = c === 38 ? 'fg' : 'bg';
        if (p[i + 1] === 5) { st[key] = xterm(p[i + 2]); i += 2; }
        else if (p[i + 1] === 2) { st[key] = `rgb(${p[i + 2]},${p[i + 3]},${p[i + 4]})`; i += 4; }
      }
    }
  }
  span(text.slice(last));
  return `<!doctype html><meta charset="utf-8"><style>body{margin:0;background:${BG}}
pre{margin:0;padding:8px;display:inline-block;font:14px/1.25 "DejaVu Sans Mono",monospace;color:${FG};background:${BG}}</style><pre>${out}</pre>`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [src, dst] = process.argv.slice(2);
  const html = ansiToHtml(fs.readFileSync(src, 'utf8').replace(/\n+$/, ''));
  const browser = await chromium.launch({
    executablePath: process.env.BRAID_CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    await page.locator('pre').screenshot({ path: dst });
  } finally {
    await browser.close();
  }
}

// Bundles the extension with esbuild (dist/extension.js) and, with --package, packages it
// as a .vsix with @vscode/vsce (default output: ../../build/editors/braid.vsix).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
await build({
  entryPoints: [resolve(here, 'src/extension.ts')],
  bundle: true,
  outfile: resolve(here, 'dist/extension.js'),
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  external: ['vscode'],
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
});
if (args.includes('--package')) {
  const i = args.indexOf('--out');
  const out = resolve(i >= 0 ? args[i + 1] : resolve(here, '../../build/editors/braid.vsix'));
  mkdirSync(dirname(out), { recursive: true });
  execFileSync(process.execPath, [resolve(here, 'node_modules/@vscode/vsce/vsce'), 'package',
    '--no-dependencies', '--allow-missing-repository', '--skip-license', '-o', out],
    { cwd: here, stdio: ['ignore', 'inherit', 'inherit'] });
}

// Where braidd is: the braid.path setting, else `braidd` on PATH, else a braid checkout's
// build/bin/braidd (looked for above each workspace folder and above the extension itself,
// for when it runs from the repository).
import * as path from 'path';

export interface PathEnv {
  configured?: string;
  pathVar?: string;
  home?: string;
  workspaceFolders: string[];
  extensionPath?: string;
  isExecutable: (p: string) => boolean;
}

export interface Resolved {
  path: string;
  source: 'setting' | 'PATH' | 'workspace' | 'extension';
}

export const SERVER_NAME = 'braidd';

function expand(p: string, env: PathEnv): string {
  let out = p.trim();
  if (env.home && (out === '~' || out.startsWith('~/'))) out = env.home + out.slice(1);
  const ws = env.workspaceFolders[0];
  if (ws) out = out.replace(/\$\{workspaceFolder\}/g, ws);
  if (!path.isAbsolute(out) && ws && out.includes('/')) out = path.join(ws, out);
  return out;
}

function ancestors(dir: string): string[] {
  const out: string[] = [];
  let d = path.resolve(dir);
  for (;;) {
    out.push(d);
    const up = path.dirname(d);
    if (up === d) break;
    d = up;
  }
  return out;
}

export function resolveServerPath(env: PathEnv): Resolved | undefined {
  if (env.configured && env.configured.trim() !== '') {
    const p = expand(env.configured, env);
    if (!p.includes('/')) {
      // A bare command name: look it up on PATH.
      for (const dir of (env.pathVar || '').split(path.delimiter)) {
        if (dir && env.isExecutable(path.join(dir, p))) return { path: path.join(dir, p), source: 'setting' };
      }
    }
    return { path: p, source: 'setting' }; // used as given, even if missing: the error names it
  }
  for (const dir of (env.pathVar || '').split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, SERVER_NAME);
    if (env.isExecutable(p)) return { path: p, source: 'PATH' };
  }
  for (const ws of env.workspaceFolders) {
    for (const d of ancestors(ws)) {
      const p = path.join(d, 'build', 'bin', SERVER_NAME);
      if (env.isExecutable(p)) return { path: p, source: 'workspace' };
    }
  }
  if (env.extensionPath) {
    for (const d of ancestors(env.extensionPath)) {
      const p = path.join(d, 'build', 'bin', SERVER_NAME);
      if (env.isExecutable(p)) return { path: p, source: 'extension' };
    }
  }
  return undefined;
}

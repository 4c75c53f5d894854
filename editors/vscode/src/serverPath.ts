// Where braidd is: the braid.path setting, else `braidd` on PATH, else a braid checkout's
// build/bin/braidd (looked for above each workspace folder and above the extension itself,
// for when it runs from the repository).
//
// Workspace trust (docs/security.md): a binary inside a workspace folder, and the checkout
// fallback above one, run only in a trusted workspace. braid.path is machine-scoped, so a repository's settings cannot set it, and a
// relative PATH entry (which would resolve inside the workspace) is never used.
import * as path from 'path';

export interface PathEnv {
  configured?: string;
  pathVar?: string;
  home?: string;
  workspaceFolders: string[];
  extensionPath?: string;
  isExecutable: (p: string) => boolean;
  // vscode.workspace.isTrusted
  trusted: boolean;
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

// True if `p` is inside a workspace folder or inside a folder above one.
export function inWorkspaceTree(p: string, workspaceFolders: string[]): boolean {
  const abs = path.resolve(p);
  return workspaceFolders.some(ws => {
    const w = path.resolve(ws);
    return abs === w || abs.startsWith(w + path.sep);
  });
}

function absolutePathDirs(pathVar: string | undefined): string[] {
  return (pathVar || '').split(path.delimiter).filter(d => d !== '' && path.isAbsolute(d));
}

export function resolveServerPath(env: PathEnv): Resolved | undefined {
  const allowed = (p: string) => env.trusted || !inWorkspaceTree(p, env.workspaceFolders);
  if (env.configured && env.configured.trim() !== '') {
    const p = expand(env.configured, env);
    if (!p.includes('/')) {
      // A bare command name: look it up on PATH.
      for (const dir of absolutePathDirs(env.pathVar)) {
        const c = path.join(dir, p);
        if (env.isExecutable(c) && allowed(c)) return { path: c, source: 'setting' };
      }
    }
    if (!allowed(p)) return undefined;
    return { path: p, source: 'setting' }; // used as given, even if missing: the error names it
  }
  for (const dir of absolutePathDirs(env.pathVar)) {
    const p = path.join(dir, SERVER_NAME);
    if (env.isExecutable(p) && allowed(p)) return { path: p, source: 'PATH' };
  }
  if (!env.trusted) return undefined;  // what follows may be the workspace's own binary
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

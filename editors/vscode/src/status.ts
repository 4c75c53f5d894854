// The status bar's text for braidd's `braid/status` notifications.

export type State = 'verifying' | 'done' | 'error' | 'idle';

export interface StatusParams {
  uri: string;
  state: State;
  executions?: number;
  rate?: number;
  summary?: string;
}

export interface StatusView {
  text: string;
  tooltip: string;
}

/** braidd's summaries start with "braid: "; the status bar adds its own prefix. */
export function bareSummary(summary: string | undefined): string {
  return (summary || '').replace(/^braid:\s*/, '');
}

export function formatCount(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function fileOf(uri: string): string {
  try {
    const p = decodeURIComponent(new URL(uri).pathname);
    return p.slice(p.lastIndexOf('/') + 1);
  } catch {
    return uri.slice(uri.lastIndexOf('/') + 1);
  }
}

/** How many bugs a summary names: "2 bugs in 1,234 executions" → 2, "no bugs" → 0. */
export function bugCount(summary: string | undefined): number | undefined {
  if (!summary) return undefined;
  if (/\bno bugs?\b/i.test(summary)) return 0;
  const m = /(\d+)\s+bugs?\b/i.exec(summary);
  if (m) return Number(m[1]);
  if (/\bone bug\b|\b1 bug\b/i.test(summary)) return 1;
  return undefined;
}

export type ServerState = 'starting' | 'running' | 'stopped' | 'untrusted';

export function statusView(s: StatusParams | undefined, server: ServerState = 'running'): StatusView {
  if (server === 'starting') {
    return { text: '$(loading~spin) braid: starting', tooltip: 'braid: starting braidd…' };
  }
  if (server === 'untrusted') {
    return { text: '$(shield) braid: untrusted', tooltip: 'braid: this workspace is not trusted, so braid does not compile or run its code. Trust the workspace to verify its files.' };
  }
  if (server === 'stopped') {
    return { text: '$(circle-slash) braid: stopped', tooltip: 'braid: braidd is not running — click for details, or run "Braid: Restart the braid server"' };
  }
  if (!s || s.state === 'idle') {
    return {
      text: '$(beaker) braid',
      tooltip: s && s.summary ? `braid: ${bareSummary(s.summary)}` : 'braid: idle — save a C file to verify it',
    };
  }
  const file = fileOf(s.uri);
  if (s.state === 'verifying') {
    const ex = typeof s.executions === 'number' ? formatCount(s.executions) : '0';
    const rate = typeof s.rate === 'number' && s.rate > 0 ? ` (${formatCount(s.rate)}/s)` : '';
    return {
      text: `$(sync~spin) braid: ${ex} executions${rate}`,
      tooltip: `braid is verifying ${file}: ${bareSummary(s.summary) || ex + ' executions'} — click for details`,
    };
  }
  if (s.state === 'error') {
    return { text: '$(error) braid: error', tooltip: `braid failed on ${file}: ${bareSummary(s.summary) || 'see the log'}` };
  }
  const n = bugCount(s.summary);
  const text = n === undefined ? `$(info) braid: done`
    : n === 0 ? '$(check) braid: no bugs'
    : `$(bug) braid: ${n} bug${n === 1 ? '' : 's'}`;
  return { text, tooltip: `braid (${file}): ${bareSummary(s.summary) || 'done'} — click for the summary` };
}

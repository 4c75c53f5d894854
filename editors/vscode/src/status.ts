// The status bar's text for braidd's `braid/status` notifications.

export type State = 'verifying' | 'done' | 'error' | 'idle';

export interface StatusParams {
  uri: string;
  state: State;
  executions?: number;
  rate?: number;
  summary?: string;
  /** The algorithm's estimate of its total executions (never below `executions`). */
  estimatedTotal?: number;
  /** executions / estimatedTotal, 0..1 (sent with estimatedTotal). */
  fraction?: number;
  /** Half-width of the 95 % interval of estimatedTotal when it comes from random probes (POP). */
  estimateError?: number;
  /** What is certain about the total (POP: runs done plus schedules known); sent alone when
   *  there is no estimate yet. */
  atLeast?: number;
  /** The algorithm has no estimator of its total (pop / qpor without hunting): nothing else is shown in its place. */
  noTotalEstimate?: boolean;
  /** Hunting's estimate of the interleavings (an upper bound for reducing algorithms). */
  estimatedInterleavings?: number;
  /** The estimate needs more than the time budget: the exhaustive run will not finish. */
  exceedsBudget?: boolean;
  /** Bugs found so far while verifying (published as diagnostics at once). */
  bugs?: number;
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

/** "1.2e+9" for large estimates, with commas below a million. */
export function formatEstimate(n: number): string {
  return n < 1e6 ? formatCount(n) : n.toExponential(1).replace('e+', 'e');
}

/** The estimate part of the status bar text and its tooltip, from braidd's typed fields. */
export function estimateView(s: StatusParams): { text: string; tooltip: string } {
  let text = '';
  let tooltip = '';
  if (typeof s.estimatedTotal === 'number' && s.estimatedTotal >= 1) {
    const fraction = typeof s.fraction === 'number' ? s.fraction : (s.executions || 0) / s.estimatedTotal;
    const percent = Math.min(100, Math.max(0, Math.floor(100 * fraction)));
    const error = typeof s.estimateError === 'number' && s.estimateError > 0
      ? Math.round(100 * s.estimateError / s.estimatedTotal) : undefined;
    text = ` of ~${formatEstimate(s.estimatedTotal)}${error !== undefined ? ` \u00b1${error}%` : ''} (${percent}%)`;
    tooltip = `estimated total: ~${formatEstimate(s.estimatedTotal)} executions (${percent}% done; an estimate, not a promise)`;
    if (error !== undefined) tooltip += `; 95% interval \u00b1${error}% (random probes)`;
    if (typeof s.atLeast === 'number' && s.atLeast >= 1) tooltip += `; at least ${formatEstimate(s.atLeast)} for certain`;
  } else if (typeof s.atLeast === 'number' && s.atLeast >= 1) {
    text = ` of \u2265${formatEstimate(s.atLeast)}`;
    tooltip = `at least ${formatEstimate(s.atLeast)} executions for certain (runs done and schedules known); no estimate of the total yet`;
  } else if (s.noTotalEstimate) {
    tooltip = 'no estimate of the total: this algorithm and strategy have none (the probes that estimate it did not run)';
  } else if (typeof s.estimatedInterleavings === 'number' && s.estimatedInterleavings >= 1) {
    text = `, ~${formatEstimate(s.estimatedInterleavings)} interleavings`;
    tooltip = `estimated interleavings: ~${formatEstimate(s.estimatedInterleavings)} (random probes; the exhaustive algorithm may need far fewer)`;
  }
  if (s.exceedsBudget) {
    text += ' $(warning)';
    tooltip += (tooltip ? '. ' : '') + 'The estimate exceeds the time budget: the exhaustive run will not finish, so hunting favours the preemption-bounded search (the verdict says what was covered)';
  }
  return { text, tooltip };
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
    const est = estimateView(s);
    const found = typeof s.bugs === 'number' && s.bugs > 0 ? `, ${s.bugs} bug${s.bugs === 1 ? '' : 's'} so far` : '';
    const text = est.text && (typeof s.estimatedTotal === 'number' || typeof s.atLeast === 'number')
      ? `$(sync~spin) braid: ${ex}${est.text}${found}`  // "5,000 of ~80,000 (6%)", "5,000 of ≥12,000"
      : `$(sync~spin) braid: ${ex} executions${rate}${est.text}${found}`;
    return {
      text,
      tooltip: `braid is verifying ${file}: ${ex} executions${rate}${est.tooltip ? '\n' + est.tooltip : ''} — click for details`,
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

// Maps the extension's settings (the "braid" section) to what braidd accepts
// (docs/lsp.md, "Settings"): sent as initializationOptions and in
// workspace/didChangeConfiguration. Client-only settings (path, enginePath, logLevel) are
// not forwarded; unset or invalid values are left out so braidd uses its defaults.

export type Getter = (key: string) => unknown;

export interface ServerSettings {
  algorithm?: string;
  k?: number | 'optimal';
  threads?: number;
  jobs?: number;
  timeBudget?: number;
  maxExecutions?: number;
  maxSteps?: number;
  extraFlags?: string[];
  fallbackFlags?: string[];
  verifyOnSave?: boolean;
  memoryLimitMB?: number;
  replayPrevious?: boolean;
  spuriousWakeups?: number;
  earlyTimeouts?: number;
  leaks?: boolean;
}

export const SERVER_KEYS: (keyof ServerSettings)[] = [
  'algorithm', 'k', 'threads', 'jobs', 'timeBudget', 'maxExecutions', 'maxSteps', 'extraFlags',
  'fallbackFlags', 'verifyOnSave', 'memoryLimitMB', 'replayPrevious', 'spuriousWakeups',
  'earlyTimeouts', 'leaks',
];

export const CLIENT_KEYS = ['path', 'enginePath', 'logLevel'];

const ALGORITHMS = new Set(['dfs', 'sdpor', 'pop', 'qpor', 'dc']);

function num(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function positiveInt(v: unknown): number | undefined {
  const n = num(v);
  return n !== undefined && n >= 1 ? Math.floor(n) : undefined;
}

function strings(v: unknown): string[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.filter((x): x is string => typeof x === 'string' && x !== '');
}

export function toServerSettings(get: Getter): ServerSettings {
  const out: ServerSettings = {};
  const algorithm = get('algorithm');
  if (typeof algorithm === 'string' && ALGORITHMS.has(algorithm.toLowerCase())) {
    out.algorithm = algorithm.toLowerCase();
  }
  const k = get('k');
  if (typeof k === 'string' && k.trim().toLowerCase() === 'optimal') out.k = 'optimal';
  else if (positiveInt(k) !== undefined) out.k = positiveInt(k);
  const threads = positiveInt(get('threads'));
  if (threads !== undefined) out.threads = threads;
  const jobs = positiveInt(get('jobs'));
  if (jobs !== undefined) out.jobs = Math.min(jobs, 256);
  const budget = num(get('timeBudget'));
  if (budget !== undefined && budget > 0) out.timeBudget = budget;
  const maxExecutions = positiveInt(get('maxExecutions'));
  if (maxExecutions !== undefined) out.maxExecutions = maxExecutions;
  const maxSteps = positiveInt(get('maxSteps'));
  if (maxSteps !== undefined) out.maxSteps = maxSteps;
  const extra = strings(get('extraFlags'));
  if (extra) out.extraFlags = extra;
  const fallback = strings(get('fallbackFlags'));
  if (fallback) out.fallbackFlags = fallback;
  const vos = get('verifyOnSave');
  if (typeof vos === 'boolean') out.verifyOnSave = vos;
  const mem = positiveInt(get('memoryLimitMB'));
  if (mem !== undefined) out.memoryLimitMB = mem;
  const rp = get('replayPrevious');
  if (typeof rp === 'boolean') out.replayPrevious = rp;
  const spurious = num(get('spuriousWakeups'));
  if (spurious !== undefined && spurious >= 0) out.spuriousWakeups = Math.floor(spurious);
  // braidd refuses values above 1000 (docs/lsp.md); the default 1 is braidd's own, so sent only when set.
  const early = num(get('earlyTimeouts'));
  if (early !== undefined && early >= 0 && early <= 1000) out.earlyTimeouts = Math.floor(early);
  const leaks = get('leaks');
  if (typeof leaks === 'boolean') out.leaks = leaks;
  return out;
}

/** Does a change of these settings need a new braidd process (not just a notification)? */
export function needsRestart(affects: (key: string) => boolean): boolean {
  return CLIENT_KEYS.some(k => affects('braid.' + k));
}

/** Arguments of the braidd command line for the client-only settings. */
export function serverArgs(get: Getter): string[] {
  const args: string[] = [];
  const level = get('logLevel');
  if (typeof level === 'string' && ['error', 'warn', 'info', 'debug'].includes(level)) {
    args.push('--log-level', level);
  }
  const engine = get('enginePath');
  if (typeof engine === 'string' && engine.trim() !== '') args.push('--braid', engine.trim());
  return args;
}

// The replay controller: fetches a counterexample from braidd, walks its steps and tells the
// host (the editor UI) what to show. No VS Code dependency: unit-tested with a fake host.
import { Bug, TraceModel } from './traceModel';

export const REPLAY_CONTEXT_KEY = 'braid.replaying';

export interface TraceRef {
  traceId: string;
}

export interface ReplayHost {
  /** braidd's `braid/trace` (or `braid.replay`): the bug object of a trace. */
  fetchTrace(traceId: string): Promise<Bug>;
  /** Asked when the command got no trace: the bug under the cursor, or a pick. */
  pickTrace(): Promise<TraceRef | undefined>;
  /** Show a step: open its file, highlight its line, update the view. */
  show(model: TraceModel, index: number): Promise<void> | void;
  setContext(key: string, value: unknown): unknown;
  /** Remove highlights and empty the view. */
  clear(): void;
  error(message: string): void;
}

/** Accepts what the command can be called with: a code lens's `{traceId}`, a bare id, an
 *  argument array, or a diagnostic carrying `data.traceId` (quick fix). */
export function traceIdOf(arg: unknown): string | undefined {
  if (typeof arg === 'string' && arg !== '') return arg;
  if (Array.isArray(arg)) return arg.length ? traceIdOf(arg[0]) : undefined;
  if (arg && typeof arg === 'object') {
    const o = arg as Record<string, unknown>;
    if (typeof o.traceId === 'string' && o.traceId !== '') return o.traceId;
    if (o.data && typeof o.data === 'object') return traceIdOf(o.data);
  }
  return undefined;
}

export class ReplayController {
  model: TraceModel | undefined;
  index = -1;

  constructor(private readonly host: ReplayHost) {}

  get active(): boolean {
    return this.model !== undefined;
  }

  async replay(arg?: unknown): Promise<boolean> {
    let traceId = traceIdOf(arg);
    if (!traceId) {
      const picked = await this.host.pickTrace();
      traceId = picked?.traceId;
      if (!traceId) return false;
    }
    let bug: Bug;
    try {
      bug = await this.host.fetchTrace(traceId);
    } catch (e) {
      this.host.error(`braid: cannot load the counterexample (${e instanceof Error ? e.message : String(e)}); save the file to verify it again.`);
      return false;
    }
    if (!bug || typeof bug !== 'object') {
      this.host.error('braid: the server returned no counterexample for this bug.');
      return false;
    }
    this.model = new TraceModel(traceId, bug);
    this.index = this.model.clamp(0);
    await this.host.setContext(REPLAY_CONTEXT_KEY, true);
    await this.host.show(this.model, this.index);
    return true;
  }

  async goTo(i: number): Promise<void> {
    if (!this.model) return;
    const j = this.model.clamp(i);
    if (j === this.index) return;
    this.index = j;
    await this.host.show(this.model, j);
  }

  next(): Promise<void> {
    return this.goTo(this.index + 1);
  }

  previous(): Promise<void> {
    return this.goTo(this.index - 1);
  }

  async close(): Promise<void> {
    this.model = undefined;
    this.index = -1;
    this.host.clear();
    await this.host.setContext(REPLAY_CONTEXT_KEY, false);
  }
}

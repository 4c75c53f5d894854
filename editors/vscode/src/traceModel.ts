// The model behind the replay view: a braid counterexample (the bug object of
// `braid check --json`, as braidd's `braid/trace` returns it), its steps grouped as the
// story reads (one group per run of consecutive steps of the same thread), and where every
// thread stands at a given step. No VS Code dependency: unit-tested with node --test.

export interface Location {
  file: string;
  line: number;   // 1-based
  column?: number; // 1-based
  function?: string;
}

/** A call-stack frame (docs/json-schema.md): innermost first; `library` frames are folded. */
export interface Frame {
  function: string;
  file?: string;
  line?: number;
  column?: number;
  library?: boolean;
  lost?: boolean;
}

export interface Step {
  step: number;
  thread: number;
  op: string;
  object?: string | null;
  value?: number | string | boolean | null;
  /** The engine's rendering of the step ("read counter = 0", "lock mutex `m`"): shown as is. */
  text: string;
  location?: Location | null;
  source?: string | null;
  /** One of the steps that explain the bug (the engine marks them; docs/bugs.md). */
  key?: boolean;
  /** Its call stack, innermost first (empty when not recorded). */
  stack?: Frame[];
}

/** A deadlocked thread (docs/json-schema.md): `reason` is what to decide from, `text` is display. */
export interface BlockedThread {
  thread: number;
  reason?: string; // mutex, join, condvar, semaphore, rwlock-read, rwlock-write, barrier, await, assume
  object?: number;
  text?: string;
  location?: Location | null;
}

export interface Bug {
  id?: number;
  kind: string;
  message: string;
  location?: Location | null;
  thread?: number;
  blocked?: BlockedThread[];
  /** Where each thread was created (`created_at`: the stack of its create step). */
  threads?: { thread: number; created_at?: Frame[]; created_by?: number }[];
  trace?: { schedule?: number[]; steps?: Step[]; output?: string };
}

export interface StepGroup {
  thread: number;
  first: number; // index into steps
  last: number;  // inclusive
  function?: string;
}

export type ThreadStatus = 'not created' | 'created' | 'running' | 'ready' | 'finished' | 'failed';

export interface ThreadState {
  thread: number;
  status: ThreadStatus;
  /** The thread's latest step at or before the current one (where it stands). */
  at?: Step;
  atIndex?: number;
  /** The thread's next step after the current one, if the trace has one. */
  next?: Step;
}

export function baseName(file: string): string {
  const i = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
  return i >= 0 ? file.slice(i + 1) : file;
}

export function locationLabel(loc?: Location | null): string {
  if (!loc || !loc.file) return '';
  return `${baseName(loc.file)}:${loc.line}`;
}

export function threadName(t: number): string {
  return `thread ${t}`;
}

export class TraceModel {
  readonly steps: Step[];
  readonly groups: StepGroup[];
  readonly threads: number[];

  constructor(readonly traceId: string, readonly bug: Bug) {
    this.steps = (bug.trace && Array.isArray(bug.trace.steps) ? bug.trace.steps : []).slice();
    this.groups = [];
    for (let i = 0; i < this.steps.length; i++) {
      const s = this.steps[i];
      const g = this.groups[this.groups.length - 1];
      if (g && g.thread === s.thread) {
        g.last = i;
        if (!g.function && s.location && s.location.function) g.function = s.location.function;
      } else {
        this.groups.push({ thread: s.thread, first: i, last: i, function: s.location?.function });
      }
    }
    const set = new Set<number>(this.steps.map(s => s.thread));
    if (typeof bug.thread === 'number') set.add(bug.thread);
    this.threads = [...set].sort((a, b) => a - b);
  }

  get length(): number {
    return this.steps.length;
  }

  /** Clamp an index into the trace (−1 for an empty trace). */
  clamp(i: number): number {
    if (this.steps.length === 0) return -1;
    return Math.max(0, Math.min(this.steps.length - 1, i));
  }

  groupOf(index: number): number {
    return this.groups.findIndex(g => g.first <= index && index <= g.last);
  }

  /** Is the step at index the first one after a thread switch? */
  isSwitch(index: number): boolean {
    return index > 0 && this.steps[index].thread !== this.steps[index - 1].thread;
  }

  /** The step where the bug shows (the last one of the trace). */
  isFailure(index: number): boolean {
    return index === this.steps.length - 1;
  }

  stepLabel(index: number): string {
    const s = this.steps[index];
    return `${s.step}: ${threadName(s.thread)} ${s.text}`;
  }

  groupLabel(g: StepGroup): string {
    return `${threadName(g.thread)}${g.function ? ' · ' + g.function : ''}`;
  }

  groupDescription(g: StepGroup): string {
    const a = this.steps[g.first].step, b = this.steps[g.last].step;
    return g.first === g.last ? `step ${a}` : `steps ${a}–${b}`;
  }

  title(): string {
    return `${this.bug.kind}: ${this.bug.message}`;
  }

  /** Where every thread stands when the step at `index` has just been executed. */
  threadStates(index: number): ThreadState[] {
    const cur = this.steps[index];
    return this.threads.map(t => {
      let atIndex: number | undefined;
      for (let i = Math.min(index, this.steps.length - 1); i >= 0; i--) {
        if (this.steps[i].thread === t) { atIndex = i; break; }
      }
      let next: Step | undefined;
      for (let i = index + 1; i < this.steps.length; i++) {
        if (this.steps[i].thread === t) { next = this.steps[i]; break; }
      }
      const at = atIndex === undefined ? undefined : this.steps[atIndex];
      let status: ThreadStatus;
      if (at === undefined) status = t === 0 || this.createdBy(t, index) ? 'created' : 'not created';
      else if (at.op === 'exit') status = 'finished';
      else if (cur && cur.thread === t) status = this.isFailure(index) ? 'failed' : 'running';
      else status = 'ready';
      return { thread: t, status, at, atIndex, next };
    });
  }

  /** Has a step at or before `index` created thread t ("create" of object "thread t")? */
  createdBy(t: number, index: number): boolean {
    for (let i = 0; i <= index && i < this.steps.length; i++) {
      const s = this.steps[i];
      if (s.op === 'create' && (s.object === threadName(t) || s.value === t)) return true;
    }
    return false;
  }

  threadStateLabel(st: ThreadState): string {
    const where = st.at ? ` at ${locationLabel(st.at.location)}` : '';
    switch (st.status) {
      case 'not created': return `${threadName(st.thread)}: not created yet`;
      case 'created': return `${threadName(st.thread)}: created, not run yet` + (st.next ? ` (next: ${st.next.text})` : '');
      case 'finished': return `${threadName(st.thread)}: finished${where}`;
      case 'running': return `${threadName(st.thread)}: running${where}`;
      case 'failed': return `${threadName(st.thread)}: failed${where}`;
      default: return `${threadName(st.thread)}: waiting${where}` + (st.next ? ` (next: ${st.next.text})` : '');
    }
  }
}

/** A replay's mark on a line of a file: the current step (named by its thread) or where
 *  other threads stand. `badge` goes before the code, `text` after it. */
export interface LineMark {
  line: number; // 1-based
  current: boolean;
  badge: string;
  text: string;
}

export function lineMarks(m: TraceModel, index: number, file: string): LineMark[] {
  const cur = m.steps[index];
  if (!cur) return [];
  const curHere = !!cur.location && cur.location.file === file;
  const byLine = new Map<number, { texts: string[]; badges: string[] }>();
  const alsoHere: string[] = [];
  for (const st of m.threadStates(index)) {
    const loc = st.at?.location;
    if (st.thread === cur.thread || !loc || loc.file !== file) continue;
    if (curHere && loc.line === cur.location!.line) {
      if (st.status !== 'finished') alsoHere.push(threadName(st.thread));
      continue;
    }
    const text = st.status === 'finished' ? `${threadName(st.thread)} finished`
      : `${threadName(st.thread)} waits here` + (st.next ? ` (next: ${st.next.text})` : '');
    const e = byLine.get(loc.line) || { texts: [], badges: [] };
    e.texts.push(text);
    e.badges.push(`T${st.thread}`);
    byLine.set(loc.line, e);
  }
  const out: LineMark[] = [];
  if (curHere) {
    const fail = m.isFailure(index) ? ` — ${m.bug.kind}: ${m.bug.message}` : '';
    const also = alsoHere.length ? ` · ◁ ${alsoHere.join(', ')} ${alsoHere.length > 1 ? 'wait' : 'waits'} here too` : '';
    out.push({
      line: cur.location!.line, current: true,
      badge: ` ▶ T${cur.thread}${alsoHere.map(t => ' · T' + t.replace(/^thread /, '')).join('')} `,
      text: `◀ ${threadName(cur.thread)}: ${cur.text} (step ${cur.step})${fail}${also}`,
    });
  }
  for (const [line, e] of byLine) {
    out.push({ line, current: false, badge: ` ${e.badges.join(' ')} `, text: '◁ ' + e.texts.join('; ') });
  }
  return out;
}

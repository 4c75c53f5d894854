// The story of a bug in the editor's hover, as Markdown: the steps that explain it (the
// engine's key steps: both accesses of a race, the signal and the wait of a lost wake-up,
// each deadlocked thread's last acquisition), each with the user functions it runs in, and
// a link that replays the counterexample. Names the engine quotes in backticks render as
// code. No VS Code dependency: unit-tested with node --test.
import { Bug, Frame, Step, baseName } from './traceModel';

/** At most this many steps in a hover; the replay view has them all. */
export const MAX_HOVER_STEPS = 8;
/** The steps shown when the engine marked none (an older engine): the last ones. */
const FALLBACK_STEPS = 6;

/** Markdown-escapes plain text (outside code spans). */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\\`*_{}[\]<>#|~!]/g, c => '\\' + c);
}

/** The engine's display text as Markdown: its backtick-quoted names become code spans,
 *  everything else is escaped. An unmatched backtick stays a literal one. */
export function markdownOfText(s: string): string {
  let out = '';
  let rest = s;
  for (;;) {
    const open = rest.indexOf('`');
    const close = open < 0 ? -1 : rest.indexOf('`', open + 1);
    if (close < 0) return out + escapeMarkdown(rest);
    out += escapeMarkdown(rest.slice(0, open)) + '`' + rest.slice(open + 1, close) + '`';
    rest = rest.slice(close + 1);
  }
}

/** The engine's display text as plain text (the Problems list, a diagnostic's message,
 *  which VS Code does not render as Markdown): `name` reads 'name', as Clang quotes names. */
export function plainOfText(s: string): string {
  return s.replace(/`([^`\n]+)`/g, "'$1'");
}

/** The user functions a step runs in, innermost first ("deposit ← alice"), and how many
 *  library frames were folded out of the stack. */
export function userPath(stack: Frame[] | undefined): { functions: string[]; folded: number } {
  const frames = stack || [];
  const functions = frames.filter(f => !f.library && !f.lost && f.function).map(f => f.function);
  return { functions, folded: frames.filter(f => f.library).length };
}

/** The steps the hover tells: the key steps, else the last few. */
export function hoverSteps(bug: Bug): Step[] {
  const steps = bug.trace && Array.isArray(bug.trace.steps) ? bug.trace.steps : [];
  const keyed = steps.filter(s => s.key);
  return keyed.length ? keyed : steps.slice(Math.max(0, steps.length - FALLBACK_STEPS));
}

function stepMarkdown(s: Step): string {
  const where = s.location && s.location.file ? ` — ${escapeMarkdown(baseName(s.location.file))}:${s.location.line}` : '';
  let line = `**step ${s.step}** · thread ${s.thread} · ${markdownOfText(s.text)}${where}`;
  const { functions, folded } = userPath(s.stack);
  if (functions.length) {
    // Backticks inside a code span: a C++ name never has one, but be safe.
    line += `  \n  in ${functions.map(f => '`' + f.replace(/`/g, "'") + '`').join(' ← ')}`;
    if (folded) line += ` (${folded} library frame${folded > 1 ? 's' : ''} folded)`;
  }
  return line;
}

/** Where the threads of the shown steps were created ("thread 2: created by thread 0 in
 *  `main`, race.c:25"): a deadlock or race between helpers reads better with them. */
function creationMarkdown(bug: Bug, shown: Step[]): string[] {
  const wanted = new Set(shown.map(s => s.thread));
  const out: string[] = [];
  for (const t of bug.threads || []) {
    if (!wanted.has(t.thread) || !t.created_at || !t.created_at.length) continue;
    const user = t.created_at.find(f => !f.library && !f.lost) || t.created_at[0];
    const at = user.file ? `, ${escapeMarkdown(baseName(user.file))}:${user.line}` : '';
    const by = typeof t.created_by === 'number' ? ` by thread ${t.created_by}` : '';
    out.push(`thread ${t.thread} created${by} in \`${user.function.replace(/`/g, "'")}\`${at}`);
  }
  return out;
}

/** The hover's Markdown for a bug; `replayCommand` is the command URI that replays it. */
export function bugHoverMarkdown(bug: Bug, replayCommand?: string): string {
  const steps = hoverSteps(bug);
  const keyed = steps.some(s => s.key);
  // The bug in Markdown (the plain diagnostic above says it with quotes), then its story.
  const message = bug.message || '';
  const parts: string[] = [message.startsWith(bug.kind) ? markdownOfText(message)
    : `**${escapeMarkdown(bug.kind)}**: ${markdownOfText(message)}`];
  const shown = steps.slice(0, MAX_HOVER_STEPS);
  if (shown.length) {
    parts.push(keyed ? 'The steps that explain it:' : 'The last steps before it:');
    parts.push(shown.map(s => '- ' + stepMarkdown(s)).join('\n'));
    if (steps.length > shown.length) parts.push(`… and ${steps.length - shown.length} more (replay to see them all)`);
    const created = creationMarkdown(bug, shown);
    if (created.length) parts.push(created.join('  \n'));
  }
  const total = bug.trace && Array.isArray(bug.trace.steps) ? bug.trace.steps.length : 0;
  if (replayCommand) parts.push(`[Replay the counterexample (${total} steps)](${replayCommand})`);
  return parts.join('\n\n');
}

/** A command URI for the replay command with `{traceId}` as its argument. */
export function replayCommandUri(command: string, traceId: string): string {
  return `command:${command}?${encodeURIComponent(JSON.stringify([{ traceId }]))}`;
}

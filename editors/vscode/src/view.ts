// The replay view (a tree in the explorer side bar) and the editor highlights of a replay.
import * as vscode from 'vscode';
import { TraceModel, lineMarks, locationLabel, threadName, StepGroup } from './traceModel';
import { markdownOfText, plainOfText } from './hover';

type Node =
  | { type: 'bug' }
  | { type: 'threads' }
  | { type: 'thread'; thread: number }
  | { type: 'group'; group: StepGroup; gi: number }
  | { type: 'step'; index: number; gi: number };

export class ReplayTree implements vscode.TreeDataProvider<Node> {
  private model: TraceModel | undefined;
  private index = -1;
  private roots: Node[] = [];
  private groupNodes: Node[] = [];
  private stepNodes: Node[] = [];
  private threadsNode: Node = { type: 'threads' };
  private readonly emitter = new vscode.EventEmitter<Node | undefined | void>();
  readonly onDidChangeTreeData = this.emitter.event;

  setModel(model: TraceModel | undefined): void {
    this.model = model;
    this.index = -1;
    this.stepNodes = [];
    this.groupNodes = [];
    this.roots = [];
    if (model) {
      this.threadsNode = { type: 'threads' };
      model.groups.forEach((group, gi) => {
        this.groupNodes.push({ type: 'group', group, gi });
        for (let i = group.first; i <= group.last; i++) this.stepNodes[i] = { type: 'step', index: i, gi };
      });
      this.roots = [{ type: 'bug' }, this.threadsNode, ...this.groupNodes];
    }
    this.emitter.fire();
  }

  setIndex(index: number): void {
    const old = this.index;
    this.index = index;
    // Refresh the steps whose look changed, and the per-thread state.
    for (const i of [old, index]) if (this.stepNodes[i]) this.emitter.fire(this.stepNodes[i]);
    this.emitter.fire(this.threadsNode);
  }

  stepNode(index: number): Node | undefined {
    return this.stepNodes[index];
  }

  indexOf(node: Node): number | undefined {
    return node.type === 'step' ? node.index : node.type === 'group' ? node.group.first : undefined;
  }

  getChildren(node?: Node): Node[] {
    const m = this.model;
    if (!m) return [];
    if (!node) return this.roots;
    if (node.type === 'group') return this.stepNodes.slice(node.group.first, node.group.last + 1);
    if (node.type === 'threads') return m.threads.map(thread => ({ type: 'thread', thread } as Node));
    return [];
  }

  getParent(node: Node): Node | undefined {
    if (node.type === 'step') return this.groupNodes[node.gi];
    if (node.type === 'thread') return this.threadsNode;
    return undefined;
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const m = this.model!;
    const E = vscode.TreeItemCollapsibleState;
    switch (node.type) {
      case 'bug': {
        // Labels are plain text: the engine's `names` read 'names' there (Markdown renders them).
        const item = new vscode.TreeItem(plainOfText(`${m.bug.kind}: ${m.bug.message}`), E.None);
        item.iconPath = new vscode.ThemeIcon('bug', new vscode.ThemeColor('errorForeground'));
        item.description = locationLabel(m.bug.location);
        item.tooltip = new vscode.MarkdownString(
          `**${m.bug.kind}** — ${markdownOfText(m.bug.message)}\n\n${m.length} steps, ${m.threads.length} threads` +
          (m.bug.trace?.output ? `\n\nprogram output:\n\n\`\`\`\n${m.bug.trace.output}\n\`\`\`` : ''));
        item.id = 'bug';
        return item;
      }
      case 'threads': {
        const cur = m.steps[this.index];
        const item = new vscode.TreeItem(cur ? `Threads at step ${cur.step}` : 'Threads', E.Expanded);
        item.iconPath = new vscode.ThemeIcon('list-tree');
        item.id = 'threads';
        return item;
      }
      case 'thread': {
        const st = m.threadStates(this.index).find(s => s.thread === node.thread)!;
        const label = plainOfText(m.threadStateLabel(st));
        const item = new vscode.TreeItem(label, E.None);
        item.id = `thread-${node.thread}`;
        const icon = st.status === 'running' ? 'debug-stackframe'
          : st.status === 'failed' ? 'error'
          : st.status === 'finished' ? 'pass'
          : st.status === 'not created' ? 'circle-outline' : st.status === 'created' ? 'circle-large-outline' : 'debug-pause';
        item.iconPath = new vscode.ThemeIcon(icon);
        if (st.at && st.atIndex !== undefined) {
          item.command = { command: 'braid._goToStep', title: 'Go to step', arguments: [st.atIndex] };
          item.tooltip = st.at.source || undefined;
        }
        return item;
      }
      case 'group': {
        const g = node.group;
        const item = new vscode.TreeItem(m.groupLabel(g), E.Expanded);
        item.id = `group-${node.gi}`;
        item.description = m.groupDescription(g) + (node.gi > 0 ? ' · switch' : '');
        item.iconPath = new vscode.ThemeIcon(node.gi > 0 ? 'arrow-swap' : 'debug-start');
        return item;
      }
      case 'step': {
        const i = node.index;
        const s = m.steps[i];
        const item = new vscode.TreeItem(plainOfText(`${s.step}: ${threadName(s.thread)} ${s.text}`), E.None);
        item.id = `step-${i}`;
        // Key steps (those that explain the bug) are starred.
        item.description = (s.key ? '★ ' : '') + locationLabel(s.location);
        item.tooltip = `${threadName(s.thread)}: ${plainOfText(s.text)}\n${locationLabel(s.location)}${s.source ? '\n' + s.source : ''}`;
        item.iconPath = new vscode.ThemeIcon(
          i === this.index ? 'debug-stackframe' : m.isFailure(i) ? 'error' : 'circle-small-filled',
          m.isFailure(i) ? new vscode.ThemeColor('errorForeground') : undefined);
        item.command = { command: 'braid._goToStep', title: 'Go to step', arguments: [i] };
        return item;
      }
    }
  }
}

/** Line highlights: the current step (named by its thread) and where the other threads stand. */
export class ReplayHighlights implements vscode.Disposable {
  private readonly current = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.stackFrameHighlightBackground'),
    overviewRulerColor: new vscode.ThemeColor('editorOverviewRuler.warningForeground'),
    overviewRulerLane: vscode.OverviewRulerLane.Full,
    before: {
      margin: '0 0.6em 0 0', fontWeight: 'bold',
      backgroundColor: new vscode.ThemeColor('statusBarItem.warningBackground'),
      color: new vscode.ThemeColor('statusBarItem.warningForeground'),
    },
    after: { margin: '0 0 0 3em', fontStyle: 'italic', fontWeight: 'bold' },
  });
  private readonly others = vscode.window.createTextEditorDecorationType({
    isWholeLine: true,
    backgroundColor: new vscode.ThemeColor('editor.focusedStackFrameHighlightBackground'),
    before: {
      margin: '0 0.6em 0 0',
      backgroundColor: new vscode.ThemeColor('badge.background'),
      color: new vscode.ThemeColor('badge.foreground'),
    },
    after: { margin: '0 0 0 3em', fontStyle: 'italic', color: new vscode.ThemeColor('editorCodeLens.foreground') },
  });
  private model: TraceModel | undefined;
  private index = -1;

  set(model: TraceModel | undefined, index: number): void {
    this.model = model;
    this.index = index;
    this.refresh();
  }

  refresh(): void {
    for (const ed of vscode.window.visibleTextEditors) {
      try {
        this.apply(ed);
      } catch (e) {
        console.error('braid: cannot decorate', ed.document.uri.toString(), e);
      }
    }
  }

  apply(ed: vscode.TextEditor): void {
    const m = this.model;
    if (!m || this.index < 0) {
      ed.setDecorations(this.current, []);
      ed.setDecorations(this.others, []);
      return;
    }
    const marks = lineMarks(m, this.index, ed.document.uri.fsPath);
    const curOpts = marks.filter(k => k.current).map(k => deco(k.line, k.text, k.badge));
    const otherOpts = marks.filter(k => !k.current).map(k => deco(k.line, k.text, k.badge));
    ed.setDecorations(this.current, curOpts);
    ed.setDecorations(this.others, otherOpts);
  }

  dispose(): void {
    this.current.dispose();
    this.others.dispose();
  }
}

/** A line's decoration: a badge naming the thread(s) before the code, the story after it. */
function deco(line1: number, text: string, badge: string): vscode.DecorationOptions {
  const l = Math.max(0, line1 - 1);
  return {
    range: new vscode.Range(l, 0, l, 0),
    renderOptions: { before: { contentText: badge }, after: { contentText: plainOfText(text) } },
    hoverMessage: plainOfText(text),
  };
}

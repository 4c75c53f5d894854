// braid for VS Code: starts braidd (the braid language server), shows its verification
// results as diagnostics and code lenses, and replays counterexamples step by step in the
// "Braid Replay" view with line highlights naming the threads.
import * as fs from 'fs';
import * as vscode from 'vscode';
import {
  CloseAction, DidChangeConfigurationNotification, ErrorAction, ExecuteCommandRequest,
  LanguageClient, LanguageClientOptions, ServerOptions, State,
} from 'vscode-languageclient/node';
import { COMMANDS, Handlers, SERVER_COMMANDS, registerCommands, rewriteLensCommand } from './commands';
import { DiagnosticStore, codeOf, fromLsp } from './diagnostics';
import { bugHoverMarkdown, plainOfText, replayCommandUri } from './hover';
import { ReplayController, ReplayHost, TraceRef } from './replay';
import { resolveServerPath } from './serverPath';
import { needsRestart, serverArgs, toServerSettings } from './settings';
import { ServerState, StatusParams, bareSummary, fileOf, statusView, bugCount } from './status';
import { Bug, TraceModel } from './traceModel';
import { ReplayHighlights, ReplayTree } from './view';

const LANGUAGES = ['c', 'cpp'];
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 3 * 60 * 1000;

let client: LanguageClient | undefined;
let output: vscode.OutputChannel;

function config(): vscode.WorkspaceConfiguration {
  return vscode.workspace.getConfiguration('braid');
}

function log(msg: string): void {
  output.appendLine(`[braid] ${msg}`);
}

function isExecutable(p: string): boolean {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('Braid');
  context.subscriptions.push(output);

  const store = new DiagnosticStore();
  const statuses = new Map<string, StatusParams>();
  let lastStatus: StatusParams | undefined;
  let serverState: ServerState = 'starting';

  // Status bar.
  const statusItem = vscode.window.createStatusBarItem('braid.status', vscode.StatusBarAlignment.Left, 10);
  statusItem.name = 'braid';
  statusItem.command = COMMANDS.showSummary;
  context.subscriptions.push(statusItem);
  const currentStatus = (): StatusParams | undefined => {
    const uri = vscode.window.activeTextEditor?.document.uri.toString();
    return (uri && statuses.get(uri)) || lastStatus;
  };
  const updateStatus = () => {
    const v = statusView(currentStatus(), serverState);
    statusItem.text = v.text;
    statusItem.tooltip = v.tooltip;
    statusItem.show();
  };
  updateStatus();
  context.subscriptions.push(vscode.window.onDidChangeActiveTextEditor(updateStatus));

  // Replay view and highlights.
  const tree = new ReplayTree();
  const treeView = vscode.window.createTreeView('braid.replay', { treeDataProvider: tree });
  const highlights = new ReplayHighlights();
  context.subscriptions.push(treeView, highlights);
  context.subscriptions.push(vscode.window.onDidChangeVisibleTextEditors(() => highlights.refresh()));
  let shownModel: TraceModel | undefined;

  const host: ReplayHost = {
    async fetchTrace(traceId: string): Promise<Bug> {
      const c = await readyClient();
      try {
        return await c.sendRequest<Bug>('braid/trace', { traceId });
      } catch (e) {
        if ((e as { code?: number }).code !== -32601) throw e; // fall back only if unknown
        return await c.sendRequest(ExecuteCommandRequest.type,
          { command: SERVER_COMMANDS.replay, arguments: [{ traceId }] }) as Bug;
      }
    },
    async pickTrace(): Promise<TraceRef | undefined> {
      const ed = vscode.window.activeTextEditor;
      if (ed) {
        const here = store.at(ed.document.uri.toString(), ed.selection.active.line);
        if (here && here.traceId) return { traceId: here.traceId };
      }
      const candidates = store.replayable(ed?.document.uri.toString()).length
        ? store.replayable(ed?.document.uri.toString()) : store.replayable();
      if (candidates.length === 0) {
        vscode.window.showInformationMessage('braid: no counterexample to replay. Save a C file to verify it.');
        return undefined;
      }
      if (candidates.length === 1) return { traceId: candidates[0].traceId! };
      const pick = await vscode.window.showQuickPick(candidates.map(d => ({
        label: `${d.kind}: ${d.message.split('\n')[0]}`,
        description: `${fileOf(d.uri)}:${d.line + 1}`,
        traceId: d.traceId!,
      })), { placeHolder: 'Which counterexample?' });
      return pick ? { traceId: pick.traceId } : undefined;
    },
    async show(model: TraceModel, index: number): Promise<void> {
      if (shownModel !== model) {
        shownModel = model;
        tree.setModel(model);
      }
      tree.setIndex(index);
      highlights.set(model, index);
      const step = model.steps[index];
      treeView.message = step
        ? `Step ${step.step} (${index + 1} of ${model.length}) · thread ${step.thread} · ${model.bug.kind}`
        : 'This counterexample has no steps.';
      const loc = step?.location;
      if (loc && loc.file) {
        try {
          const uri = vscode.Uri.file(loc.file);
          const existing = vscode.window.visibleTextEditors.find(e => e.document.uri.fsPath === uri.fsPath);
          const doc = existing?.document ?? await vscode.workspace.openTextDocument(uri);
          const ed = await vscode.window.showTextDocument(doc, {
            preserveFocus: true, preview: !existing, viewColumn: existing?.viewColumn,
          });
          const line = Math.max(0, Math.min(doc.lineCount - 1, loc.line - 1));
          const col = Math.max(0, (loc.column || 1) - 1);
          ed.selection = new vscode.Selection(line, col, line, col);
          ed.revealRange(new vscode.Range(line, 0, line, 0), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
          highlights.apply(ed);
        } catch (e) {
          log(`cannot open ${loc.file}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      const node = tree.stepNode(index);
      if (node) {
        try {
          await treeView.reveal(node, { select: true, focus: false, expand: true });
        } catch (e) {
          log(`cannot reveal step ${index}: ${String(e)}`);
        }
      }
    },
    setContext(key: string, value: unknown) {
      return vscode.commands.executeCommand('setContext', key, value);
    },
    clear() {
      shownModel = undefined;
      tree.setModel(undefined);
      highlights.set(undefined, -1);
      treeView.message = undefined;
    },
    error(message: string) {
      log(message);
      vscode.window.showErrorMessage(message);
    },
  };
  const replay = new ReplayController(host);
  context.subscriptions.push(treeView.onDidChangeSelection(e => {
    const n = e.selection[0];
    const i = n === undefined ? undefined : tree.indexOf(n);
    if (i !== undefined && i !== replay.index) void replay.goTo(i);
  }));
  context.subscriptions.push(vscode.commands.registerCommand('braid._goToStep', (i: unknown) => {
    if (typeof i === 'number') return replay.goTo(i);
  }));

  // The language client.
  const restarts: number[] = [];
  const makeClient = (): LanguageClient | undefined => {
    if (!vscode.workspace.isTrusted) {
      // braidd compiles and runs the workspace's code: never before the user trusts it.
      log('this workspace is not trusted: braidd is not started (Workspaces: Manage Workspace Trust)');
      return undefined;
    }
    const folders = (vscode.workspace.workspaceFolders || []).map(f => f.uri.fsPath);
    const resolved = resolveServerPath({
      trusted: vscode.workspace.isTrusted,
      configured: config().get<string>('path'),
      pathVar: process.env.PATH,
      home: process.env.HOME,
      workspaceFolders: folders,
      extensionPath: context.extensionPath,
      isExecutable,
    });
    if (!resolved) {
      const msg = 'braid: cannot find braidd (not on PATH, no build/bin/braidd in the workspace). Set "braid.path".';
      log(msg);
      vscode.window.showErrorMessage(msg, 'Open Settings').then(a => {
        if (a) vscode.commands.executeCommand('workbench.action.openSettings', 'braid.path');
      });
      return undefined;
    }
    const args = serverArgs(key => config().get(key));
    log(`starting ${resolved.path} ${args.join(' ')} (from ${resolved.source})`);
    const serverOptions: ServerOptions = { command: resolved.path, args };
    const clientOptions: LanguageClientOptions = {
      documentSelector: LANGUAGES.map(language => ({ scheme: 'file', language })),
      initializationOptions: toServerSettings(key => config().get(key)),
      outputChannel: output,
      errorHandler: {
        error: () => ({ action: ErrorAction.Continue }),
        closed: () => {
          const now = Date.now();
          restarts.push(now);
          while (restarts.length && now - restarts[0] > RESTART_WINDOW_MS) restarts.shift();
          if (restarts.length > MAX_RESTARTS) {
            return {
              action: CloseAction.DoNotRestart,
              message: `braidd stopped ${restarts.length} times in 3 minutes; it is not restarted again. Run "Braid: Restart the braid server" after fixing it.`,
            };
          }
          log('braidd exited; restarting it');
          return { action: CloseAction.Restart, handled: true };
        },
      },
      middleware: {
        provideCodeLenses: async (document, token, next) => {
          const lenses = await next(document, token);
          for (const lens of lenses || []) {
            if (lens.command) lens.command = rewriteLensCommand(lens.command);
          }
          return lenses;
        },
        handleDiagnostics: (uri, diagnostics, next) => {
          // VS Code shows a diagnostic's text as plain text: the engine's `name` reads 'name'
          // there (the hover below renders them as code).
          for (const d of diagnostics) {
            if (d.source !== 'braid') continue;
            d.message = plainOfText(d.message);
            for (const r of d.relatedInformation || []) r.message = plainOfText(r.message);
          }
          store.set(uri.toString(), diagnostics
            .map(d => fromLsp(uri.toString(), {
              range: d.range, code: d.code, message: d.message, source: d.source,
              data: (d as unknown as { data?: unknown }).data,
            }))
            .filter((d): d is NonNullable<typeof d> => d !== undefined));
          next(uri, diagnostics);
        },
      },
    };
    const c = new LanguageClient('braid', 'braid', serverOptions, clientOptions);
    c.onNotification('braid/status', (p: StatusParams) => {
      if (!p || typeof p.uri !== 'string') return;
      statuses.set(p.uri, p);
      lastStatus = p;
      updateStatus();
    });
    c.onDidChangeState(e => {
      if (c !== client) return;
      serverState = e.newState === State.Running ? 'running' : e.newState === State.Starting ? 'starting' : 'stopped';
      log(`braidd ${serverState}`);
      updateStatus();
    });
    return c;
  };

  let starting: Promise<LanguageClient | undefined> | undefined;
  const startClient = (): Promise<LanguageClient | undefined> => {
    starting = (async () => {
      serverState = 'starting';
      updateStatus();
      const c = makeClient();
      if (!c) {
        serverState = vscode.workspace.isTrusted ? 'stopped' : 'untrusted';
        updateStatus();
        return undefined;
      }
      client = c;
      try {
        await c.start();
      } catch (e) {
        const msg = `braid: braidd failed to start: ${e instanceof Error ? e.message : String(e)}`;
        log(msg);
        vscode.window.showErrorMessage(msg, 'Show Log').then(a => { if (a) output.show(); });
        serverState = 'stopped';
        updateStatus();
      }
      return c;
    })();
    return starting;
  };
  const readyClient = async (): Promise<LanguageClient> => {
    const c = (await starting) ?? client;
    if (!c) throw new Error('braidd is not running');
    return c;
  };
  const stopClient = async () => {
    const c = client;
    client = undefined;
    if (c) {
      try { await c.stop(2000); } catch (e) { log(`stopping braidd: ${String(e)}`); }
    }
  };
  const restartClient = async () => {
    await stopClient();
    restarts.length = 0;
    await startClient();
  };

  context.subscriptions.push(vscode.workspace.onDidChangeConfiguration(e => {
    if (!e.affectsConfiguration('braid')) return;
    if (needsRestart(key => e.affectsConfiguration(key))) {
      log('braid.path / enginePath / logLevel changed: restarting braidd');
      void restartClient();
      return;
    }
    const c = client;
    if (c && c.isRunning()) {
      void c.sendNotification(DidChangeConfigurationNotification.type,
        { settings: { braid: toServerSettings(key => config().get(key)) } });
    }
  }));

  // The hover over a bug: the steps that explain it with their stacks (docs/bugs.md,
  // "Reading a report"), fetched once per trace.
  const hoverTraces = new Map<string, Promise<Bug>>();
  context.subscriptions.push(vscode.languages.registerHoverProvider(
    LANGUAGES.map(language => ({ scheme: 'file', language })),
    {
      async provideHover(document, position) {
        const here = store.get(document.uri.toString())
          .filter(d => d.traceId && !d.stale && d.line <= position.line && position.line <= d.endLine);
        const seen = new Set<string>();
        const parts: vscode.MarkdownString[] = [];
        for (const d of here) {
          if (seen.has(d.traceId!)) continue;
          seen.add(d.traceId!);
          let bug = hoverTraces.get(d.traceId!);
          if (!bug) {
            if (hoverTraces.size >= 32) hoverTraces.clear();
            bug = host.fetchTrace(d.traceId!);
            hoverTraces.set(d.traceId!, bug);
          }
          try {
            const md = new vscode.MarkdownString(
              bugHoverMarkdown(await bug, replayCommandUri(COMMANDS.replayCounterexample, d.traceId!)));
            md.isTrusted = { enabledCommands: [COMMANDS.replayCounterexample] };
            parts.push(md);
          } catch (e) {
            hoverTraces.delete(d.traceId!);
            log(`hover: cannot load ${d.traceId}: ${e instanceof Error ? e.message : String(e)}`);
          }
        }
        return parts.length ? new vscode.Hover(parts) : undefined;
      },
    }));

  // Quick fix: replay the counterexample of a braid diagnostic.
  context.subscriptions.push(vscode.languages.registerCodeActionsProvider(
    LANGUAGES.map(language => ({ scheme: 'file', language })),
    {
      provideCodeActions(document, _range, ctx) {
        const actions: vscode.CodeAction[] = [];
        const known = store.get(document.uri.toString());
        const seen = new Set<string>();
        for (const d of ctx.diagnostics) {
          if (d.source !== 'braid') continue;
          const data = (d as unknown as { data?: { traceId?: string; stale?: boolean } }).data;
          if (data?.stale) continue; // an old counterexample: the next result replaces it
          const own = data?.traceId;
          const match = own ? { traceId: own, kind: codeOf(d.code) }
            : known.find(k => k.line === d.range.start.line && k.message === d.message && k.traceId);
          if (!match || !match.traceId || seen.has(match.traceId)) continue;
          seen.add(match.traceId);
          const a = new vscode.CodeAction(`Replay counterexample (${match.kind})`, vscode.CodeActionKind.QuickFix);
          a.command = { command: COMMANDS.replayCounterexample, title: 'Replay counterexample', arguments: [{ traceId: match.traceId }] };
          a.diagnostics = [d];
          a.isPreferred = true;
          actions.push(a);
        }
        return actions;
      },
    },
    { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] }));

  const activeCFile = (): vscode.TextDocument | undefined => {
    const doc = vscode.window.activeTextEditor?.document;
    if (!doc || !(LANGUAGES.includes(doc.languageId) || /\.(c|cc|cpp|cxx)$/.test(doc.fileName))) {
      vscode.window.showInformationMessage('braid: open a C or C++ file to verify it.');
      return undefined;
    }
    return doc;
  };

  const handlers: Handlers = {
    verifyFile: async (arg?: unknown) => {
      let doc: vscode.TextDocument | undefined;
      if (arg instanceof vscode.Uri) doc = await vscode.workspace.openTextDocument(arg);
      else doc = activeCFile();
      if (!doc) return;
      if (doc.isDirty) await doc.save();
      const c = await readyClient();
      const r = await c.sendRequest(ExecuteCommandRequest.type,
        { command: SERVER_COMMANDS.verify, arguments: [doc.uri.toString()] }) as { cached?: boolean } | null;
      if (r && r.cached) log(`${fileOf(doc.uri.toString())}: answered from the cache`);
      return r;
    },
    replayCounterexample: (arg?: unknown) => replay.replay(arg),
    nextStep: () => replay.next(),
    previousStep: () => replay.previous(),
    closeReplay: () => replay.close(),
    stopVerification: async () => {
      const c = await readyClient();
      const r = await c.sendRequest(ExecuteCommandRequest.type, { command: SERVER_COMMANDS.stop, arguments: [] }) as { stopped?: number } | null;
      vscode.window.setStatusBarMessage(`braid: stopped ${r && typeof r.stopped === 'number' ? r.stopped : 0} verification(s)`, 4000);
      return r;
    },
    showSummary: async () => {
      const s = currentStatus();
      if (serverState !== 'running') {
        const a = await vscode.window.showWarningMessage(`braid: braidd is ${serverState}.`, 'Show Log', 'Restart');
        if (a === 'Show Log') output.show();
        if (a === 'Restart') await restartClient();
        return;
      }
      if (!s) {
        vscode.window.showInformationMessage('braid: nothing verified yet. Save a C file (or run "Braid: Verify current file").');
        return;
      }
      const text = `braid — ${fileOf(s.uri)}: ${bareSummary(s.summary) || s.state}`;
      const buttons = (bugCount(s.summary) ?? 0) > 0 ? ['Replay counterexample', 'Show Log'] : ['Show Log'];
      const a = await vscode.window.showInformationMessage(text, ...buttons);
      if (a === 'Show Log') output.show();
      if (a === 'Replay counterexample') await replay.replay();
    },
    restartServer: () => restartClient(),
    showLog: () => output.show(),
  };
  context.subscriptions.push(...registerCommands((id, fn) => vscode.commands.registerCommand(id, fn), handlers));
  context.subscriptions.push({ dispose: () => { void stopClient(); } });

  await vscode.commands.executeCommand('setContext', 'braid.replaying', false);
  if (!vscode.workspace.isTrusted) {
    serverState = 'untrusted';
    updateStatus();
    log('this workspace is not trusted: braid starts once you trust it');
    context.subscriptions.push(vscode.workspace.onDidGrantWorkspaceTrust(() => { void startClient(); }));
    return;
  }
  await startClient();
}

export async function deactivate(): Promise<void> {
  if (client) {
    const c = client;
    client = undefined;
    await c.stop(2000).catch(() => undefined);
  }
}

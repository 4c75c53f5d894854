// The braid diagnostics the client has seen, with their trace ids, so "Replay
// counterexample" without arguments can find the bug under the cursor and the quick fix can
// offer the replay. No VS Code dependency.

export interface BraidDiagnostic {
  uri: string;
  line: number;      // 0-based, as in LSP
  endLine: number;
  kind: string;
  message: string;
  traceId?: string;
  bugId?: number;
  stale?: boolean;
}

export class DiagnosticStore {
  private byUri = new Map<string, BraidDiagnostic[]>();

  set(uri: string, diags: BraidDiagnostic[]): void {
    if (diags.length) this.byUri.set(uri, diags);
    else this.byUri.delete(uri);
  }

  get(uri: string): BraidDiagnostic[] {
    return this.byUri.get(uri) || [];
  }

  /** Bugs that can be replayed, one per trace, in document order. */
  replayable(uri?: string): BraidDiagnostic[] {
    const all = uri ? this.get(uri) : [...this.byUri.values()].flat();
    const seen = new Set<string>();
    const out: BraidDiagnostic[] = [];
    for (const d of [...all].sort((a, b) => a.line - b.line)) {
      if (!d.traceId || d.stale || seen.has(d.traceId)) continue;
      seen.add(d.traceId);
      out.push(d);
    }
    return out;
  }

  /** The replayable bug on `line`, else the only one of the document. */
  at(uri: string, line: number): BraidDiagnostic | undefined {
    const r = this.replayable(uri);
    return r.find(d => d.line <= line && line <= d.endLine) || (r.length === 1 ? r[0] : undefined);
  }
}

/** A diagnostic's code as text: a plain code, or `{value, target}` (with a codeDescription). */
export function codeOf(code: unknown): string {
  if (code !== null && typeof code === 'object') return codeOf((code as { value?: unknown }).value);
  return code === undefined || code === null || code === '' ? 'bug' : String(code);
}

/** Reads braid's fields from an LSP diagnostic (or vscode-languageclient's ProtocolDiagnostic). */
export function fromLsp(uri: string, d: {
  range?: { start: { line: number }; end: { line: number } };
  code?: unknown; message?: string; source?: string; data?: unknown;
}): BraidDiagnostic | undefined {
  if (d.source !== undefined && d.source !== 'braid') return undefined;
  const data = (d.data && typeof d.data === 'object' ? d.data : {}) as Record<string, unknown>;
  return {
    uri,
    line: d.range ? d.range.start.line : 0,
    endLine: d.range ? d.range.end.line : 0,
    kind: codeOf(d.code),
    message: d.message || '',
    traceId: typeof data.traceId === 'string' ? data.traceId : undefined,
    bugId: typeof data.bugId === 'number' ? data.bugId : undefined,
    stale: data.stale === true,
  };
}

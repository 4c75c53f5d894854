// The extension's commands (contributed in package.json) and their wiring. The server's own
// commands (braid.verify, braid.replay, braid.stop) are registered by vscode-languageclient
// and forward to braidd; ours have different ids so both can coexist.

export const COMMANDS = {
  verifyFile: 'braid.verifyFile',
  replayCounterexample: 'braid.replayCounterexample',
  nextStep: 'braid.nextStep',
  previousStep: 'braid.previousStep',
  stopVerification: 'braid.stopVerification',
  closeReplay: 'braid.closeReplay',
  showSummary: 'braid.showSummary',
  restartServer: 'braid.restartServer',
  showLog: 'braid.showLog',
} as const;

export type CommandName = keyof typeof COMMANDS;
export type Handlers = { [K in CommandName]: (...args: unknown[]) => unknown };

/** braidd's commands, as its code lenses name them. */
export const SERVER_COMMANDS = { verify: 'braid.verify', replay: 'braid.replay', stop: 'braid.stop' };

export interface Disposable { dispose(): unknown }
export type Register = (id: string, fn: (...args: unknown[]) => unknown) => Disposable;

export function registerCommands(register: Register, handlers: Handlers): Disposable[] {
  return (Object.keys(COMMANDS) as CommandName[]).map(name => register(COMMANDS[name], handlers[name]));
}

/** A code lens from braidd that replays a trace runs our replay command instead, so the
 *  click opens the replay view (the server command would only return the bug object). */
export function rewriteLensCommand<T extends { command: string; arguments?: unknown[] }>(cmd: T): T {
  if (cmd.command === SERVER_COMMANDS.replay) return { ...cmd, command: COMMANDS.replayCounterexample };
  return cmd;
}

import { spawn } from 'node:child_process';
import { outOfMemoryTraceFilter } from './out-of-memory-trace.js';
import { isParentMessage } from './parent-channel.js';

/**
 * Node flags of a process that renders a whole site. V8 reads them when the heap is set up, so they cannot be
 * changed from inside the process: see `relaunchArgs`.
 *
 * - 32 MB semi-spaces: rendering allocates ~10 MB of short-lived objects per page (micromark's events and
 *   tokens, syntax trees, strings), most of them alive across a few collections of a 16 MB semi-space (V8's
 *   default): they were copied, promoted to the old generation and collected there again. The main thread
 *   (which renders beside the workers, whose young generation is set when they start) now runs half as many
 *   scavenges and a third fewer full collections: the 1,000-page bench build went from 23.2–26.9 s to
 *   19.0–21.3 s in alternating runs, for ~85 MB more peak memory.
 * - Single-threaded collection: every core already renders, so V8's helper threads for marking and scavenging
 *   only took time from the render threads (4 helpers used ~12 s of CPU in a 1,000-page build, as much as one
 *   render thread) and added their synchronisation: 24.2–27.6 s → 21.3–23.8 s in three alternating pairs, for
 *   ~70 MB more peak memory.
 */
export const RENDER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32', '--single-threaded-gc'];

/** Commands that render a whole site in this process. */
const RENDERING_COMMANDS = new Set(['build', 'broken-links']);

/**
 * The arguments to run `script` again with under `RENDER_NODE_FLAGS`, or undefined to run in this process: a
 * command that renders no site, a request for help, or a Node started with flags of its own (a loader, the
 * inspector, memory limits: the caller chose them, and `quire serve` passes `RENDER_NODE_FLAGS` itself).
 */
export function relaunchArgs(
  argv: readonly string[],
  execArgv: readonly string[],
  script: string,
): string[] | undefined {
  const [command] = argv;
  if (command === undefined || !RENDERING_COMMANDS.has(command)) return undefined;
  if (execArgv.length > 0) return undefined;
  if (argv.includes('--help') || argv.includes('-h')) return undefined;
  return [...RENDER_NODE_FLAGS, script, ...argv];
}

/**
 * How a relaunched process ended; `outOfMemory` when V8 aborted it for want of memory (its report held back),
 * with the page its main thread was rendering and the output's staging folder, as it last said (parent-channel.ts).
 */
export type RelaunchOutcome =
  | { code: number }
  | { signal: NodeJS.Signals }
  | { outOfMemory: { file?: string; staging?: string } };

/**
 * The signals that stop a command (Ctrl+C, `kill`, a closed terminal): passed on to the relaunched process, so
 * that stopping this one stops it, and caught by a build to clean up before it ends.
 */
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** This process's stdout failed (its reader went away: `quire build | head -1`): what it is handed is dropped. */
let stdoutGone = false;
let watchingStdout = false;

/** Notes a failed stdout once, instead of an unhandled 'error' (a stack trace); the command still runs to its end. */
function watchStdout(): void {
  if (watchingStdout) return;
  watchingStdout = true;
  process.stdout.on('error', () => {
    stdoutGone = true;
  });
}

/**
 * Runs Node with `args` (its output is this process's) and resolves to how it ended; undefined when it could not
 * start (the caller then runs the command in this process). Signals sent to this process are passed on while it
 * runs.
 */
export function relaunch(args: readonly string[]): Promise<RelaunchOutcome | undefined> {
  return new Promise((resolve) => {
    let started = false;
    let child: ReturnType<typeof spawn>;
    try {
      // stderr through this process, to hold back V8's report if it runs out of memory, and stdout too, so that
      // the two keep their order (a summary after the warnings); an IPC channel for what it says of its work.
      // Colour as this process's terminal would have it.
      child = spawn(process.execPath, args, {
        stdio: ['inherit', 'pipe', 'pipe', 'ipc'],
        env: { ...process.env, ...(process.stderr.isTTY ? { QUIRE_STDERR_TTY: '1' } : {}) },
      });
    } catch {
      // Refused at once (no process can be started here): the command runs in this process.
      resolve(undefined);
      return;
    }
    const forward = (signal: NodeJS.Signals): void => void child.kill(signal);
    for (const signal of STOP_SIGNALS) process.on(signal, forward);
    watchStdout();
    const done = (outcome: RelaunchOutcome | undefined): void => {
      for (const signal of STOP_SIGNALS) process.off(signal, forward);
      resolve(outcome);
    };
    child.once('spawn', () => {
      started = true;
    });
    child.once('error', () => {
      if (!started) done(undefined);
    });
    const trace = outOfMemoryTraceFilter((text) => process.stderr.write(text));
    child.stdout?.on('data', (bytes: Buffer) => {
      if (!stdoutGone) process.stdout.write(bytes);
    });
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => trace.push(text));
    const said: { file?: string; staging?: string } = {};
    child.on('message', (message: unknown) => {
      if (!isParentMessage(message)) return;
      const value = message.type === 'quire:rendering' ? message.file : message.dir;
      const key = message.type === 'quire:rendering' ? 'file' : 'staging';
      if (value === undefined) delete said[key];
      else said[key] = value;
    });
    // 'close': its stderr has been read to the end.
    child.once('close', (code, signal) => {
      if (trace.end()) done({ outOfMemory: said });
      else done(signal ? { signal } : { code: code ?? 1 });
    });
  });
}

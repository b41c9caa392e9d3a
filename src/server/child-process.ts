import { spawn } from 'node:child_process';

/** How to run a child process for an update. */
export interface RunOptions {
  command: string;
  args: string[];
  cwd: string;
  /** The whole environment of the child (nothing of the server's is passed on unless listed here). */
  env: Record<string, string>;
  /** Killed (SIGKILL, with its process group) after this long. */
  timeoutMs: number;
  /** Each line of stdout and stderr, as it comes. */
  onLine: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Kills the child (with its process group) when aborted: the server is stopping. */
  signal?: AbortSignal;
}

/** How a child process ended. */
export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
}

/** Runs a command in its own process group, streaming its output lines; never rejects for a failing command. */
export function runChild(options: RunOptions): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(options.command, options.args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own group, so the time limit kills whatever it started too.
      detached: true,
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid);
    }, options.timeoutMs);
    const abort = (): void => killGroup(child.pid);
    if (options.signal?.aborted) abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abort);
    };
    for (const stream of ['stdout', 'stderr'] as const) {
      let rest = '';
      child[stream].setEncoding('utf8');
      child[stream].on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) options.onLine(line.replace(/\r$/, ''), stream);
      });
      child[stream].on('end', () => {
        if (rest) options.onLine(rest, stream);
        rest = '';
      });
    }
    child.on('error', (error) => {
      done();
      options.onLine(`could not start ${options.command}: ${error.message}`, 'stderr');
      resolve({ code: null, signal: null, timedOut: false });
    });
    child.on('close', (code, signal) => {
      done();
      resolve({ code, signal, timedOut });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

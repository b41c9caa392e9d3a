import { runChild } from './child-process.js';

/** What the worker needs to check out a project's branch. */
export interface CheckoutOptions {
  repo: string;
  ref: string;
  /** The folder to clone into (must not exist). */
  dir: string;
  /** A private home for git (no user config is read). */
  home: string;
  timeoutMs: number;
  onLine: (line: string) => void;
  /** Stops git: the server is stopping. */
  signal?: AbortSignal;
}

/** The commit a checkout landed on. */
export interface CheckedOutCommit {
  sha: string;
  message: string;
  author: string;
}

/**
 * Clones the branch `ref` of a repository (a URL, a local path or `file://`) with the git CLI, shallow where
 * git allows it, with no prompt and no user or system configuration. Throws with git's own message on failure.
 */
export async function checkoutRepo(options: CheckoutOptions): Promise<CheckedOutCommit> {
  const env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: options.home,
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    LANG: 'C.UTF-8',
  };
  const output: string[] = [];
  const git = async (args: string[], cwd: string, quiet = false) => {
    output.length = 0;
    const result = await runChild({
      command: 'git',
      args: ['-c', 'protocol.ext.allow=never', ...args],
      cwd,
      env,
      timeoutMs: options.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
      onLine: (line) => {
        output.push(line);
        if (line.trim() && !quiet) options.onLine(line);
      },
    });
    if (result.code !== 0) {
      const why = result.timedOut ? 'timed out' : (output.find((l) => /fatal|error/i.test(l)) ?? output.at(-1));
      throw new Error(`git ${args[0]} failed: ${why ?? `exit code ${result.code}`}`);
    }
    return output.join('\n');
  };
  await git(
    [
      'clone',
      '--quiet',
      '--depth',
      '1',
      '--no-tags',
      '--single-branch',
      '--branch',
      options.ref,
      '--',
      options.repo,
      options.dir,
    ],
    options.home,
  );
  // Read, not logged: the caller says what was checked out in its own words.
  const log = await git(['log', '-1', '--format=%H%n%an%n%s'], options.dir, true);
  const [sha = '', author = '', message = ''] = log.split('\n');
  return { sha, author, message };
}

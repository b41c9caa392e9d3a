import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDER_NODE_FLAGS } from '../util/node-flags.js';
import { runChild } from './child-process.js';

/** Limits of one `quire build` child process. */
export interface BuildLimits {
  timeoutMs: number;
  /** V8 heap limit (`--max-old-space-size`), in MiB. */
  memoryMb: number;
}

/** What building one checkout needs. */
export interface BuildChildOptions {
  quireBin: string;
  siteDir: string;
  outDir: string;
  /** A private home and working folder for the child. */
  home: string;
  limits: BuildLimits;
  onLine: (line: string) => void;
  /** Stops the build: the server is stopping. */
  signal?: AbortSignal;
}

/** How a build went: `summary` is one line (what was built, or the first error). */
export interface BuildChildResult {
  ok: boolean;
  summary: string;
}

/**
 * Runs `quire build` in a child process: its own Node with a heap limit, a time limit, and an environment of
 * its own (no variable of the server, so no secret of the server, reaches a site's code).
 */
export async function buildSiteInChild(options: BuildChildOptions): Promise<BuildChildResult> {
  const lines: string[] = [];
  const result = await runChild({
    command: process.execPath,
    args: [
      `--max-old-space-size=${options.limits.memoryMb}`,
      ...RENDER_NODE_FLAGS,
      options.quireBin,
      'build',
      options.siteDir,
      '--out',
      options.outDir,
      '--no-cache',
    ],
    cwd: options.home,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: options.home,
      NO_COLOR: '1',
      LANG: 'C.UTF-8',
      // The build stops itself when this server is gone (killed outright, it can stop nothing).
      QUIRE_STOP_WITH_PARENT: '1',
    },
    timeoutMs: options.limits.timeoutMs,
    ...(options.signal ? { signal: options.signal } : {}),
    onLine: (line) => {
      lines.push(line);
      options.onLine(line);
    },
  });
  if (result.timedOut) {
    return {
      ok: false,
      summary: `The build took longer than ${Math.round(options.limits.timeoutMs / 1000)} s and was stopped`,
    };
  }
  if (result.code === 0) {
    const built = lines.find((l) => l.startsWith('Built '));
    return { ok: true, summary: built ? built.replace(/ → .*$/, '') : 'Built' };
  }
  const firstError = lines.find((l) => /^\S.*:\d+:\d+ error /.test(l)) ?? lines.find((l) => /error/i.test(l));
  if (firstError) return { ok: false, summary: firstError };
  if (result.signal) return { ok: false, summary: `The build was killed (${result.signal}), possibly out of memory` };
  return { ok: false, summary: `quire build exited with code ${result.code}` };
}

/** The `bin/quire.js` of this installation (from `src/server/` or `dist/src/server/`). */
export function defaultQuireBin(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'bin', 'quire.js');
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('bin/quire.js not found above src/server');
}

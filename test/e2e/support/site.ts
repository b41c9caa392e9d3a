import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const exampleSiteDir = path.join(repoRoot, 'example-site');
const cli = path.join(repoRoot, 'bin', 'quire.js');

/** True once `tsc` has compiled the CLI (`npm test` and `npm run test:e2e` do it first). */
export const hasCompiledCli = existsSync(path.join(repoRoot, 'dist', 'src', 'cli.js'));

/** Copies the example site into a fresh temp folder (tests edit and build the copy, never the original). */
export async function copyExampleSite(): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await mkdtemp(path.join(tmpdir(), 'quire-e2e-'));
  const dir = path.join(parent, 'site');
  await cp(exampleSiteDir, dir, {
    recursive: true,
    filter: (source) => !source.split(path.sep).includes('dist'),
  });
  return { dir, remove: () => rm(parent, { recursive: true, force: true }) };
}

/**
 * Builds a site with the compiled CLI, exactly as a user would, into `outDir`. Resolves with the CLI's output;
 * rejects (with that output in the message) when the build exits non-zero.
 */
export async function buildWithCli(siteDir: string, outDir: string): Promise<string> {
  try {
    const { stdout, stderr } = await run(process.execPath, [cli, 'build', siteDir, '--out', outDir], {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout + stderr;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; code?: number };
    throw new Error(`quire build exited with ${e.code}:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

/** Imports a compiled module from dist/ (the shipped code, not the sources). */
export async function importDist<T>(relative: string): Promise<T> {
  return (await import(path.join(repoRoot, 'dist', relative))) as T;
}

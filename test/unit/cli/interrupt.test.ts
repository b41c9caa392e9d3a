import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../src/cli.js';
import { captureIo } from '../../support/capture-io.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-interrupt-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The build's staging folders beside the output (`.dist.quire-staging-…`). */
const staging = (site: string): string[] => readdirSync(site).filter((name) => name.includes('quire-staging'));

describe('quire build stopped by a signal', () => {
  it('removes its staging folder, leaves the previous output as it was, and ends by that signal', {
    timeout: 60_000,
  }, async () => {
    const site = path.join(work, 'site');
    await mkdir(site, { recursive: true });
    await writeFile(
      path.join(site, 'docs.json'),
      JSON.stringify({ name: 'Slow', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages: ['index'] } }),
    );
    await writeFile(path.join(site, 'index.mdx'), '---\ntitle: Slow\n---\n\nThe previous output.\n');
    expect(await main(['build', site], captureIo().io)).toBe(0);
    const previous = await readFile(path.join(site, 'dist', 'index.html'), 'utf8');
    // Then a page whose code loops until the page time limit stops it: the build is busy rendering that long.
    await writeFile(path.join(site, 'index.mdx'), '---\ntitle: Slow\n---\n\n{(() => { while (true) {} })()}\n');

    // As a user runs it: bin/quire.js starts the build in a Node of its own and passes the signal on.
    const child = spawn(process.execPath, [path.join(repo, 'bin/quire.js'), 'build', site, '--page-timeout', '3000'], {
      stdio: 'ignore',
      env: { ...process.env, NO_COLOR: '1' },
    });
    const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const deadline = Date.now() + 30_000;
    while (staging(site).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    expect(staging(site)).toHaveLength(1);
    child.kill('SIGINT');

    expect(await ended).toEqual({ code: null, signal: 'SIGINT' });
    expect(staging(site)).toEqual([]);
    expect(await readFile(path.join(site, 'dist', 'index.html'), 'utf8')).toBe(previous);
    expect(previous).toContain('The previous output.');
  });
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServeCommand } from '../../../src/server/serve-command.js';
import { publishedSiteDir } from '../../../src/server/site-versions.js';
import type { UpdateRecord } from '../../../src/server/update-record.js';
import { commitFiles, getWithHost, makeFixtureRepo, tinySite, waitFor } from './support.js';

// Runs the real CLI (`bin/quire.js serve`, from dist/: `npx tsc -p tsconfig.json` first) as a child process.
const QUIRE = path.resolve('bin/quire.js');
let tmp: string;
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function cli(positionals: string[], values: Record<string, string>): Promise<string> {
  const out: string[] = [];
  const code = await runServeCommand({
    positionals,
    values,
    io: { stdout: (t) => out.push(t), stderr: () => {}, untilStopped: async () => {}, readPassword: async () => '' },
  });
  expect(code).toBe(0);
  return out.join('').trim();
}

/** Starts `quire serve` and resolves once it listens. */
async function startServer(data: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [QUIRE, 'serve', '--data', data, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('listening at')) resolve();
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`quire serve exited (${code}): ${out}${err}`)));
  });
  return child;
}

describe('crash safety', () => {
  it('SIGKILL mid-update: every record is kept, the interrupted one ends as failure and runs again, the site stays', async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'quire-crash-'));
    const data = path.join(tmp, 'data');
    const repo = path.join(tmp, 'repo');
    await makeFixtureRepo(repo);
    const projectId = await cli(['project', 'add', 'tiny'], { data, repo, docs: 'docs' });
    const key = await cli(['key', 'create'], { data, project: 'tiny' });
    const port = await freePort();
    const api = `http://127.0.0.1:${port}`;
    const auth = { authorization: `Bearer ${key}` };
    const trigger = async () => {
      const response = await fetch(`${api}/v1/project/update/${projectId}`, { method: 'POST', headers: auth });
      return ((await response.json()) as { statusId: string }).statusId;
    };
    const status = async (id: string) =>
      (await (await fetch(`${api}/v1/project/update-status/${id}`, { headers: auth })).json()) as UpdateRecord;

    let server = await startServer(data, port);
    const first = await trigger();
    expect(
      (
        await waitFor(
          () => status(first),
          (r) => r.endedAt !== undefined,
        )
      ).status,
    ).toBe('success');
    const published = await publishedSiteDir(path.join(data, 'sites'), 'tiny');

    await commitFiles(repo, tinySite('Hello from version two'), 'Second version');
    const second = await trigger();
    await waitFor(
      () => status(second),
      (r) => r.status === 'in_progress' && r.logs.some((l) => l.startsWith('$ quire build')),
    );
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    // Killed mid-build: the previous version is still the published one.
    expect(await publishedSiteDir(path.join(data, 'sites'), 'tiny')).toBe(published);
    expect(await readFile(path.join(published!, 'index.html'), 'utf8')).toContain('Hello from version one');

    server = await startServer(data, port);
    const interrupted = await waitFor(
      () => status(second),
      (r) => r.endedAt !== undefined,
    );
    expect(interrupted.status).toBe('failure');
    expect(interrupted.summary).toMatch(/^Interrupted: the server stopped while this update was running/);
    expect(interrupted.logs.length).toBeGreaterThan(0);
    expect((await status(first)).status).toBe('success');
    const site = await getWithHost(`${api}/`, `tiny.localhost:${port}`);
    expect(site.body).toContain('Hello from version one');

    // The interrupted update runs again, as a new record (source internal), and publishes version two.
    const rerun = await waitFor(
      async () => {
        const response = await fetch(`${api}/v1/project/update/${projectId}`, { method: 'POST', headers: auth });
        return status(((await response.json()) as { statusId: string }).statusId);
      },
      (r) => r._id !== second,
    );
    const done = await waitFor(
      () => status(rerun._id),
      (r) => r.endedAt !== undefined,
      90_000,
    );
    expect(done.status, done.logs.join('\n')).toBe('success');
    expect((await getWithHost(`${api}/`, `tiny.localhost:${port}`)).body).toContain('Hello from version two');
    server.kill('SIGTERM');
  }, 240_000);
});

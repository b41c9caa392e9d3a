import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/server/open-store.js';
import { hashToken, verifyPassword } from '../../../src/server/secrets.js';
import { runServeCommand } from '../../../src/server/serve-command.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-serve-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function run(positionals: string[], values: Record<string, string> = {}, password = '') {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runServeCommand({
    positionals,
    values: { data: dir, ...values },
    io: {
      stdout: (t) => out.push(t),
      stderr: (t) => err.push(t),
      untilStopped: async () => {},
      readPassword: async () => password,
    },
  });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('quire serve management commands', () => {
  it('adds a project and prints its id; creates a key printed once and stored only as a hash', async () => {
    const added = await run(['project', 'add', 'Team Docs'], { repo: 'repo', docs: 'docs' });
    expect(added.code).toBe(0);
    const projectId = added.stdout.trim();
    expect(projectId).toMatch(/^[0-9a-f]{24}$/);
    expect(added.stderr).toContain('subdomain "team-docs"');

    const created = await run(['key', 'create'], { project: 'Team Docs' });
    expect(created.code).toBe(0);
    const key = created.stdout.trim();
    expect(key).toMatch(/^quire_/);

    const store = await openStore({ dataDir: dir });
    try {
      const project = await store.getProject(projectId);
      expect(project).toMatchObject({ name: 'Team Docs', repo: path.resolve('repo'), branch: 'main', docs: 'docs' });
      expect((await store.findActiveApiKey(hashToken(key)))?.projectId).toBe(projectId);
      // Its first update is queued, so that `quire serve` publishes the site without a trigger.
      expect(await store.listUpdates(projectId, 10)).toMatchObject([
        { projectId, status: 'queued', source: 'onboarding', commit: { ref: 'main' } },
      ]);
    } finally {
      await store.close();
    }
    const listed = await run(['key', 'list']);
    expect(listed.stdout).toContain(key.slice(0, 12));
    expect(listed.stdout).not.toContain(key);
    expect(listed.stdout).toContain('active');

    const revoked = await run(['key', 'revoke', key.slice(0, 12)]);
    expect(revoked.code).toBe(0);
    expect((await run(['key', 'list'])).stdout).toContain('revoked');
    expect((await run(['key', 'revoke', key.slice(0, 12)])).code).toBe(1);
  });

  it('refuses duplicates, bad subdomains, unknown projects and unknown subcommands', async () => {
    await run(['project', 'add', 'docs'], { repo: '/r' });
    expect((await run(['project', 'add', 'docs'], { repo: '/r', subdomain: 'other' })).stderr).toContain('exists');
    expect((await run(['project', 'add', 'x'], { repo: '/r', subdomain: 'docs' })).stderr).toContain('taken');
    expect((await run(['project', 'add', 'y'], { repo: '/r', subdomain: 'Bad_Name' })).code).toBe(2);
    expect((await run(['project', 'add', 'z'])).code).toBe(2);
    expect((await run(['key', 'create'], { project: 'nope' })).stderr).toContain('no project named "nope"');
    expect((await run(['frobnicate'])).code).toBe(2);
  });

  it('refuses a --database that is not a PostgreSQL URL, before trying to reach anything', async () => {
    for (const database of ['notaurl', 'mysql://x@127.0.0.1/db', 'postgres://']) {
      const result = await run(['project', 'list'], { database });
      expect(result.code, database).toBe(2);
      expect(result.stderr).toBe(
        'quire serve: --database takes a PostgreSQL URL, such as postgres://user:password@db.example.com:5432/quire (without it, SQLite in --data is used)\n',
      );
    }
  });

  it('adds a user with a scrypt-hashed password, refusing short ones', async () => {
    expect((await run(['user', 'add', 'ada'], {}, 'short')).code).toBe(2);
    expect((await run(['user', 'add', 'ada'], {}, 'a long password\n')).code).toBe(0);
    const store = await openStore({ dataDir: dir });
    try {
      const user = await store.getUserByName('ada');
      expect(await verifyPassword('a long password', user!.passwordHash)).toBe(true);
    } finally {
      await store.close();
    }
  });
});

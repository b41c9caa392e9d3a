import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The folder of Debian's PostgreSQL binaries (`/usr/lib/postgresql/<version>/bin`), if installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
}

/** A throwaway PostgreSQL cluster. */
export interface TestPostgres {
  url: string;
  /** Its folder (data, log, socket): what {@link stopTestPostgres} needs, from any process. */
  dir: string;
  stop(): void;
}

/**
 * Starts a throwaway cluster in a temp folder on 127.0.0.1 and a free port (trust authentication, user
 * `quire`). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (`runuser`).
 */
export async function startTestPostgres(binDir: string): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pg-'));
  if (userInfo().uid === 0) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  runPostgresTool({ binDir, dir }, 'initdb', ['-D', data, '-A', 'trust', '-U', 'quire', '--no-sync']);
  const port = await freePort();
  runPostgresTool({ binDir, dir }, 'pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`,
    'start',
  ]);
  return { url: `postgres://quire@127.0.0.1:${port}/postgres`, dir, stop: () => stopTestPostgres(binDir, dir) };
}

/** Stops a cluster started by {@link startTestPostgres} and deletes its folder. */
export function stopTestPostgres(binDir: string, dir: string): void {
  try {
    runPostgresTool({ binDir, dir }, 'pg_ctl', ['-D', path.join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The cluster shared by every test file of one vitest run: the first file that asks starts it (the others wait
 * for its URL), and the global setup (`postgres-setup.ts`) stops it at the end. A run that never asks starts
 * nothing. `sharedDir` is the folder the global setup provides.
 */
export async function sharedTestPostgres(binDir: string, sharedDir: string | undefined): Promise<string> {
  if (!sharedDir) {
    throw new Error('no shared PostgreSQL folder: run this file in the integration project (its global setup)');
  }
  const urlFile = path.join(sharedDir, 'url');
  const errorFile = path.join(sharedDir, 'error');
  let starter = false;
  try {
    // mkdir is atomic: exactly one file of the run wins and starts the cluster.
    mkdirSync(path.join(sharedDir, 'lock'));
    starter = true;
  } catch {}
  if (starter) {
    try {
      const cluster = await startTestPostgres(binDir);
      writeFileSync(path.join(sharedDir, 'cluster'), cluster.dir);
      writeFileSync(urlFile, cluster.url);
    } catch (error) {
      writeFileSync(errorFile, String(error));
      throw error;
    }
  }
  for (const start = Date.now(); Date.now() - start < 60_000; ) {
    if (existsSync(urlFile)) return readFileSync(urlFile, 'utf8');
    if (existsSync(errorFile)) throw new Error(`the shared PostgreSQL failed to start: ${readFileSync(errorFile)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out waiting for the shared PostgreSQL to start');
}

/** Creates an empty database on a cluster; resolves to its URL (each suite gets its own, so none sees another's rows). */
export async function createTestDatabase(clusterUrl: string): Promise<string> {
  const name = `quire_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function runPostgresTool(cluster: { binDir: string; dir: string }, command: string, args: string[]): void {
  const { binDir, dir: cwd } = cluster;
  const [file, argv] =
    userInfo().uid === 0
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
  execFileSync(file, argv, { stdio: 'pipe', cwd });
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

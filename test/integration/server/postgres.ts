import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

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
  stop(): void;
}

/**
 * Starts a throwaway cluster in a temp folder on 127.0.0.1 and a free port (trust authentication, user
 * `quire`). PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (`runuser`).
 */
export async function startTestPostgres(binDir: string): Promise<TestPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'quire-pg-'));
  const asRoot = userInfo().uid === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
    execFileSync(file, argv, { stdio: 'pipe', cwd: dir });
  };
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'quire', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=50`,
    'start',
  ]);
  return {
    url: `postgres://quire@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
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

import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

/** Runs git in a folder with a fixed identity and no user configuration. */
export function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: cwd,
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Ada Lovelace',
      GIT_AUTHOR_EMAIL: 'ada@example.com',
      GIT_COMMITTER_NAME: 'Ada Lovelace',
      GIT_COMMITTER_EMAIL: 'ada@example.com',
    },
  });
}

/** The files of a tiny site whose home page says `text`; `broken` adds an MDX syntax error. */
export function tinySite(text: string, options: { broken?: boolean } = {}): Record<string, string> {
  return {
    'docs/docs.json': JSON.stringify({
      name: 'Tiny',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { pages: ['index', 'guide'] },
      redirects: [{ source: '/old/:slug', destination: '/guide' }],
    }),
    'docs/index.mdx': `---\ntitle: Home\n---\n\n${text}\n`,
    'docs/guide.mdx': options.broken ? '---\ntitle: Guide\n---\n\n<Broken\n' : '---\ntitle: Guide\n---\n\nA guide.\n',
    'README.md': 'fixture\n',
  };
}

/** Writes files and commits them on `main`; returns the commit's sha. */
export async function commitFiles(repo: string, files: Record<string, string>, message: string): Promise<string> {
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(repo, name)), { recursive: true });
    await writeFile(path.join(repo, name), content);
  }
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', message]);
  return git(repo, ['rev-parse', 'HEAD']).trim();
}

/** A fresh repository on branch `main` holding {@link tinySite}. */
export async function makeFixtureRepo(repo: string, text = 'Hello from version one'): Promise<string> {
  await mkdir(repo, { recursive: true });
  git(repo, ['init', '-q', '-b', 'main']);
  return commitFiles(repo, tinySite(text), 'First version');
}

/** A GET with a Host header of our choosing (fetch does not let one set it). */
export function getWithHost(url: string, host: string): Promise<{ status: number; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          ...(response.headers.location ? { location: response.headers.location } : {}),
        }),
      );
    });
    request.on('error', reject);
  });
}

/** Polls `read` until `done` holds (or throws after `timeoutMs`). */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

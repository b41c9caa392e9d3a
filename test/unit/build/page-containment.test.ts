import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/build.js';
import { renderPages } from '../../../src/build/render-pages.js';
import { startRenderWorkers } from '../../../src/build/worker-pool.js';
import { openSite } from '../../../src/render/open-site.js';
import { renderRoute } from '../../../src/render/render-route.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let work: string;

/** Writes a site of `pages` (name → MDX body) into `dir`. */
async function writeSite(dir: string, pages: Record<string, string>): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({
      name: 'C',
      theme: 'mint',
      colors: { primary: '#123456' },
      navigation: { pages: Object.keys(pages) },
    }),
  );
  for (const [name, body] of Object.entries(pages))
    await writeFile(path.join(dir, `${name}.mdx`), `---\ntitle: ${name}\n---\n\n${body}\n`);
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'quire-contain-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('a build with hostile pages', () => {
  it('stops a page that loops, reports exit/env/prototype tricks as located errors, and renders the other pages', async () => {
    const site = path.join(work, 'hostile');
    await writeSite(site, {
      index: 'Welcome {[1, 2].map((n) => n * 2).join(",")}.',
      loop: 'export const forever = (() => { for (;;) {} })();\n\n# Never',
      exit: '{process.exit(0)}',
      env: 'export const Env = () => <p>{process.env.HOME}</p>;\n\n<Env />',
      map: 'export const x = (Array.prototype.map = () => ["hacked"]);\n\n# Map',
      after: 'After {["a", "b"].map((s) => s.toUpperCase()).join("")}.',
    });
    const outDir = path.join(work, 'hostile-out');
    const result = await buildSite({ dir: site, outDir, workers: 0, cache: false, pageTimeout: 300 });
    // process.exit did not end this test's process; the build ends with its errors and writes nothing.
    expect(result.ok).toBe(false);
    expect(existsSync(outDir)).toBe(false);
    const errors = result.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => `${d.file} ${d.rule} ${d.message}`)
      .sort();
    expect(errors).toEqual([
      'env.mdx page-code-node The component <Env> uses `process`, which page code does not have: pages and snippets run without Node (no process, require, files, network or timers).',
      'exit.mdx page-code-node This page uses `process`, which page code does not have: pages and snippets run without Node (no process, require, files, network or timers).',
      'loop.mdx page-code-timeout The code of this page ran longer than 300 ms and was stopped.',
      "map.mdx mdx-runtime The page failed while rendering: Cannot assign to read only property 'map' of object '[object Array]'",
    ]);
    expect([1, 2].map((n) => n * 3)).toEqual([3, 6]);

    // The other pages render as they should, from the same site (and the same sandbox) after the hostile ones.
    const { site: opened } = await openSite({ dir: site, cache: false, pageTimeout: 300 });
    for (const url of ['/loop', '/map', '/exit']) await renderRoute(opened!, url);
    expect((await renderRoute(opened!, '/')).html).toContain('Welcome 2,4.');
    expect((await renderRoute(opened!, '/after')).html).toContain('After AB.');
  }, 60_000);
});

describe('rendering on worker threads', () => {
  it('renders pages off the main thread, with the same output as rendering in-process (from the sources)', async () => {
    const site = path.join(work, 'threads');
    const pages: Record<string, string> = {};
    for (let i = 0; i < 60; i++)
      pages[`page-${i}`] = `## Part ${i}\n\n<Note>Note {${i} * 2}</Note>\n\n\`\`\`ts\nconst page = ${i};\n\`\`\``;
    await writeSite(site, pages);
    const { site: opened } = await openSite({ dir: site, cache: false });
    const urls = [...opened!.state.routes.keys()];
    const collect = async (workers: number) => {
      const out = new Map<string, { html: string; fromWorker: boolean }>();
      // Workers run the TypeScript sources through a loader, as this test does: never a stale dist/.
      const pool =
        workers > 0
          ? startRenderWorkers(workers, {
              execArgv: ['--import', path.join(repo, 'test/support/ts-worker-loader.mjs')],
            })
          : undefined;
      // Loading the sources through the loader takes a worker many seconds: wait until it has loaded them and the
      // site once, so that it takes part in the render below rather than arriving after the main thread is done.
      if (pool)
        await Promise.all(
          pool.workers.map(
            (worker) =>
              new Promise<void>((resolve) => {
                worker.once('message', () => resolve());
                worker.postMessage({ type: 'init', site: { dir: site, cache: false } });
              }),
          ),
        );
      await renderPages({
        site: opened!,
        siteOptions: { dir: site, cache: false },
        urls,
        workers,
        ...(pool ? { pool } : {}),
        onPage: async (page) => {
          // A worker sends its pages as bytes (transferred); the main thread's are strings.
          const fromWorker = typeof page.html !== 'string';
          out.set(page.url, {
            html: fromWorker ? new TextDecoder().decode(page.html as Uint8Array) : (page.html as string),
            fromWorker,
          });
        },
      });
      return out;
    };
    const inProcess = await collect(0);
    const threaded = await collect(1);
    expect([...inProcess.values()].every((p) => !p.fromWorker)).toBe(true);
    const offMain = [...threaded.values()].filter((p) => p.fromWorker).length;
    expect(offMain).toBeGreaterThan(0);
    expect([...threaded.keys()].sort()).toEqual([...inProcess.keys()].sort());
    for (const [url, page] of inProcess) expect(threaded.get(url)?.html, url).toBe(page.html);
    expect(inProcess.get('/page-3')?.html).toContain('Note 6');
  }, 240_000);
});

/** True when a file of src/ or templates/ is newer than the compiled CLI. */
function distIsStale(): boolean {
  const built = path.join(repo, 'dist/src/cli.js');
  if (!existsSync(built)) return true;
  const time = statSync(built).mtimeMs;
  for (const folder of ['src', 'templates'])
    for (const entry of readdirSync(path.join(repo, folder), { recursive: true, withFileTypes: true }))
      if (
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        statSync(path.join(entry.parentPath, entry.name)).mtimeMs > time
      )
        return true;
  return false;
}

describe("a build under Node's permission model (how a service runs builds)", () => {
  it("refuses a page that reaches for the host's Function, with the model or without, and builds a site under it", async () => {
    // The CLI runs the compiled code: compile it when the sources are newer.
    if (distIsStale())
      execFileSync(process.execPath, [path.join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], {
        cwd: repo,
      });
    // The layout the README gives for services: the job's folder holds the checkout and the output.
    const job = path.join(work, 'job');
    const site = path.join(job, 'site');
    await writeSite(site, {
      index: 'Home.',
      // Deliberately leaves the sandbox through a host function's constructor: the vm alone does not stop it.
      escape:
        "export const secret = (() => { const F = React.createElement.constructor; return F('return process')().getBuiltinModule('fs').readFileSync('/etc/passwd', 'utf8'); })();\n\n<pre>{secret}</pre>",
    });
    const out = path.join(job, 'out');
    await mkdir(out);
    const build = (args: string[], target: string) =>
      spawnSync(
        process.execPath,
        [...args, path.join(repo, 'bin/quire.js'), 'build', site, '-o', target, '--no-cache'],
        {
          env: {},
          encoding: 'utf8',
        },
      );
    // The command the README gives for services.
    const limited = build(
      [
        // Node 20 knows only the experimental name; Node 24 only the stable one.
        process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission',
        `--allow-fs-read=${repo}/*`,
        // Node 20 aborts when a folder is given both as `dir` and `dir/*`: the `/*` form only.
        `--allow-fs-read=${job}/*`,
        `--allow-fs-write=${out}/*`,
      ],
      path.join(out, 'site'),
    );
    expect(limited.status, `${limited.error?.message} ${limited.signal} ${limited.stderr}`).toBe(1);
    // Located at the call that reached for the host's Function (`F('return process')`, line 5, column 82).
    const refused =
      /^escape\.mdx:5:82 error The page failed while rendering: Code generation from strings is not allowed in pages\. \[mdx-runtime\]/m;
    expect(limited.stderr).toMatch(refused);
    expect(existsSync(path.join(out, 'site'))).toBe(false);

    // Without the permission model the sandbox alone refuses it the same way: the host's function constructors
    // are sealed (host-function-seal.ts).
    const open = build([], path.join(work, 'open-out'));
    expect(open.status).toBe(1);
    expect(open.stderr).toMatch(refused);
    expect(existsSync(path.join(work, 'open-out'))).toBe(false);

    // The command the README gives builds a site under the model, search index and all.
    await rm(path.join(site, 'escape.mdx'));
    const clean = build(
      [
        process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission',
        `--allow-fs-read=${repo}/*`,
        `--allow-fs-read=${job}/*`,
        `--allow-fs-write=${out}/*`,
        '--allow-worker',
        '--allow-child-process',
      ],
      path.join(out, 'clean'),
    );
    expect(clean.status, clean.stderr).toBe(0);
    expect(await readFile(path.join(out, 'clean/index.html'), 'utf8')).toContain('Home.');
  }, 240_000);
});

import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPages } from '../../../src/build/render-pages.js';
import type { FromWorker, ToWorker } from '../../../src/build/worker-protocol.js';
import { openSite } from '../../../src/render/open-site.js';
import type { SiteContext } from '../../../src/site/site-context.js';

const PAGES = 12;
let dir: string;
let site: SiteContext;
let urls: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quire-render-pages-'));
  const pages = Array.from({ length: PAGES }, (_, i) => `page-${i}`);
  await writeFile(
    path.join(dir, 'docs.json'),
    JSON.stringify({ name: 'Pages', theme: 'mint', colors: { primary: '#123456' }, navigation: { pages } }),
  );
  for (const page of pages) await writeFile(path.join(dir, `${page}.mdx`), `---\ntitle: ${page}\n---\n\nText.\n`);
  const opened = await openSite({ dir, cache: false });
  site = opened.site!;
  urls = [...site.state.routes.keys()];
}, 60_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('renderPages in one thread', () => {
  it('renders the next pages while the earlier ones are written', async () => {
    let writing = 0;
    let most = 0;
    const written: string[] = [];
    await renderPages({
      site,
      siteOptions: { dir, cache: false },
      urls,
      workers: 0,
      onPage: async (page) => {
        most = Math.max(most, ++writing);
        // A slow disk: each write outlasts a page's render.
        await sleep(50);
        written.push(page.url);
        writing--;
      },
    });
    expect(written.sort()).toEqual([...urls].sort());
    expect(most).toBeGreaterThan(1);
  });

  it('stops at the first failed write and fails with it', async () => {
    let calls = 0;
    const failure = new Error('disk full');
    await expect(
      renderPages({
        site,
        siteOptions: { dir, cache: false },
        urls,
        workers: 0,
        onPage: async () => {
          calls++;
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(calls).toBeLessThan(urls.length);
  });
});

describe('renderPages with a worker that runs out of memory', () => {
  /** A stand-in worker thread: ready at once, and out of memory on the first page of its first batch (once). */
  function exhaustedWorker(): Worker {
    const worker = new EventEmitter() as EventEmitter & { postMessage(message: ToWorker): void };
    let dead = false;
    worker.postMessage = (message) => {
      setImmediate(() => {
        if (message.type === 'init') worker.emit('message', { type: 'ready' } satisfies FromWorker);
        if (message.type !== 'render' || dead) return;
        dead = true;
        worker.emit('message', { type: 'rendering', url: message.urls[0]! } satisfies FromWorker);
        worker.emit('error', Object.assign(new Error('out of memory'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }));
        worker.emit('exit', 1);
      });
    };
    return worker as unknown as Worker;
  }

  it('ends with an error at the page that worker was rendering, not a crash of the build', async () => {
    const written: string[] = [];
    const handed: string[] = [];
    const worker = exhaustedWorker();
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message: ToWorker) => {
      if (message.type === 'render') handed.push(message.urls[0]!);
      post(message);
    };
    const result = await renderPages({
      site,
      siteOptions: { dir, cache: false },
      urls,
      workers: 1,
      pool: { workers: [worker], close: () => undefined, finish: async () => undefined },
      onPage: async (page) => {
        written.push(page.url);
      },
    });
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.rule, d.file, d.line])).toEqual([['out-of-memory', `${handed[0]!.slice(1)}.mdx`, 1]]);
    // The main thread stopped taking pages too: the build fails anyway.
    expect(written.length).toBeLessThan(urls.length - 1);
  });
});

/**
 * Dev's background index of the whole site, read on another thread: reading every page (frontmatter, headings)
 * and loading the specs takes seconds of a large site's main thread, during which every save waited behind its
 * pieces (mintlify__docs: ~10 s, 100-150 ms of it inside each edit → visible). The worker loads the site the
 * way a start from scratch does and sends back its index (the same parts a build hands its render workers, plus
 * the specs' validation as data) and the load's diagnostics; the dev session opens the new state from that
 * index, which takes the main thread a moment. Where a worker cannot start, the site is read on this thread.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { openSite } from '../render/open-site.js';
import type { PreloadedContent } from '../site/load-content.js';
import type { SiteContextOptions } from '../site/site-context.js';
import { devIndexOf } from './dev-index.js';

/** A site read from its files: its index (none when docs.json does not load) and what the load found. */
export interface SiteIndex {
  index?: PreloadedContent;
  diagnostics: Diagnostic[];
}

/**
 * Reads the site at `options.dir` on a worker thread (on this one when no worker can start). `execArgv`: the
 * worker's Node options; a test passes a TypeScript loader there, and the worker then runs from the sources.
 */
export async function indexSite(options: SiteContextOptions, worker: { execArgv?: string[] } = {}): Promise<SiteIndex> {
  const compiled = fileURLToPath(new URL('./index-site-worker.js', import.meta.url));
  const workerFile = existsSync(compiled) || !worker.execArgv ? compiled : compiled.replace(/\.js$/, '.ts');
  // Run from the TypeScript sources without a loader (tests), there is no worker file to run: read here.
  if (existsSync(workerFile)) {
    try {
      return await inWorker(workerFile, { options, ...worker });
    } catch {
      // A worker that cannot start (resource limits, Node's permission model) or died: read here instead.
    }
  }
  return indexHere(options);
}

/** Reads the site on this thread. */
export async function indexHere(options: SiteContextOptions): Promise<SiteIndex> {
  const { site, diagnostics } = await openSite(options);
  return site ? { index: devIndexOf(site, { validations: true }), diagnostics } : { diagnostics };
}

function inWorker(workerFile: string, input: { options: SiteContextOptions; execArgv?: string[] }): Promise<SiteIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: input.options,
      ...(input.execArgv ? { execArgv: input.execArgv } : {}),
    });
    worker.once('message', (result: SiteIndex) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the site index worker exited with ${code}`)));
  });
}

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { renderRoute } from '../render/render-route.js';
import type { SiteContext, SiteContextOptions } from './site-context.js';
import type { FromWorker, RenderedRoute, ToWorker, WorkerInit } from './worker-protocol.js';

export interface RenderPagesOptions {
  /** The main thread's site (used when rendering in-process). */
  site: SiteContext;
  /** Options every worker builds its own site context from. */
  siteOptions: SiteContextOptions;
  urls: readonly string[];
  /** Called for each page as it is rendered (in completion order). */
  onPage: (page: RenderedRoute) => Promise<void>;
  /** Worker threads to use; 0 renders in-process. Default: one per core, none for small sites. */
  workers?: number;
}

/** Pages handed to a worker at once: large enough to keep message overhead low, small enough to balance. */
const BATCH_SIZE = 8;
/**
 * Young generation of each worker, in MB. Rendering allocates a lot of short-lived objects (syntax trees,
 * tokens, strings); V8's default (16 MB semi-spaces) spends ~14% of render time in scavenges, 96 MB (32 MB
 * semi-spaces) halves that for a few MB more resident memory.
 */
const WORKER_YOUNG_GENERATION_MB = 96;
/** Below this, starting workers (each loads the site and the highlighter) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;

/**
 * Renders every URL, spread over worker threads (one per core, each with its own site context; the main
 * thread hands out batches and writes results), or in-process for small sites and when running from source.
 */
export async function renderPages(options: RenderPagesOptions): Promise<{ diagnostics: Diagnostic[]; workers: number }> {
  const workerFile = fileURLToPath(new URL('./render-worker.js', import.meta.url));
  const wanted = options.workers ?? (options.urls.length >= MIN_PAGES_FOR_WORKERS ? availableParallelism() : 0);
  // Under a TypeScript runner (tests) the worker's compiled file does not exist: render in-process.
  const count = existsSync(workerFile) ? Math.min(wanted, Math.ceil(options.urls.length / BATCH_SIZE)) : 0;
  if (count <= 0) return { diagnostics: await renderInProcess(options), workers: 0 };
  return { diagnostics: await renderInWorkers(options, workerFile, count), workers: count };
}

async function renderInProcess(options: RenderPagesOptions): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const url of options.urls) {
    const page = await renderSafely(options.site, url);
    if (page.status === 500) diagnostics.push(...page.diagnostics);
    else await options.onPage(page);
  }
  return diagnostics;
}

/** Renders one URL; a thrown exception (a bug: user input never throws) comes back as status 500. */
export async function renderSafely(site: SiteContext, url: string): Promise<RenderedRoute> {
  try {
    const result = await renderRoute(site, url);
    return { url, status: result.status, html: result.html, diagnostics: result.diagnostics, features: result.features };
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { url, status: 500, html: '', diagnostics: [internalError(url, message)], features: [] };
  }
}

/** A failure that no input should cause: reported with its stack, since a bug report needs it. */
function internalError(url: string, message: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'internal-error',
    message: `Quire failed while rendering ${url}: ${message}`,
    hint: 'This is a bug in Quire; please report it with the page that triggers it.',
  };
}

function renderInWorkers(options: RenderPagesOptions, workerFile: string, count: number): Promise<Diagnostic[]> {
  const queue = [...options.urls];
  const diagnostics: Diagnostic[] = [];
  const workers: Worker[] = [];
  let writes: Promise<void> = Promise.resolve();
  let running = count;

  return new Promise((resolve, reject) => {
    const finish = (worker: Worker): void => {
      worker.postMessage({ type: 'close' } satisfies ToWorker);
      void worker.terminate();
      if (--running === 0) writes.then(() => resolve(diagnostics), reject);
    };
    const next = (worker: Worker): void => {
      const urls = queue.splice(0, BATCH_SIZE);
      if (urls.length === 0) finish(worker);
      else worker.postMessage({ type: 'render', urls } satisfies ToWorker);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(workerFile, {
        workerData: { site: options.siteOptions } satisfies WorkerInit,
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
      });
      workers.push(worker);
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') next(worker);
        else if (message.type === 'rendered') {
          // Writes are chained so they never pile up unbounded, and the worker gets its next batch at once.
          for (const page of message.results) {
            if (page.status === 500) diagnostics.push(...page.diagnostics);
            else writes = writes.then(() => options.onPage(page));
          }
          next(worker);
        } else if (message.type === 'failed') {
          diagnostics.push(...message.diagnostics);
          queue.length = 0;
          finish(worker);
        } else {
          diagnostics.push(internalError(message.url, message.message));
          next(worker);
        }
      });
      worker.on('error', (error) => {
        for (const other of workers) void other.terminate();
        reject(error);
      });
    }
  });
}

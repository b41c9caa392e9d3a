import { statSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { outOfMemoryDiagnostic } from '../diagnostics/out-of-memory.js';
import { renderRoute } from '../render/render-route.js';
import { isSharedFileUrl, renderSharedFile } from '../render/shared-files.js';
import { FRAGMENT_ROOT } from '../render/api-fragment.js';
import { documentTargets } from '../render/page-links.js';
import type { SiteContext, SiteContextOptions } from '../site/site-context.js';
import { tellParent } from '../util/parent-channel.js';
import type { FromWorker, RenderedRoute, ToWorker } from './worker-protocol.js';
import { defaultWorkerCount, type RenderWorkerPool, startRenderWorkers } from './worker-pool.js';

export interface RenderPagesOptions {
  /** The main thread's site: it renders pages too, beside the workers. */
  site: SiteContext;
  /** Options every worker builds its own site context from. */
  siteOptions: SiteContextOptions;
  urls: readonly string[];
  /** Called for each page as it is rendered (in completion order). */
  onPage: (page: RenderedRoute) => Promise<void>;
  /** Worker threads to use besides the main thread; 0 renders in-process only. Default: `defaultWorkerCount`. */
  workers?: number;
  /** Workers started early with `startRenderWorkers` (closed here when the site turns out too small for them). */
  pool?: RenderWorkerPool;
}

/** Most pages handed to a worker at once; batches shrink towards the end so all threads finish together. */
const BATCH_SIZE = 8;
/** Batches a worker holds at once: the next one is waiting in its port when it finishes the current one. */
const BATCHES_IN_FLIGHT = 2;
/** Pages rendered but not yet written, at most (their HTML is held until then). */
const MAX_PENDING_WRITES = 32;
/**
 * Pages whose source is at least this large (a generated schema reference of 700 KB takes ~800 MB while it
 * compiles) are rendered by the main thread only, one after the other, so two never compile at once.
 */
const HUGE_PAGE_BYTES = 256 * 1024;
/** Below this, a worker (loading modules, the site and the highlighter, then warming up) costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 60;
/**
 * Renders every URL: on the main thread, and for larger sites on worker threads too (each with its own site
 * context; the main thread hands out batches, renders single pages in between, and writes every result).
 */
export async function renderPages(
  options: RenderPagesOptions,
): Promise<{ diagnostics: Diagnostic[]; workers: number }> {
  const small = options.urls.length < MIN_PAGES_FOR_WORKERS;
  const wanted = options.workers ?? (small ? 0 : defaultWorkerCount());
  let pool = options.pool;
  if (pool && (wanted <= 0 || (small && options.workers === undefined))) {
    pool.close();
    pool = undefined;
  }
  pool ??= startRenderWorkers(Math.min(wanted, Math.ceil(options.urls.length / BATCH_SIZE)));
  if (!pool) return { diagnostics: await renderInProcess(options), workers: 0 };
  try {
    const diagnostics = await renderShared(options, pool);
    await pool.finish();
    return { diagnostics, workers: pool.workers.length };
  } finally {
    pool.close();
  }
}

/**
 * The order pages are handed out in: largest sources first (the last pages to go are small, so the threads
 * finish together), ties in the given order. The build feeds the search index in this order too.
 */
export function renderOrder(site: SiteContext, urls: readonly string[]): string[] {
  return sizedOrder(site, urls).map((page) => page.url);
}

function sizedOrder(site: SiteContext, urls: readonly string[]): { url: string; bytes: number }[] {
  const sized = urls.map((url, index) => ({ url, index, bytes: sourceBytes(site, url) }));
  sized.sort((a, b) => b.bytes - a.bytes || a.index - b.index);
  return sized;
}

async function renderInProcess(options: RenderPagesOptions): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  const queue = sharedFileQueue(renderOrder(options.site, options.urls));
  const writes = pendingWrites(options.onPage);
  let collect: (() => void) | undefined;
  for (let i = 0; i < queue.urls.length && !writes.failed(); i++) {
    const url = queue.urls[i]!;
    const huge = sourceBytes(options.site, url) >= HUGE_PAGE_BYTES;
    if (huge) (collect ??= garbageCollector())();
    tellParent({ type: 'quire:rendering', file: sourceFile(options.site, url) });
    const page = await renderSafely(options.site, url);
    if (page.status === 500) diagnostics.push(...page.diagnostics);
    else {
      queue.add(page);
      writes.add(page);
    }
    await new Promise((resolve) => setImmediate(resolve));
    // A huge page's HTML is written before the next render starts, and collected with its garbage.
    await writes.room(huge ? 0 : MAX_PENDING_WRITES);
    if (huge) collect?.();
  }
  tellParent({ type: 'quire:rendering', file: undefined });
  await writes.drain();
  return diagnostics;
}

/** The source file of a page (for a parent that names the page a crash happened on), or undefined. */
function sourceFile(site: SiteContext, url: string): string | undefined {
  const route = site.state.routes.get(url);
  return route?.kind === 'page' ? route.file : undefined;
}

/**
 * The URLs to render, growing with the shared files the rendered ones name (each once), so that every thread
 * renders those too, to the end.
 */
function sharedFileQueue(initial: readonly string[]): { urls: string[]; add(page: RenderedRoute): void } {
  const urls = [...initial];
  const queued = new Set(urls);
  return {
    urls,
    add(page) {
      for (const url of page.fragments ?? []) {
        if (queued.has(url)) continue;
        queued.add(url);
        urls.push(url);
      }
    },
  };
}

/**
 * A full garbage collection on demand. A huge page leaves hundreds of MB of garbage in the old generation;
 * collecting it before and after each one keeps two of them from adding up (MCP corpus: 1.16 -> ~1.0 GB peak
 * RSS). V8 only hands `gc` to contexts created after `--expose-gc` is set, hence the new context.
 */
function garbageCollector(): () => void {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    if (typeof gc === 'function') return () => void gc();
  } catch {
    // Not available: collection is left to V8.
  }
  return () => undefined;
}

/** Size of a page's source file (0 for endpoint pages and unreadable files). */
function sourceBytes(site: SiteContext, url: string): number {
  const route = site.state.routes.get(url);
  if (route?.kind !== 'page') return 0;
  try {
    return statSync(path.join(site.root, route.file)).size;
  } catch {
    return 0;
  }
}

/**
 * Renders one URL, a page or a shared file (`isSharedFileUrl`: status 404 when it names nothing); a thrown
 * exception (a bug: user input never throws) comes back as status 500.
 */
export async function renderSafely(site: SiteContext, url: string): Promise<RenderedRoute> {
  try {
    if (isSharedFileUrl(url)) {
      const file = renderSharedFile(site, url);
      if (!file) return { url, status: 404, html: '', diagnostics: [], features: [] };
      // An API fragment's ids are anchors of the pages that load it (the link checker follows them there).
      const links = url.startsWith(FRAGMENT_ROOT)
        ? { links: { from: url, links: [], ...documentTargets(file.html, site.base) } }
        : {};
      return { url, status: 200, html: file.html, diagnostics: [], features: [], fragments: file.fragments, ...links };
    }
    const result = await renderRoute(site, url);
    // Every URL the build renders is a route or an alias: finding no page there is Quire's bug (a route key the
    // render path cannot read back), never to be written as a silent 404 page.
    if (result.status === 404) {
      return {
        url,
        status: 500,
        html: '',
        diagnostics: [internalError(url, 'no page answers this route')],
        features: [],
      };
    }
    return {
      url,
      status: result.status,
      html: result.html,
      diagnostics: result.diagnostics,
      features: result.features,
      ...(result.rss ? { rss: result.rss } : {}),
      ...(result.fragments ? { fragments: result.fragments } : {}),
      ...(result.search !== undefined ? { search: result.search } : {}),
      ...(result.links ? { links: result.links } : {}),
      ...(result.markdown ? { markdown: result.markdown } : {}),
    };
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

/**
 * The main thread and the workers take pages from one queue, largest sources first (the last pages to go are
 * small, so the threads finish together), until it is empty. Huge pages are the main thread's alone.
 */
async function renderShared(options: RenderPagesOptions, pool: RenderWorkerPool): Promise<Diagnostic[]> {
  const { site } = options;
  const sized = sizedOrder(site, options.urls);
  const huge = sized.filter((page) => page.bytes >= HUGE_PAGE_BYTES).map((page) => page.url);
  const queue = sharedFileQueue(sized.filter((page) => page.bytes < HUGE_PAGE_BYTES).map((page) => page.url));
  const urls = queue.urls;
  const threads = pool.workers.length + 1;
  let next = 0;
  const take = (most: number): string[] => {
    // Smaller batches as the queue runs out, so no thread is left with a long batch at the end.
    const size = Math.max(1, Math.min(most, Math.ceil((urls.length - next) / (threads * 3))));
    const batch = urls.slice(next, next + size);
    next += batch.length;
    return batch;
  };
  const collect = huge.length > 0 ? garbageCollector() : undefined;
  let afterHuge = false;
  const takeForMain = (): string[] => {
    if (huge.length > 0 || afterHuge) collect?.();
    afterHuge = huge.length > 0;
    return huge.length > 0 ? [huge.shift()!] : take(1);
  };
  const diagnostics: Diagnostic[] = [];
  const writes = pendingWrites(options.onPage);
  const accept = (page: RenderedRoute): void => {
    if (page.status === 500) {
      diagnostics.push(...page.diagnostics);
      return;
    }
    queue.add(page);
    writes.add(page);
  };

  let failure: unknown;
  let stopped = false;
  const workersDone = Promise.all(
    pool.workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          let inFlight = 0;
          let closed = false;
          let rendering: string | undefined;
          const finish = (): void => {
            if (closed) return;
            closed = true;
            worker.postMessage({ type: 'close' } satisfies ToWorker);
            resolve();
          };
          const feed = (): void => {
            while (!closed && failure === undefined && !stopped && inFlight < BATCHES_IN_FLIGHT) {
              const batch = take(BATCH_SIZE);
              if (batch.length === 0) break;
              inFlight++;
              worker.postMessage({ type: 'render', urls: batch } satisfies ToWorker);
            }
            if (inFlight === 0) finish();
          };
          worker.on('message', (message: FromWorker) => {
            if (message.type === 'ready') feed();
            else if (message.type === 'rendering') rendering = message.url;
            else if (message.type === 'rendered') {
              inFlight--;
              for (const page of message.results) accept(page);
              feed();
            } else if (message.type === 'failed') {
              // The worker could not load the site (it changed under the build?): the others carry on.
              diagnostics.push(...message.diagnostics);
              finish();
            } else {
              inFlight--;
              diagnostics.push(internalError(message.url, message.message));
              feed();
            }
          });
          worker.on('error', (error: NodeJS.ErrnoException) => {
            // A page that allocates without end stops its worker alone: an error at that page ends the build.
            if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
              diagnostics.push(
                outOfMemoryDiagnostic(rendering === undefined ? undefined : sourceFile(site, rendering)),
              );
              stopped = true;
            } else failure ??= error;
            finish();
          });
          worker.on('exit', (code) => {
            if (!closed)
              failure ??= new Error(`A render worker stopped (exit code ${code}) before its pages were done.`);
            finish();
          });
          worker.postMessage({
            type: 'init',
            site: options.siteOptions,
            preloaded: {
              content: site.state.content,
              pageMeta: site.state.pageMeta,
              specs: {
                openapi: site.state.specs.openapi,
                asyncapi: site.state.specs.asyncapi,
                pageBindings: site.state.specs.pageBindings,
                files: site.state.specs.files,
              },
              ...(site.state.utilityStyles ? { utilityStyles: site.state.utilityStyles } : {}),
            },
          } satisfies ToWorker);
        }),
    ),
  );

  for (
    let batch = takeForMain();
    batch.length > 0 && failure === undefined && !stopped && !writes.failed();
    batch = takeForMain()
  ) {
    for (const url of batch) {
      tellParent({ type: 'quire:rendering', file: sourceFile(site, url) });
      accept(await renderSafely(site, url));
    }
    // Let worker messages (their next batch) and finished writes through between two pages.
    await new Promise((resolve) => setImmediate(resolve));
    await writes.room();
  }
  tellParent({ type: 'quire:rendering', file: undefined });
  await workersDone;
  const written = writes.drain();
  if (failure !== undefined) {
    await written.catch(() => undefined);
    throw failure;
  }
  await written;
  return diagnostics;
}

/**
 * Pages handed to `onPage` (written, indexed) while the next ones render, at most `MAX_PENDING_WRITES` at a time:
 * awaiting each write before the next render left the thread idle for every file, and a chain of writes advances
 * one step per page (the thread renders between two event-loop turns) and holds every page's HTML to the end.
 */
function pendingWrites(onPage: (page: RenderedRoute) => Promise<void>) {
  const writes = new Set<Promise<void>>();
  let error: { value: unknown } | undefined;
  return {
    add(page: RenderedRoute): void {
      const write: Promise<void> = onPage(page).then(
        () => void writes.delete(write),
        (value: unknown) => {
          error ??= { value };
          writes.delete(write);
        },
      );
      writes.add(write);
    },
    /** Whether a write failed (the render stops: the build fails). */
    failed: (): boolean => error !== undefined,
    /** Waits until at most `most` pages wait for their writes. */
    async room(most = MAX_PENDING_WRITES): Promise<void> {
      while (writes.size > most) await Promise.race(writes);
    },
    /** Waits for every write; rejects with the first failure. */
    async drain(): Promise<void> {
      await Promise.all(writes);
      if (error) throw error.value;
    },
  };
}

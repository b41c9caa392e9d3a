/**
 * A render worker: waits for `init`, loads the site once (its own context, from the main thread's options and
 * already-read content), then renders the batches of URLs it is handed and posts the HTML back. Batches queue
 * up in the message port, so the next one is there when the current one is done. The main thread does all
 * writing.
 */
import { parentPort } from 'node:worker_threads';
import { renderSafely } from './render-pages.js';
import { openSite } from '../render/open-site.js';
import type { SiteContext } from '../site/site-context.js';
import type { FromWorker, RenderedRoute, ToWorker } from './worker-protocol.js';

/**
 * Until `init` comes (the main thread is still reading the site and its specs) this thread has nothing to do: it
 * loads the page compiler's modules (hundreds, Shiki's among them) and Shiki's engine now, which its first page
 * would otherwise wait for.
 */
function preloadCompiler(): void {
  void import('../mdx/page-compiler.js').catch(() => undefined);
  void import('../mdx/code/code-highlighter.js').then(
    (highlighter) => highlighter.preloadCodeHighlighter(),
    () => undefined,
  );
}

function run(port: NonNullable<typeof parentPort>): void {
  const post = (message: FromWorker): void => port.postMessage(message);
  let site: Promise<SiteContext | undefined> | undefined;
  // Messages are handled one at a time, in order: a batch waits for the site and for the batch before it.
  let done: Promise<unknown> = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      port.close();
      return;
    }
    if (message.type === 'init') {
      site = openSite(message.site, message.preloaded ? { preloaded: message.preloaded } : {}).then(
        ({ site: loaded, diagnostics }) => {
          if (!loaded) post({ type: 'failed', diagnostics });
          else post({ type: 'ready' });
          return loaded;
        },
      );
      return;
    }
    done = done.then(async () => {
      const loaded = await site;
      if (!loaded) return;
      try {
        const results = await renderBatch(loaded, message.urls, post);
        // Encoded here and transferred: cloning large HTML strings into the main thread (and encoding them there
        // for the write) cost more than rendering some pages (Stripe's API reference: ~8 ms a page).
        const encoder = new TextEncoder();
        const buffers: ArrayBuffer[] = [];
        for (const result of results) {
          if (typeof result.html !== 'string') continue;
          const bytes = encoder.encode(result.html);
          result.html = bytes;
          buffers.push(bytes.buffer as ArrayBuffer);
        }
        port.postMessage({ type: 'rendered', results } satisfies FromWorker, buffers);
      } catch (error) {
        post({
          type: 'crashed',
          url: message.urls.join(', '),
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
}

async function renderBatch(
  site: SiteContext,
  urls: string[],
  post: (message: FromWorker) => void,
): Promise<RenderedRoute[]> {
  const results: RenderedRoute[] = [];
  for (const url of urls) {
    post({ type: 'rendering', url });
    results.push(await renderSafely(site, url));
  }
  return results;
}

if (parentPort) {
  run(parentPort);
  preloadCompiler();
}

/**
 * A render worker: loads the site once (its own context, same options as the main thread), then renders the
 * batches of URLs it is handed and posts the HTML back. The main thread does all writing.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderSafely } from './render-pages.js';
import { createSiteContext } from './site-context.js';
import type { FromWorker, RenderedRoute, ToWorker, WorkerInit } from './worker-protocol.js';

async function run(port: NonNullable<typeof parentPort>, init: WorkerInit): Promise<void> {
  const post = (message: FromWorker): void => port.postMessage(message);
  const { site, diagnostics } = await createSiteContext(init.site);
  if (!site) {
    post({ type: 'failed', diagnostics });
    return;
  }
  port.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      port.close();
      return;
    }
    void renderBatch(message.urls).then(
      (results) => post({ type: 'rendered', results }),
      (error: unknown) => post({ type: 'crashed', url: message.urls.join(', '), message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
  post({ type: 'ready' });

  async function renderBatch(urls: string[]): Promise<RenderedRoute[]> {
    const results: RenderedRoute[] = [];
    for (const url of urls) results.push(await renderSafely(site!, url));
    return results;
  }
}

if (parentPort) void run(parentPort, workerData as WorkerInit);

/** The worker thread of dev's background index: reads the site it is given and posts its index back. */
import { parentPort, workerData } from 'node:worker_threads';
import type { SiteContextOptions } from '../site/site-context.js';
import { indexHere } from './index-site.js';

if (parentPort) {
  const port = parentPort;
  void indexHere(workerData as SiteContextOptions).then((result) => port.postMessage(result));
}

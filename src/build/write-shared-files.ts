import { renderSharedFile } from '../render/shared-files.js';
import type { SiteContext } from '../site/site-context.js';
import type { OutputWriter } from './output-writer.js';

/**
 * Writes the shared files the pages load on demand (API schema fragments, large sections' navigation), and those
 * the fragments load in turn, each once however many pages use it: those the render threads did not get to
 * (`renderPages` renders most of them beside the pages).
 */
export async function writeSharedFiles(writer: OutputWriter, site: SiteContext, urls: Iterable<string>): Promise<void> {
  // Files the render threads wrote already are skipped, with the files they name.
  const queue = [...urls].filter((url) => !writer.has(url.slice(1)));
  const seen = new Set(queue);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const fragment = renderSharedFile(site, url);
    if (!fragment) continue;
    await writer.write(url.slice(1), fragment.html);
    for (const next of fragment.fragments) {
      if (seen.has(next) || writer.has(next.slice(1))) continue;
      seen.add(next);
      queue.push(next);
    }
  }
}

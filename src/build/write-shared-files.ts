import { renderSharedFile } from '../render/shared-files.js';
import type { SiteContext } from '../site/site-context.js';
import type { OutputWriter } from './output-writer.js';

/**
 * Writes the shared files the pages load on demand (API schema fragments, large sections' navigation), and those
 * the fragments load in turn, each once however many pages use it. The main thread renders them: a fragment is
 * one schema level, and a section's navigation was mostly rendered already on this thread.
 */
export async function writeSharedFiles(writer: OutputWriter, site: SiteContext, urls: Iterable<string>): Promise<void> {
  const queue = [...urls];
  const seen = new Set(queue);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const fragment = renderSharedFile(site, url);
    if (!fragment) continue;
    await writer.write(url.slice(1), fragment.html);
    for (const next of fragment.fragments) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
}

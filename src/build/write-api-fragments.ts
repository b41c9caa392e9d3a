import { apiFragment } from '../render/api-page.js';
import type { SiteContext } from '../site/site-context.js';
import type { OutputWriter } from './output-writer.js';

/**
 * Writes the shared schema fragments the pages load on demand, and those the fragments load in turn (each once,
 * however many pages use it). They are small (one schema, one level), so the main thread renders them.
 */
export async function writeApiFragments(
  writer: OutputWriter,
  site: SiteContext,
  urls: Iterable<string>,
): Promise<void> {
  const queue = [...urls];
  const seen = new Set(queue);
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const fragment = apiFragment(site, url);
    if (!fragment) continue;
    await writer.write(url.slice(1), fragment.html);
    for (const next of fragment.fragments) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
}

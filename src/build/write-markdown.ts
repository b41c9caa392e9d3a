import { llmsEntries, llmsFullChunks, renderLlmsTxt } from '../render/llms-txt.js';
import { markdownTwin, markdownTwinUrl } from '../render/markdown-twin.js';
import type { SiteContext } from '../site/site-context.js';
import type { OutputWriter } from './output-writer.js';
import type { RenderedRoute } from './worker-protocol.js';

/**
 * The outputs for machines (reference §8.3): each page's Markdown twin at `<page>.md` as its page is written,
 * then `llms.txt` and `llms-full.txt` (also under `/.well-known/`). A file of the project's own at one of those
 * paths wins. Only the Markdown of llms-full.txt's pages is held until the end.
 */
export function markdownOutputs(
  writer: OutputWriter,
  site: SiteContext,
): { add(page: RenderedRoute): Promise<void>; finish(): Promise<void> } {
  const listed = new Set(llmsEntries(site).map((entry) => entry.url));
  const pages = new Map<string, string>();
  const writeOnce = async (file: string, text: string | (() => Iterable<string>)) => {
    if (!writer.has(file)) await writer.write(file, typeof text === 'string' ? text : text());
  };
  return {
    async add(page) {
      if (page.status !== 200 || !page.markdown) return;
      if (listed.has(page.url)) pages.set(page.url, page.markdown);
      await writeOnce(markdownTwinUrl(page.url).slice(1), markdownTwin(site, page.markdown));
    },
    async finish() {
      const index = renderLlmsTxt(site);
      for (const folder of ['', '.well-known/']) {
        await writeOnce(`${folder}llms.txt`, index);
        // Written page by page: at thousands of pages the whole text is tens of MB.
        await writeOnce(`${folder}llms-full.txt`, () => llmsFullChunks(site, pages));
      }
    },
  };
}

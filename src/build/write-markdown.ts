import path from 'node:path';
import { llmsEntries, llmsFullChunks, renderLlmsTxt } from '../render/llms-txt.js';
import { markdownTwin, markdownTwinUrl } from '../render/markdown-twin.js';
import { urlPathToFileName } from '../util/url-path.js';
import type { SiteContext } from '../site/site-context.js';
import type { OutputWriter } from './output-writer.js';
import type { RenderedRoute } from './worker-protocol.js';
import { createTextSpill, type TextSpill } from './text-spill.js';

/**
 * The outputs for machines (reference §8.3): each page's Markdown twin at `<page>.md` as its page is written,
 * then `llms.txt` and `llms-full.txt` (also under `/.well-known/`). A file of the project's own at one of those
 * paths wins. The Markdown of llms-full.txt's pages waits on disk until the end (`TextSpill`, in `spillDir`, a
 * folder the build may write to), removed by `finish` and, whatever happened, by `dispose`. Without `spillDir`
 * (a build that writes nothing) it is not kept.
 */
export function markdownOutputs(
  writer: OutputWriter,
  site: SiteContext,
  options: { spillDir?: string } = {},
): { add(page: RenderedRoute): Promise<void>; finish(): Promise<void>; dispose(): Promise<void> } {
  const listed = new Set(llmsEntries(site).map((entry) => entry.url));
  let spill: Promise<TextSpill> | undefined;
  const writeOnce = async (file: string, content: string | (() => AsyncIterable<string>)) => {
    if (!writer.has(file)) await writer.write(file, typeof content === 'string' ? content : content());
  };
  return {
    async add(page) {
      if (page.status !== 200 || !page.markdown) return;
      if (listed.has(page.url) && options.spillDir !== undefined) {
        spill ??= createTextSpill(options.spillDir);
        (await spill).add(page.url, page.markdown);
      }
      // Its file is named as the URL decodes, like the page's own folder (`is-user-active%3F` → `is-user-active?`).
      await writeOnce(urlPathToFileName(markdownTwinUrl(page.url)).slice(1), markdownTwin(site, page.markdown));
    },
    async finish() {
      const index = renderLlmsTxt(site);
      const texts = await spill;
      const markdown = (url: string) => texts?.read(url);
      let written: string | undefined;
      for (const folder of ['', '.well-known/']) {
        await writeOnce(`${folder}llms.txt`, index);
        const file = `${folder}llms-full.txt`;
        if (writer.has(file)) continue;
        // Written page by page (at thousands of pages the whole text is tens of MB), once: the second place
        // gets a copy of the first.
        if (written) await writer.copy(written, file);
        else {
          await writer.write(file, llmsFullChunks(site, markdown));
          written = path.join(writer.stagingDir, file);
        }
      }
      // Before the output is swapped in: the spill sits in the staging folder.
      await texts?.dispose();
    },
    async dispose() {
      await (await spill?.catch(() => undefined))?.dispose();
    },
  };
}

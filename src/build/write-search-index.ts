import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { urlToOutputFile } from '../site/output-path.js';
import type { OutputWriter } from './output-writer.js';
import { SEARCH_INDEX_DIR, type SearchIndexer } from '../render/search-index.js';

/**
 * Feeds the rendered pages to the search index in URL order, read back from the staged output, and writes the
 * finished index under `_quire/search/` through the build's one writer. The order matters: Pagefind's index
 * files depend on the order pages are added, and render threads finish pages in an order of their own, so
 * feeding them as they came made two builds of one site differ.
 */
export async function writeSearchIndex(
  writer: OutputWriter,
  input: { indexer: SearchIndexer; pages: readonly string[] },
): Promise<Diagnostic[]> {
  for (const url of [...input.pages].sort()) {
    const html = await readFile(path.join(writer.stagingDir, urlToOutputFile(url)));
    await input.indexer.add(url, html);
  }
  const { files, diagnostics } = await input.indexer.files();
  for (const file of files) await writer.write(`${SEARCH_INDEX_DIR}/${file.path}`, file.content);
  return diagnostics;
}

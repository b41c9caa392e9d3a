import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { OutputWriter } from './output-writer.js';
import { SEARCH_INDEX_DIR, type SearchIndexer } from '../render/search-index.js';

/** Writes the finished search index under `_quire/search/` through the build's one writer. */
export async function writeSearchIndex(writer: OutputWriter, indexer: SearchIndexer): Promise<Diagnostic[]> {
  const { files, diagnostics } = await indexer.files();
  for (const file of files) await writer.write(`${SEARCH_INDEX_DIR}/${file.path}`, file.content);
  return diagnostics;
}

import { describe, expect, it } from 'vitest';
import { createSearchIndexer } from '../../../src/render/search-index.js';

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head></head><body><nav>sidebar</nav><article data-pagefind-body><h1>${body}</h1><p>${body} text</p></article></body></html>`;

describe('createSearchIndexer', () => {
  it('writes one index per language, without Pagefind’s own UIs', async () => {
    const { indexer, diagnostics } = await createSearchIndexer({ base: '/docs/' });
    expect(diagnostics).toEqual([]);
    try {
      await indexer.add('/guide', page('en', 'Guide'));
      await indexer.add('/fr/guide', new TextEncoder().encode(page('fr', 'Guide')));
      const { files, pages } = await indexer.files();
      expect(pages).toBe(2);
      const paths = files.map((file) => file.path);
      expect(paths).toContain('pagefind.js');
      expect(paths).toContain('pagefind-entry.json');
      expect(paths.filter((p) => p.startsWith('pagefind-ui') || p.startsWith('pagefind-component-ui'))).toEqual([]);
      const entry = JSON.parse(
        new TextDecoder().decode(files.find((file) => file.path === 'pagefind-entry.json')!.content),
      ) as { languages: Record<string, { page_count: number }> };
      expect(Object.keys(entry.languages).sort()).toEqual(['en', 'fr']);
      expect(entry.languages.en?.page_count).toBe(1);
    } finally {
      await indexer.close();
    }
  });
});

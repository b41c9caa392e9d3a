import { describe, expect, it } from 'vitest';
import { createSearchIndexer } from '../../../src/render/search-index.js';
import { searchPartSizes, SEARCH_TAIL_MAX_PAGES, SEARCH_TAIL_MIN_PAGES } from '../../../src/render/search-parts.js';

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

describe('createSearchIndexer in parts', () => {
  const text = (file: { content: Uint8Array } | undefined) => new TextDecoder().decode(file!.content);
  const pageCount = (files: { path: string; content: Uint8Array }[], entry: string) =>
    (JSON.parse(text(files.find((file) => file.path === entry))) as { languages: { en: { page_count: number } } })
      .languages.en.page_count;

  it('indexes every part in its own folder, listed in parts.json, data only after the first', async () => {
    const { indexer } = await createSearchIndexer({ base: '/', partPages: 2 });
    try {
      // Sent at once, as the build's feed does: pages of the next part wait for the previous part to finish.
      await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => indexer.add(`/${name}`, page('en', `Page ${name}`))));
      const { files, pages } = await indexer.files();
      expect(pages).toBe(5);
      expect(JSON.parse(text(files.find((file) => file.path === 'parts.json')))).toEqual(['part-2/', 'part-3/']);
      expect(pageCount(files, 'pagefind-entry.json')).toBe(2);
      expect(pageCount(files, 'part-2/pagefind-entry.json')).toBe(2);
      expect(pageCount(files, 'part-3/pagefind-entry.json')).toBe(1);
      const part2 = files.map((file) => file.path).filter((p) => p.startsWith('part-2/'));
      expect(part2.some((p) => p.startsWith('part-2/index/'))).toBe(true);
      expect(part2.some((p) => p.startsWith('part-2/fragment/'))).toBe(true);
      expect(part2.some((p) => p.endsWith('.pf_meta'))).toBe(true);
      // The merged parts run on the first part's scripts and WebAssembly.
      expect(part2.filter((p) => /\.js$|wasm/.test(p))).toEqual([]);
      expect(files.map((file) => file.path)).toContain('pagefind.js');
    } finally {
      await indexer.close();
    }
  });

  it('writes one part, and an empty parts.json, up to the part size', async () => {
    const { indexer } = await createSearchIndexer({ base: '/', partPages: 2 });
    try {
      await indexer.add('/a', page('en', 'A'));
      await indexer.add('/b', page('en', 'B'));
      const { files } = await indexer.files();
      expect(JSON.parse(text(files.find((file) => file.path === 'parts.json')))).toEqual([]);
      expect(files.filter((file) => file.path.startsWith('part-'))).toEqual([]);
      expect(pageCount(files, 'pagefind-entry.json')).toBe(2);
    } finally {
      await indexer.close();
    }
  });

  it('hands the files of each part but the last over as soon as it is finished, and keeps only the last', async () => {
    const handed: string[][] = [];
    let firstHanded!: () => void;
    const first = new Promise<void>((resolve) => {
      firstHanded = resolve;
    });
    const { indexer } = await createSearchIndexer({
      base: '/',
      partPages: 2,
      onPartFiles: async (files) => {
        handed.push(files.map((file) => file.path));
        firstHanded();
      },
    });
    try {
      await Promise.all(['a', 'b', 'c'].map((name) => indexer.add(`/${name}`, page('en', `Page ${name}`))));
      // The first part is handed over before the index is asked for its files.
      await first;
      expect(handed).toHaveLength(1);
      expect(handed[0]).toContain('pagefind.js');
      expect(handed[0]).toContain('pagefind-entry.json');
      expect(handed[0]!.some((path) => path.startsWith('part-'))).toBe(false);
      await Promise.all(['d', 'e'].map((name) => indexer.add(`/${name}`, page('en', `Page ${name}`))));
      const { files, pages } = await indexer.files();
      expect(pages).toBe(5);
      expect(handed).toHaveLength(2);
      expect(handed[1]!.every((path) => path.startsWith('part-2/'))).toBe(true);
      // The last part and the list of parts stay with `files()`.
      expect(files.map((file) => file.path).every((path) => path.startsWith('part-3/') || path === 'parts.json')).toBe(
        true,
      );
      expect(pageCount(files, 'part-3/pagefind-entry.json')).toBe(1);
      expect(JSON.parse(text(files.find((file) => file.path === 'parts.json')))).toEqual(['part-2/', 'part-3/']);
    } finally {
      await indexer.close();
    }
  });

  it('follows the plan of a known page count', async () => {
    // 9 pages in parts of at most 4 (no small last part below SEARCH_TAIL_MIN_PAGES): 3, 3, 3, not 4, 4, 1.
    const { indexer } = await createSearchIndexer({ base: '/', partPages: 4, total: 9 });
    try {
      await Promise.all([...'abcdefghi'].map((name) => indexer.add(`/${name}`, page('en', `Page ${name}`))));
      const { files, pages } = await indexer.files();
      expect(pages).toBe(9);
      expect(JSON.parse(text(files.find((file) => file.path === 'parts.json')))).toEqual(['part-2/', 'part-3/']);
      expect(pageCount(files, 'pagefind-entry.json')).toBe(3);
      expect(pageCount(files, 'part-2/pagefind-entry.json')).toBe(3);
      expect(pageCount(files, 'part-3/pagefind-entry.json')).toBe(3);
    } finally {
      await indexer.close();
    }
  });
});

describe('searchPartSizes', () => {
  it('keeps a small site in one part', () => {
    expect(searchPartSizes(0)).toEqual([]);
    expect(searchPartSizes(1)).toEqual([1]);
    expect(searchPartSizes(SEARCH_TAIL_MIN_PAGES - 1)).toEqual([SEARCH_TAIL_MIN_PAGES - 1]);
  });

  it('cuts a fifth of a larger site off as the last part', () => {
    expect(searchPartSizes(SEARCH_TAIL_MIN_PAGES)).toEqual([SEARCH_TAIL_MIN_PAGES * 0.8, SEARCH_TAIL_MIN_PAGES * 0.2]);
    expect(searchPartSizes(1000)).toEqual([800, 200]);
    expect(searchPartSizes(1001)).toEqual([800, 201]);
  });

  it('caps the last part and splits the rest in equal parts of at most the part size', () => {
    expect(searchPartSizes(5000)).toEqual([950, 950, 950, 950, 950, SEARCH_TAIL_MAX_PAGES]);
    expect(searchPartSizes(2000, 1000)).toEqual([875, 875, 250]);
    expect(searchPartSizes(450, 100)).toEqual([90, 90, 90, 90, 90]);
    expect(searchPartSizes(12, 5)).toEqual([4, 4, 4]);
  });

  it('covers every page exactly once', () => {
    for (const total of [1, 399, 400, 999, 1000, 1234, 4321, 10_000]) {
      const sizes = searchPartSizes(total);
      expect(sizes.reduce((sum, n) => sum + n, 0)).toBe(total);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(1000);
      expect(sizes.every((n) => n > 0)).toBe(true);
    }
  });
});

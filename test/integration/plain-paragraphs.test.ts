import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Paragraph, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { pageMarkdown } from '../../src/mdx/markdown/page-markdown.js';
import { plainParagraph } from '../../src/mdx/markdown/plain-paragraph.js';
import { createPipeline } from '../../src/mdx/pipeline.js';

// The Markdown twin writes simple paragraphs itself (src/mdx/markdown/plain-paragraph.ts) instead of through
// mdast-util-to-markdown: every page of the shared corpora and of the example site must come out the same both ways.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpora = path.join(repo, '..', 'shared', 'corpora');
const roots = [
  path.join(repo, 'example-site'),
  ...readdirSync(corpora, { withFileTypes: true })
    // Not modelcontextprotocol: most of its pages are versioned copies of one specification (the same paragraphs
    // again), and CI time is bounded.
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('modelcontextprotocol'))
    .map((entry) => path.join(corpora, entry.name)),
];

function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const withoutFrontmatter = (text: string) => text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');

describe('plain paragraphs of the Markdown twin', () => {
  it.each(roots.map((dir) => ({ name: path.basename(dir), dir })))(
    'read the same as the serialiser writes them: $name',
    { timeout: 300_000 },
    ({ dir }) => {
      const differ: string[] = [];
      let plain = 0;
      for (const file of pages(dir)) {
        let tree: Root;
        try {
          tree = createPipeline(file.endsWith('.md') ? 'md' : 'mdx').parse(
            withoutFrontmatter(readFileSync(file, 'utf8')),
          );
        } catch {
          continue; // A page MDX refuses has no twin of this kind; the corpora test covers its diagnostic.
        }
        visit(tree, 'paragraph', (node: Paragraph) => {
          if (plainParagraph(node) !== undefined) plain++;
        });
        const url = `/${path.relative(dir, file).replace(/\.mdx?$/, '')}`;
        if (pageMarkdown(tree, url) !== pageMarkdown(tree, url, { plainParagraphs: false })) differ.push(url);
      }
      expect(differ).toEqual([]);
      // The fast path is really taken on these sites (a few hundred paragraphs at least).
      expect(plain).toBeGreaterThan(100);
    },
  );
});

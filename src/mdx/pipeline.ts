import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { recmaSafeComponents } from './recma-safe-components.js';
import { remarkAnchors } from './remark-anchors.js';
import { remarkCode } from './remark-code.js';
import { remarkComponents } from './remark-components.js';
import { remarkSnippets } from './remark-snippets.js';
import { remarkText } from './remark-text.js';

/**
 * The one MDX pipeline, in order. Syntax: GFM (tables, task lists, strikethrough, autolinks) and math.
 * Then, on the parsed page (positions are file positions: the frontmatter is blanked, not cut):
 * 1. snippets and imports are inlined, so everything after sees the whole page;
 * 2. components, images, expressions are checked (placeholders instead of silent loss);
 * 3. anchors: ids for headings and components, and the TOC, from one page-wide slugger;
 * 4. plain text for search (before code blocks turn into JSX);
 * 5. code blocks (Shiki), mermaid and math (KaTeX) are rendered at build time.
 * MDX then compiles to a `function-body` with the Preact JSX runtime; page components are wrapped so one
 * that throws does not fail the page.
 */
export function createPipeline(format: 'md' | 'mdx') {
  return createProcessor({
    format,
    outputFormat: 'function-body',
    jsxImportSource: 'preact',
    development: false,
    remarkPlugins: [remarkGfm, remarkMath, remarkSnippets, remarkComponents, remarkAnchors, remarkText, remarkCode],
    recmaPlugins: [recmaSafeComponents],
  });
}

export type Pipeline = ReturnType<typeof createPipeline>;

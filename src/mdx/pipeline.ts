import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { recmaClientCode } from './plugins/recma-client-code.js';
import { recmaSafeComponents } from './plugins/recma-safe-components.js';
import { remarkAnchors } from './plugins/remark-anchors.js';
import { remarkCode } from './code/remark-code.js';
import { remarkComponents } from './plugins/remark-components.js';
import { remarkGfmWithoutAutolinkLiterals } from './parse/remark-gfm-lite.js';
import { remarkSnippets } from './snippets/remark-snippets.js';
import { remarkText } from './plugins/remark-text.js';
import { remarkMarkdown } from './markdown/page-markdown.js';
import { rehypeStaticTree, type StaticTree } from './runtime/static-tree.js';
import { contextOf } from './compile-context.js';
import type { VFile } from 'vfile';

/** Keeps a page's static tree in its compile context (unless the compiler was told to compile every page). */
function keepStaticTree(file: VFile, tree: StaticTree): boolean {
  const ctx = contextOf(file);
  if (ctx.services.options.staticTrees === false) return false;
  ctx.tree = tree;
  return true;
}

/**
 * The one MDX pipeline, in order. Syntax (parse/): GFM (tables, task lists, strikethrough, autolinks) and math.
 * Then, on the parsed page (positions are file positions: the frontmatter is blanked, not cut):
 * 1. snippets/: snippets and imports are inlined, so everything after sees the whole page;
 * 2. plugins/: components, images, expressions are checked (placeholders instead of silent loss);
 * 3. plugins/: anchors, ids for headings and components, and the TOC, from one page-wide slugger;
 * 4. plugins/: plain text for search, and markdown/: the page as Markdown (before code blocks turn into JSX);
 * 5. code/: code blocks (Shiki), mermaid and math (KaTeX) are rendered at build time.
 * MDX then compiles to a `function-body` with the Preact JSX runtime, run by runtime/; page components are
 * wrapped (plugins/recma-safe-components) so one that throws does not fail the page. A page without code of its
 * own keeps its element tree instead and skips those stages (runtime/static-tree.ts).
 *
 * `autolinkLiterals: false` leaves out GFM autolink literals (a third of the parse time), for texts that
 * cannot contain one (see `mayHaveAutolinkLiteral`): the output is then the same.
 */
export function createPipeline(format: 'md' | 'mdx', options: { autolinkLiterals?: boolean; math?: boolean } = {}) {
  const gfm = options.autolinkLiterals === false ? remarkGfmWithoutAutolinkLiterals : remarkGfm;
  // Without math: the plain MDX + GFM reading, for a page that math syntax (`$` in prose) makes invalid.
  const syntax = options.math === false ? [gfm] : [gfm, remarkMath];
  return createProcessor({
    format,
    outputFormat: 'function-body',
    jsxImportSource: 'preact',
    development: false,
    remarkPlugins: [...syntax, remarkSnippets, remarkComponents, remarkAnchors, remarkText, remarkMarkdown, remarkCode],
    rehypePlugins: [[rehypeStaticTree, keepStaticTree]],
    recmaPlugins: [recmaSafeComponents, recmaClientCode],
  });
}

export type Pipeline = ReturnType<typeof createPipeline>;

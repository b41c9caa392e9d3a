import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { createPipeline, type Pipeline } from '../pipeline.js';
import { mayHaveAutolinkLiteral } from './remark-gfm-lite.js';

/** A parsed text and the processor to run the rest of the pipeline with. */
export interface ParsedPage {
  tree: Root;
  pipeline: Pipeline;
}

/**
 * Parses pages and snippets with the cheapest processor that gives the right tree. GFM autolink literals cost
 * about a third of the parse and can only occur in text (never in code, attributes or expressions), so a text
 * is parsed without them first (unless its prose outside code shows `@`, `www.` or `http(s)://`); only when a
 * text node of that tree holds one of these (or the parse fails) is it parsed again with full remark-gfm.
 * Without autolinks both parsers make the same tokens but for the autolink ones, and the autolink transform
 * only looks at text nodes, so the trees are equal. Both processors run the same plugins afterwards.
 */
export function createPageParser() {
  const full = { mdx: createPipeline('mdx'), md: createPipeline('md') };
  const lite = {
    mdx: createPipeline('mdx', { autolinkLiterals: false }),
    md: createPipeline('md', { autolinkLiterals: false }),
  };
  let plain: Record<'md' | 'mdx', Pipeline> | undefined;
  return {
    /** The plain MDX + GFM reading (no math), for a page Quire's reading fails on. */
    parsePlain(file: VFile, format: 'md' | 'mdx'): ParsedPage {
      plain ??= { mdx: createPipeline('mdx', { math: false }), md: createPipeline('md', { math: false }) };
      return { tree: plain[format].parse(file), pipeline: plain[format] };
    },
    parse(file: VFile, format: 'md' | 'mdx'): ParsedPage {
      // Prose that shows a trigger goes straight to the full parser. Otherwise the tree decides: escapes and
      // character references (`www\.x.com`, `&#64;`) make the characters the autolink transform looks for.
      if (!mayHaveAutolinkLiteral(proseOf(String(file.value)))) {
        try {
          const tree = lite[format].parse(file);
          if (!textMayHaveAutolinkLiteral(tree)) return { tree, pipeline: lite[format] };
        } catch {
          // A syntax error: the full parse below reports it.
        }
        // Messages must be those of one parse only.
        file.messages.length = 0;
      }
      return { tree: full[format].parse(file), pipeline: full[format] };
    },
  };
}

/** Fenced code blocks and code spans, roughly: only used to guess which parser to try first. */
const CODE = /^ *(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ *\1[`~]* *$|`[^`\n]+`/gm;

/** The text without (most of) its code, where autolink literals cannot be. */
function proseOf(text: string): string {
  return text.replace(CODE, '');
}

/** True when a text node of the tree may be (part of) an autolink literal. */
function textMayHaveAutolinkLiteral(node: { type: string; value?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'text') return typeof node.value === 'string' && mayHaveAutolinkLiteral(node.value);
  if (!node.children) return false;
  for (const child of node.children) if (textMayHaveAutolinkLiteral(child as typeof node)) return true;
  return false;
}

export type PageParser = ReturnType<typeof createPageParser>;

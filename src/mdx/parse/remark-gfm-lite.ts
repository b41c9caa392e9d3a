import remarkGfm from 'remark-gfm';
import type { Processor } from 'unified';

/**
 * GFM autolink literals (`www.x.com`, `https://x.com`, `a@b.co` in plain text) cost about a third of parsing
 * a page: the syntax extension tries an e-mail autolink at every letter and digit, and its tree transform
 * runs four regular expressions over every text node. Neither can match unless the text holds one of these.
 */
const AUTOLINK_LITERAL_TRIGGER = /@|www\.|https?:\/\//i;

/**
 * True when the value of a text node may hold (part of) a GFM autolink literal. Test text node values, not raw
 * source: escapes and character references (`www\.x.com`, `me&#64;x.co`) turn into these characters.
 */
export function mayHaveAutolinkLiteral(text: string): boolean {
  return AUTOLINK_LITERAL_TRIGGER.test(text);
}

/** Names of the autolink literal constructs in micromark-extension-gfm-autolink-literal. */
const AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

interface Construct {
  name?: string;
}
type ConstructMap = Record<string, Construct | Construct[] | null | undefined>;
interface FromMarkdownExtension {
  enter?: Record<string, unknown>;
  transforms?: unknown[];
}

/**
 * `remark-gfm` without autolink literals: when no text node of its tree passes `mayHaveAutolinkLiteral`, the
 * tree is the one `remark-gfm` gives, only made faster (tables, footnotes, strikethrough and task lists stay;
 * see createPageParser). The autolink constructs are taken out of remark-gfm's own extensions, so everything
 * else is exactly remark-gfm.
 */
export function remarkGfmWithoutAutolinkLiterals(this: Processor): void {
  remarkGfm.call(this as never);
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) =>
    withoutConstructs(extension as Record<string, ConstructMap>),
  );
  data.fromMarkdownExtensions = (data.fromMarkdownExtensions ?? []).map(function strip(extension): unknown {
    if (Array.isArray(extension)) return extension.map(strip);
    const ext = extension as FromMarkdownExtension;
    // Without the constructs no autolink token is ever made; the transform is what would still run.
    if (ext?.enter && 'literalAutolink' in ext.enter && ext.transforms) {
      const { transforms: _, ...rest } = ext;
      return rest;
    }
    return extension;
  });
}

function withoutConstructs(extension: Record<string, ConstructMap>): Record<string, ConstructMap> {
  const out: Record<string, ConstructMap> = {};
  for (const [hook, map] of Object.entries(extension)) {
    if (!map || typeof map !== 'object') {
      out[hook] = map;
      continue;
    }
    const kept: ConstructMap = {};
    for (const [code, value] of Object.entries(map)) {
      const list = (Array.isArray(value) ? value : value ? [value] : []).filter(
        (c) => !AUTOLINK_CONSTRUCTS.has(c?.name ?? ''),
      );
      // A code with no construct left must not be listed at all: listed codes end text data runs.
      if (list.length > 0) kept[code] = Array.isArray(value) ? list : list[0];
    }
    out[hook] = kept;
  }
  return out;
}

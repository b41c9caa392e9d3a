/**
 * What the link checker needs of one rendered page, as plain data a render worker sends back: the links written
 * in its source (with where), the ids its document has, and the levels of API fields it leaves out (whose ids
 * arrive with a shared fragment when a reader opens them).
 */
import type { PageLink } from '../mdx/types.js';
import { detachedStrings } from '../util/detached-strings.js';
import { unescapeHtml } from '../util/escape-html.js';

/** A left-out level of API fields: its shared fragment's URL (no base) and the anchor its fields go under. */
export interface LazyLevel {
  href: string;
  prefix: string;
}

/** One rendered page's links and ids (or a shared fragment's ids, with no links). */
export interface PageLinks {
  /** Where its relative links resolve from (no base): the page file's path as a URL, `/guides/index`. */
  from: string;
  /** Links written in the page and the snippets it includes, with their positions. */
  links: PageLink[];
  /** Every element id of the rendered document. */
  ids: string[];
  /** Left-out levels of API fields. */
  lazy?: LazyLevel[];
}

const ID_ATTRIBUTE = /\sid="([^"]*)"/g;
const LAZY_LEVEL = /\sdata-lazy-href="([^"]*)" data-lazy-prefix="([^"]*)"/g;

/**
 * The ids and left-out API levels of a rendered document, read from its HTML: every id the reader's browser can
 * scroll to, whichever component wrote it (headings, steps, a custom component's `<div id>`, API fields). One
 * regular-expression pass over the string the render just made (~0.1 ms for a 60 KB page), not a parse.
 */
export function documentTargets(html: string, base: string): { ids: string[]; lazy?: LazyLevel[] } {
  const ids = new Set<string>();
  for (const match of html.matchAll(ID_ATTRIBUTE)) ids.add(unescapeHtml(match[1]!));
  // Matches are cuts of `html`: held as they are, they would keep the whole page in memory.
  if (!html.includes('data-lazy-href')) return { ids: detachedStrings([...ids]) };
  const levels: string[] = [];
  for (const match of html.matchAll(LAZY_LEVEL)) {
    const href = unescapeHtml(match[1]!);
    levels.push(href.startsWith(base) ? `/${href.slice(base.length)}` : href, unescapeHtml(match[2]!));
  }
  const detached = detachedStrings(levels);
  const lazy: LazyLevel[] = [];
  for (let i = 0; i < detached.length; i += 2) lazy.push({ href: detached[i]!, prefix: detached[i + 1]! });
  return { ids: detachedStrings([...ids]), lazy };
}

/**
 * The ids of a page's fields: each one free on the page (`name`, else `name-1`…), past the ids of the layout and
 * of the page's own content.
 */
import { LAYOUT_IDS } from '../util/layout-ids.js';

/**
 * The anchors taken on a page before its first field: the ids of the layout's parts above the content, so that
 * a field named `content` is `#content-1` rather than a second `#content` (whose link lands on the article), and
 * the ids `taken` by the page's own content (`## Limit` above a query parameter `limit` makes it `#limit-1`).
 */
export function pageAnchors(taken: Iterable<string> = []): Set<string> {
  return new Set([...LAYOUT_IDS, ...taken]);
}

/** An id not yet taken on the page: `name`, else `name-1`, `name-2`… Whitespace becomes `-`. */
export function uniqueAnchor(ctx: { anchors: Set<string> }, wanted: string): string {
  const base = wanted.replace(/\s+/g, '-') || 'field';
  let anchor = base;
  for (let n = 1; ctx.anchors.has(anchor); n++) anchor = `${base}-${n}`;
  ctx.anchors.add(anchor);
  return anchor;
}

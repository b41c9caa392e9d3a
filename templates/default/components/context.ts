/**
 * What the built-in components get from the build for one page, and the small per-page state they share
 * (unique ids, the first View). Created fresh for every page render: nothing here outlives a page.
 */
import type { ComponentContext } from '../../../src/render/theme.js';

/** The context plus per-page helpers, shared by every component of one page. */
export interface ComponentEnv {
  ctx: ComponentContext;
  /** A page-unique id for ARIA wiring (`q-tabs-3`). */
  uid(prefix: string): string;
  /** An anchor id: `explicit` when given (the MDX compiler injects them), else a page-unique slug of `text`. */
  anchorId(text: string, explicit?: unknown, prefix?: string): string;
  /** Counts `<View>`s so only the first one is shown before scripts run. */
  nextViewIndex(): number;
}

/**
 * Lowercase, spaces to dashes, punctuation out: a fallback close to the compiler's heading slugs (§3.2) for
 * components whose id the compiler did not inject (hand-written JSX in snippets, custom components).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/[()[\]{}"'`!?,;:*+=<>|\\^~@$%]/g, '')
    .replace(/[\s.]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Creates the per-page environment: one per page render, so ids never collide across pages or leak. */
export function createComponentEnv(ctx: ComponentContext): ComponentEnv {
  const counters = new Map<string, number>();
  const usedIds = new Set<string>();
  let views = 0;
  return {
    ctx,
    uid(prefix) {
      const n = (counters.get(prefix) ?? 0) + 1;
      counters.set(prefix, n);
      return `${prefix}-${n}`;
    },
    anchorId(text, explicit, prefix = '') {
      if (typeof explicit === 'string' && explicit !== '') {
        usedIds.add(explicit);
        return explicit;
      }
      const stem = `${prefix}${slugify(text) || 'section'}`;
      let id = stem;
      for (let n = 2; usedIds.has(id); n++) id = `${stem}-${n}`;
      usedIds.add(id);
      return id;
    },
    nextViewIndex() {
      return views++;
    },
  };
}

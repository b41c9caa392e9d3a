/**
 * What the built-in components get from the build for one page, and the small per-page state they share
 * (unique ids, the first View's title). Created fresh for every page render: nothing here outlives a page.
 */
import type { ComponentContext } from '../../../src/render/theme.js';

/** The context plus per-page helpers, shared by every component of one page. */
export interface ComponentEnv {
  ctx: ComponentContext;
  /** A page-unique id for ARIA wiring (`q-tabs-3`). */
  uid(prefix: string): string;
  /** An anchor id: `explicit` when given (the MDX compiler injects them), else a page-unique slug of `text`. */
  anchorId(text: string, explicit?: unknown, prefix?: string): string;
  /**
   * Whether a `<View title>` shows before scripts run: the views with the first view's title (a page repeats its
   * set of views under each heading: every React view shows together).
   */
  viewShown(title: string): boolean;
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
  let firstView: string | undefined;
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
    viewShown(title) {
      firstView ??= title;
      return title === firstView;
    },
  };
}

/** Uniqueness checks for arrays (redirect sources, variation ids…) that run even when an item is invalid. */
import type { z } from 'zod';

/**
 * Refinement params that run the check even if items already failed: a duplicate is worth reporting alongside
 * a typo elsewhere in the array, rather than only after the typo is fixed.
 */
export const ALWAYS = { when: () => true };

/** Reports every item whose key (from `keyOf`, `undefined` to skip) repeats an earlier one. */
export function reportDuplicates(
  items: unknown,
  ctx: z.core.$RefinementCtx<unknown>,
  options: {
    keyOf: (item: unknown) => string | undefined;
    /** Path of the offending value inside the item (e.g. `['source']`). */
    at?: (string | number)[];
    message: (key: string, firstIndex: number) => string;
    hint: string;
  },
): void {
  if (!Array.isArray(items)) return;
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = options.keyOf(item);
    if (key === undefined) return;
    const first = seen.get(key);
    if (first === undefined) {
      seen.set(key, index);
      return;
    }
    ctx.addIssue({
      code: 'custom',
      input: key,
      path: [index, ...(options.at ?? [])],
      message: options.message(key, first),
      params: { hint: options.hint },
    });
  });
}

/** The string at `key` of an item, if the item is an object holding one. */
export function stringField(key: string): (item: unknown) => string | undefined {
  return (item) => {
    if (typeof item !== 'object' || item === null) return undefined;
    const value = (item as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : undefined;
  };
}

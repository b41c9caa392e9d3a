/**
 * Uniqueness checks of lists (schema/unique.ts): which items count, where a repeat is reported and with what.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALWAYS, reportDuplicates, stringField } from '../../../../src/config/schema/unique.js';

/** A list whose items' `source` strings must be unique, checked even when an item is invalid. */
const Sources = z.array(z.unknown()).superRefine(
  (items, ctx) =>
    reportDuplicates(items, ctx, {
      keyOf: stringField('source'),
      at: ['source'],
      message: (key, first) => `"${key}" repeats item ${first}`,
      hint: 'remove one.',
    }),
  ALWAYS,
);

describe('reportDuplicates with stringField', () => {
  it('reports each repeat at its own item, naming the first', () => {
    const issues = Sources.safeParse([{ source: '/a' }, { source: '/b' }, { source: '/a' }, { source: '/a' }]).error
      ?.issues;
    expect(issues?.map((i) => [i.path, i.message, (i as { params?: unknown }).params])).toEqual([
      [[2, 'source'], '"/a" repeats item 0', { hint: 'remove one.' }],
      [[3, 'source'], '"/a" repeats item 0', { hint: 'remove one.' }],
    ]);
  });

  it('skips items without a string key: missing, not a string, null, not an object', () => {
    const items = [{}, {}, { source: 5 }, { source: 5 }, null, null, '/a', '/a'];
    expect(Sources.safeParse(items).success).toBe(true);
  });

  it('ignores a value that is not a list', () => {
    const ctx = { addIssue: () => expect.fail('no issue expected') } as unknown as z.core.$RefinementCtx<unknown>;
    expect(() => reportDuplicates('x', ctx, { keyOf: () => 'k', message: () => '', hint: '' })).not.toThrow();
  });
});

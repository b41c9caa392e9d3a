/**
 * `fonts` (schema/fonts.ts, docs-json.md §1.3.2): one font for everything, separate heading and body fonts, or a
 * family with overrides (the lenient form real sites write); a self-hosted `source` needs its `format`.
 */
import { describe, expect, it } from 'vitest';
import { FontDetailsSchema, FontsSchema } from '../../../../src/config/schema/fonts.js';
import { errorsOf } from '../support/validate-text.js';

const SOURCE_NEEDS_FORMAT = {
  severity: 'error',
  rule: 'config-invalid-value',
  message: 'a font with a `source` also needs a `format`',
  hint: 'add "format": "woff2" (or "woff") next to "source".',
  file: 'docs.json',
};

describe('FontsSchema', () => {
  it.each([
    ['one family', { family: 'Inter', weight: 550 }],
    ['a self-hosted font with its format', { family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2' }],
    ['a heading font only', { heading: { family: 'Playfair Display' } }],
    ['a body font only', { body: { family: 'Inter' } }],
    ['a family with a heading override', { family: 'Inter', heading: { family: 'Playfair Display' } }],
  ])('accepts %s', (_what, fonts) => {
    expect(FontsSchema.safeParse(fonts).success).toBe(true);
  });

  it.each([
    ['nothing', {}],
    ['a weight and a heading font', { weight: 400, heading: { family: 'A' } }],
    // Only the missing family: the format a source lacks is not reported on top of it.
    ['a source and a body font', { source: '/f.woff2', body: { family: 'A' } }],
    ['a format and a heading font', { format: 'woff', heading: { family: 'A' } }],
  ])('wants a family for %s', async (_what, fonts) => {
    expect(await errorsOf({ fonts })).toEqual([
      {
        severity: 'error',
        rule: 'config-missing-key',
        message: 'missing required key "family"',
        hint: 'add "family": "…".',
        path: 'fonts',
        file: 'docs.json',
        line: 12,
        column: 12,
      },
    ]);
  });

  it('wants the format of a self-hosted font, at the top level and in a heading font', async () => {
    expect(await errorsOf({ fonts: { family: 'Inter', source: '/f.woff2' } })).toEqual([
      { ...SOURCE_NEEDS_FORMAT, path: 'fonts.format', line: 12, column: 12 },
    ]);
    expect(await errorsOf({ fonts: { heading: { family: 'X', source: '/x.woff' } } })).toEqual([
      { ...SOURCE_NEEDS_FORMAT, path: 'fonts.heading.format', line: 13, column: 16 },
    ]);
  });
});

describe('FontDetailsSchema', () => {
  it('takes a source with its format, and refuses one without', () => {
    expect(FontDetailsSchema.safeParse({ family: 'B', source: 'https://x.test/b.woff', format: 'woff' }).success).toBe(
      true,
    );
    expect(FontDetailsSchema.safeParse({ family: 'B', source: 'https://x.test/b.woff' }).error?.issues).toMatchObject([
      { code: 'custom', path: ['format'], message: 'a font with a `source` also needs a `format`' },
    ]);
  });
});

/** `fonts` (docs-json.md §1.3.2). */
import { z } from 'zod';

const fontFields = {
  /** Font family; any Google Fonts family loads automatically. */
  family: z.string().min(1).describe('Font family name; any Google Fonts family loads automatically.'),
  /** Weight, e.g. 400, or 550 for variable fonts. */
  weight: z.number().optional().describe('Font weight, e.g. `400` (variable fonts accept values like `550`).'),
  /** Self-hosted font file (URL or path); needs `format`. */
  source: z.string().optional().describe('URL or path of a self-hosted font file; requires `format`.'),
  /** Format of the `source` file. */
  format: z.enum(['woff', 'woff2']).optional().describe('Format of the `source` file: `woff` or `woff2`.'),
};

/** The reference schema's refine: a self-hosted font must say its format. */
function requireFormatWithSource<T extends z.ZodObject<typeof fontFields>>(schema: T): T {
  return schema.check((ctx) => {
    if (ctx.value.source !== undefined && ctx.value.format === undefined) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['format'],
        message: 'a font with a `source` also needs a `format`',
        params: { hint: 'add "format": "woff2" (or "woff") next to "source".' },
      });
    }
  });
}

/** One font: a Google Fonts family, or a self-hosted file with its format. */
export const FontDetailsSchema = requireFormatWithSource(z.object(fontFields)).describe(
  'A font: `family`, optional `weight`, and `source` + `format` for a self-hosted file.',
);

/**
 * One font for everything, optionally overridden for headings or body. Real sites (the Mintlify starter) mix
 * `family` with `heading` at one level; the reference schema rejects that, this one accepts it.
 */
const SingleFontSchema = requireFormatWithSource(
  z.object({
    ...fontFields,
    /** Font for headings, overriding `family` there. */
    heading: FontDetailsSchema.optional().describe('Font for headings (overrides `family` for headings).'),
    /** Font for body text, overriding `family` there. */
    body: FontDetailsSchema.optional().describe('Font for body text (overrides `family` for body text).'),
  }),
);

/** Separate heading and body fonts (strict: no other keys). */
const SplitFontsSchema = z.strictObject({
  /** Font for headings. */
  heading: FontDetailsSchema.optional().describe('Font for headings.'),
  /** Font for body text. */
  body: FontDetailsSchema.optional().describe('Font for body text.'),
});

/** Site fonts: one font, or separate heading and body fonts. */
export const FontsSchema = z
  .union([SingleFontSchema, SplitFontsSchema])
  .describe('Fonts: one font (`family`, …) for everything, or `{ heading, body }`.');

export type FontDetails = z.output<typeof FontDetailsSchema>;
export type Fonts = z.output<typeof FontsSchema>;

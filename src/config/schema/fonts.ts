/** `fonts` (docs-json.md §1.3.2). */
import { z } from 'zod';

/** Reports a self-hosted font without its format (the reference schema's refine). */
function requireFormatWithSource(
  font: { source?: unknown; format?: unknown },
  ctx: z.core.$RefinementCtx<unknown>,
): void {
  if (font.source !== undefined && font.format === undefined) {
    ctx.addIssue({
      code: 'custom',
      input: font,
      path: ['format'],
      message: 'a font with a `source` also needs a `format`',
      params: { hint: 'add "format": "woff2" (or "woff") next to "source".' },
    });
  }
}

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

/** One font: a Google Fonts family, or a self-hosted file with its format. */
export const FontDetailsSchema = z
  .object(fontFields)
  .superRefine(requireFormatWithSource)
  .describe('A font: `family`, optional `weight`, and `source` + `format` for a self-hosted file.');

/**
 * Site fonts: one font for everything (`family`…), separate `heading` and `body` fonts, or both — a family for
 * everything with a heading or body override. The reference schema is a strict union that rejects the mix, but
 * real sites (the Mintlify starter) write it, so one object with a check accepts all three forms.
 */
export const FontsSchema = z
  .object({
    ...fontFields,
    family: fontFields.family.optional(),
    /** Font for headings, overriding `family` there. */
    heading: FontDetailsSchema.optional().describe('Font for headings (overrides `family` for headings).'),
    /** Font for body text, overriding `family` there. */
    body: FontDetailsSchema.optional().describe('Font for body text (overrides `family` for body text).'),
  })
  .superRefine((fonts, ctx) => {
    const describesFont = fonts.weight !== undefined || fonts.source !== undefined || fonts.format !== undefined;
    if (fonts.family === undefined && (describesFont || (fonts.heading === undefined && fonts.body === undefined))) {
      ctx.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: ['family'] });
      return;
    }
    requireFormatWithSource(fonts, ctx);
  })
  .describe('Fonts: `family` (with `weight`, `source`, `format`) for everything, and/or `heading` and `body` fonts.');

export type FontDetails = z.output<typeof FontDetailsSchema>;
export type Fonts = z.output<typeof FontsSchema>;

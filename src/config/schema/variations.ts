/** `variations` (willow theme only; docs-json.md §1.1). */
import { z } from 'zod';
import { ALWAYS, reportDuplicates, stringField } from './unique.js';

/** Content variations readers switch between (`<Variation is="id">`). */
export const VariationsSchema = z
  .object({
    /** Variations; the first is the default. */
    options: z
      .array(
        z.object({
          /** Identifier used by `<Variation is="…">`. */
          id: z.string().min(1).describe('Identifier used by `<Variation is="…">`.'),
          /** Label in the switcher. */
          label: z.string().min(1).describe('Label in the switcher.'),
        }),
      )
      .min(1)
      .superRefine(
        (options, ctx) =>
          reportDuplicates(options, ctx, {
            keyOf: stringField('id'),
            at: ['id'],
            message: (id) => `the variation id "${id}" is used twice`,
            hint: 'give every variation its own id.',
          }),
        ALWAYS,
      )
      .describe('Variations in switcher order; the first is the default.'),
  })
  .describe('Content variations (willow theme only).');

export type Variations = z.output<typeof VariationsSchema>;

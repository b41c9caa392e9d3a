/** `variations` (willow theme only; docs-json.md §1.1). */
import { z } from 'zod';

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
      .check((ctx) => {
        const seen = new Set<string>();
        ctx.value.forEach((option, index) => {
          if (seen.has(option.id)) {
            ctx.issues.push({
              code: 'custom',
              input: option.id,
              path: [index, 'id'],
              message: `the variation id "${option.id}" is used twice`,
              params: { hint: 'give every variation its own id.' },
            });
          }
          seen.add(option.id);
        });
      })
      .describe('Variations in switcher order; the first is the default.'),
  })
  .describe('Content variations (willow theme only).');

export type Variations = z.output<typeof VariationsSchema>;

/** `interaction` and `metadata` (docs-json.md §1.1, §2.4). */
import { z } from 'zod';

/** Navigation interaction. */
export const InteractionSchema = z
  .object({
    /** Clicking a group opens its first page. */
    drilldown: z
      .boolean()
      .optional()
      .describe(
        '`true`: clicking a group opens its first page; `false`: only expands it. Default depends on the theme.',
      ),
  })
  .describe('Navigation interaction settings.');

/** Page metadata display. */
export const MetadataSchema = z
  .object({
    /** Show "last modified" on pages. */
    timestamp: z.boolean().optional().describe('Show the last-modified date on pages. Default `false`.'),
  })
  .describe('Page metadata display.');

export type Interaction = z.output<typeof InteractionSchema>;
export type Metadata = z.output<typeof MetadataSchema>;

/** `banner`: a site-wide announcement bar (docs-json.md §1.3.7). */
import { z } from 'zod';
import { HexColorSchema, LightDarkColorSchema } from './colors.js';

/** The announcement bar above the top bar. */
export const BannerSchema = z
  .object({
    /** Banner text; basic MDX (links, bold, italic). */
    content: z.string().min(1).describe('Banner text; basic MDX (links, bold, italic), no custom components.'),
    /** Whether readers can close it (remembered until the content changes). */
    dismissible: z
      .boolean()
      .optional()
      .describe('Let readers close the banner; remembered until the content changes. Default `false`.'),
    /** Colour scheme by severity; `color` overrides it. */
    type: z
      .enum(['info', 'warning', 'critical'])
      .optional()
      .describe('Severity style: `info` (default), `warning`, `critical`.'),
    /** Background colour; a single hex (documented) or one per mode. */
    color: z
      .union([HexColorSchema, LightDarkColorSchema])
      .optional()
      .describe('Background colour (overrides `type`): a hex colour, or `{ light, dark }`.'),
  })
  .describe('Announcement banner shown above the top bar.');

export type Banner = z.output<typeof BannerSchema>;

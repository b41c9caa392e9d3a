/** `appearance` (light/dark mode) and `background` (docs-json.md §1.1). */
import { z } from 'zod';
import { LightDarkColorSchema } from './colors.js';

/** Light/dark mode behaviour. */
export const AppearanceSchema = z
  .object({
    /** Mode shown first. */
    default: z
      .enum(['system', 'light', 'dark'])
      .optional()
      .describe('Mode shown first: `system` (default), `light`, `dark`.'),
    /** Hide the mode toggle. */
    strict: z.boolean().optional().describe('`true`: hide the light/dark toggle, so `default` is the only mode.'),
  })
  .describe('Light/dark mode settings.');

/** Page background. */
export const BackgroundSchema = z
  .object({
    /** Background image, one or one per mode. */
    image: z
      .union([
        z.string(),
        z.object({
          /** Image in light mode. */
          light: z.string().describe('Image in light mode.'),
          /** Image in dark mode. */
          dark: z.string().describe('Image in dark mode.'),
        }),
      ])
      .optional()
      .describe('Background image path or URL, or `{ light, dark }`.'),
    /** Decorative pattern. */
    decoration: z
      .enum(['gradient', 'grid', 'windows'])
      .optional()
      .describe('Decoration: `gradient`, `grid`, `windows`.'),
    /** Background colour per mode (strict). */
    color: LightDarkColorSchema.optional().describe('Background colour: `{ light, dark }` hex colours.'),
  })
  .describe('Page background: image, decoration and colour.');

export type Appearance = z.output<typeof AppearanceSchema>;
export type Background = z.output<typeof BackgroundSchema>;

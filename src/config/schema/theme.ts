/** The site theme (docs-json.md §1.2). */
import { z } from 'zod';

/** Every theme docs.json accepts; they share one schema (only `willow` adds `variations`). */
export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

/** The layout theme of the site. */
export const ThemeSchema = z
  .enum(THEMES)
  .describe(
    'Layout theme: `mint` (classic), `maple` (modern, clean), `palm` (deep customisation), `willow` (stripped-back), ' +
      '`linden` (retro terminal), `almond` (card-based), `aspen` (complex navigation), `luma` (clean, polished), ' +
      '`sequoia` (large-scale content).',
  );

export type Theme = z.output<typeof ThemeSchema>;

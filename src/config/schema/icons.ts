/** `icons`: the icon library every icon name comes from (docs-json.md §1.1, §1.5). */
import { z } from 'zod';

/** Icon libraries. */
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;

/** Icon settings. */
export const IconsSchema = z
  .object({
    /** The library icon names refer to. */
    library: z
      .enum(ICON_LIBRARIES)
      .describe('Icon library all icon names come from: `fontawesome` (default), `lucide`, `tabler`.'),
  })
  .describe('Icon library settings.');

export type Icons = z.output<typeof IconsSchema>;

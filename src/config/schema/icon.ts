/**
 * The icon value shared by navigation, navbar and contextual options (docs-json.md §1.5). Its own module so
 * that navbar.ts can use it and navigation.ts can use the navbar schema (language overrides) without a cycle.
 */
import { z } from 'zod';

/** Icon name from the site's icon library, or an object choosing the style and library. */
export const IconSchema = z
  .union([
    z.string(),
    z.object({
      name: z.string().describe('Icon name.'),
      style: z.string().optional().describe('Font Awesome style: `solid`, `regular`, `light`, `duotone`, `brands`…'),
      library: z.enum(['fontawesome', 'lucide', 'tabler']).optional().describe('Icon library.'),
    }),
  ])
  .describe('Icon: a name from the icon library, or `{ name, style, library }`.');

export type Icon = z.infer<typeof IconSchema>;

/** `search` (docs-json.md §1.1). */
import { z } from 'zod';

/** Search box settings. */
export const SearchSchema = z
  .object({
    /** Placeholder of the search box. */
    prompt: z.string().optional().describe('Placeholder text of the search box.'),
  })
  .describe('Search settings.');

export type Search = z.output<typeof SearchSchema>;

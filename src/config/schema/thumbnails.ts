/** `thumbnails`: generated social images (docs-json.md §1.3.4). */
import { z } from 'zod';

/** Generated Open Graph images (1200×630). */
export const ThumbnailsSchema = z
  .object({
    /** Light or dark image. */
    appearance: z.enum(['light', 'dark']).optional().describe('Image style: `light` or `dark`.'),
    /** Background image path or URL. */
    background: z.string().optional().describe('Background image path or URL (replaces only the background).'),
    /** Font of the title. */
    fonts: z
      .object({ family: z.string().describe('Google Fonts family.') })
      .optional()
      .describe('Font of the generated image (Google Fonts only).'),
  })
  .describe('Generated social preview images.');

export type Thumbnails = z.output<typeof ThumbnailsSchema>;

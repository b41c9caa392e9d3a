/** `errors`: the 404 page (docs-json.md §1.3.14). */
import { z } from 'zod';

/** Custom error pages. */
export const ErrorsSchema = z
  .object({
    /** The "page not found" behaviour. */
    '404': z
      .object({
        /** Redirect unknown URLs to the home page instead of showing a 404 page. */
        redirect: z
          .boolean()
          .optional()
          .describe('`true` (default): unknown URLs redirect to the home page; `false`: show a 404 page.'),
        /** Title of the 404 page. */
        title: z.string().optional().describe('Title of the 404 page.'),
        /** Text of the 404 page (MDX). */
        description: z.string().optional().describe('Text of the 404 page (MDX).'),
      })
      .optional()
      .describe('Page-not-found behaviour.'),
  })
  .describe('Error pages.');

export type Errors = z.output<typeof ErrorsSchema>;

/** `redirects` (docs-json.md §1.3.15). */
import { z } from 'zod';
import { LinkSchema } from './href.js';
import { ALWAYS, reportDuplicates, stringField } from './unique.js';

/** A line break, tab or other control character: a redirect's paths are written one rule per line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
const CONTROL = /[\u0000-\u001f\u007f]/;
const CONTROL_ERROR = 'a redirect path cannot hold a line break, a tab or another control character';

/** One redirect; Next.js-style `:param` and `*` wildcards are allowed. */
export const RedirectSchema = z.object({
  /** Old path. */
  source: z
    .string()
    .min(1)
    .refine((s) => !CONTROL.test(s), { error: CONTROL_ERROR })
    .describe(
      'Old path, e.g. `/beta/:slug*` (a query after `?` is never matched); a `#fragment` redirects in the browser.',
    ),
  /** New path or URL. */
  destination: LinkSchema.min(1)
    .refine((s) => !CONTROL.test(s), { error: CONTROL_ERROR })
    .describe('New path or URL, e.g. `/v2/:slug*`; may end with `#anchor`.'),
  /** 308 (true, default) or 307 (false). */
  permanent: z.boolean().optional().describe('`true` (default): permanent (308); `false`: temporary (307).'),
});

/** Redirects from old paths; sources must be unique. */
export const RedirectsSchema = z
  .array(RedirectSchema)
  .superRefine(
    (redirects, ctx) =>
      reportDuplicates(redirects, ctx, {
        keyOf: stringField('source'),
        at: ['source'],
        message: (source, first) => `the source "${source}" already has a redirect (redirects[${first}])`,
        hint: 'keep one redirect per source path.',
      }),
    ALWAYS,
  )
  .describe('Redirects from old paths to new ones; each source at most once.');

export type Redirect = z.output<typeof RedirectSchema>;

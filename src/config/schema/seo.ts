/** `seo`: metatags, per-path metatags, JSON-LD organisation, indexing (docs-json.md §1.3.8). */
import { z } from 'zod';
import { ALWAYS, reportDuplicates, stringField } from './unique.js';

/** Meta tags by name: `{ "og:image": "https://…" }`. */
export const MetatagsSchema = z
  .record(z.string(), z.string().min(1))
  .describe('Meta tags added to every page: name → content (e.g. `google-site-verification`, `og:image`).');

/** Meta tags for pages under one path. */
export const SeoPathSchema = z.object({
  /** Path prefix without leading or trailing slash, e.g. `guides/v2`. */
  path: z
    .string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !p.endsWith('/') && !p.split('/').some((s) => s === '.' || s === '..'), {
      error: 'expected a path without leading or trailing slash and without "." or ".." segments, like "guides/v2"',
    })
    .describe('Path prefix of the pages, without leading or trailing slash (e.g. `guides/v2`).'),
  /** Meta tags for those pages. */
  metatags: MetatagsSchema.describe('Meta tags for those pages (override the global ones).'),
});

/** JSON-LD Organization data. */
export const OrganizationSchema = z
  .object({
    /** JSON-LD `@id` (default `<origin>/#organization`). */
    id: z.string().optional().describe('JSON-LD `@id` (default `<origin>/#organization`).'),
    /** Organisation name (default: site name). */
    name: z.string().optional().describe('Organisation name (default: the site name).'),
    /** Registered legal name. */
    legalName: z.string().optional().describe('Registered legal name.'),
    /** Organisation home page. */
    url: z.string().optional().describe('Organisation home page URL.'),
    /** Logo URL (default: the docs logo). */
    logo: z.string().optional().describe('Logo URL (default: the docs logo).'),
    /** Profiles of the organisation elsewhere. */
    sameAs: z.array(z.string()).optional().describe('URLs of the organisation elsewhere (social profiles…).'),
  })
  .describe('JSON-LD Organization description.');

/** Search-engine settings. */
export const SeoSchema = z
  .object({
    /** Meta tags on every page. */
    metatags: MetatagsSchema.optional(),
    /** Meta tags per path prefix; longer paths win. */
    paths: z
      .array(SeoPathSchema)
      .optional()
      .superRefine(
        (paths, ctx) =>
          reportDuplicates(paths, ctx, {
            keyOf: stringField('path'),
            at: ['path'],
            message: (path) => `the path "${path}" is listed twice`,
            hint: 'merge the metatags of both entries into one.',
          }),
        ALWAYS,
      )
      .describe('Meta tags for pages under a path; the longest matching path wins.'),
    /** JSON-LD Organization. */
    organization: OrganizationSchema.optional(),
    /** Which pages go to the sitemap, search and llms.txt. */
    indexing: z
      .enum(['navigable', 'all'])
      .optional()
      .describe('`navigable` (default): only pages in the navigation are indexed; `all`: every page.'),
    /** Emit trailing-slash URLs. */
    trailingSlash: z
      .boolean()
      .optional()
      .describe('Use trailing-slash URLs in canonical links, sitemap and internal links. Default `false`.'),
  })
  .describe('Search-engine optimisation settings.');

export type Seo = z.output<typeof SeoSchema>;

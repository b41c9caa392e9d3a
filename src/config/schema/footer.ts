/** `footer`: social links and link columns (docs-json.md §1.3.6). */
import { z } from 'zod';
import { HttpsUrlSchema, SecureHrefSchema } from './href.js';

/** Social networks the footer has an icon for. */
export const SOCIAL_KEYS = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;

/** One link of a footer column. */
export const FooterLinkSchema = z.object({
  /** Link text. */
  label: z.string().min(1).describe('Link text.'),
  /** Where the link goes. */
  href: SecureHrefSchema.describe('Where the link goes: `/path`, `#anchor`, `mailto:` or `https://`.'),
});

/** A column of footer links. */
export const FooterColumnSchema = z.object({
  /** Column heading. */
  header: z.string().optional().describe('Column heading.'),
  /** Links of the column (at least one). */
  items: z.array(FooterLinkSchema).min(1).describe('Links of the column (at least one).'),
});

/** The page footer. */
export const FooterSchema = z
  .object({
    /** Social profile links by network. */
    socials: z
      .partialRecord(z.enum(SOCIAL_KEYS), HttpsUrlSchema)
      .optional()
      .describe(`Social profile links: network → https URL. Networks: ${SOCIAL_KEYS.join(', ')}.`),
    /** Up to four columns of links. */
    links: z.array(FooterColumnSchema).min(1).max(4).optional().describe('One to four columns of links.'),
  })
  .describe('Footer: `socials` icons and up to four `links` columns.');

export type Footer = z.output<typeof FooterSchema>;
export type FooterColumn = z.output<typeof FooterColumnSchema>;

/** `logo` and `favicon` (docs-json.md §1.1). */
import { z } from 'zod';
import { HrefSchema } from './href.js';

/** Logo image, one file or one per appearance mode. */
export const LogoSchema = z
  .union([
    z.string().min(3).describe('Path or URL of the logo image, used in both modes (include the extension).'),
    z.object({
      /** Logo shown in light mode. */
      light: z.string().describe('Path or URL of the logo shown in light mode.'),
      /** Logo shown in dark mode. */
      dark: z.string().describe('Path or URL of the logo shown in dark mode.'),
      /** Where clicking the logo goes (default: the home page). */
      href: HrefSchema.optional().describe('Where clicking the logo goes (default: the home page).'),
    }),
  ])
  .describe('Site logo: an image path, or `{ light, dark, href? }` for one image per mode.');

/** Favicon, one file or one per appearance mode (resized automatically). */
export const FaviconSchema = z
  .union([
    z.string().describe('Path or URL of the favicon, used in both modes.'),
    z.object({
      /** Favicon for light mode. */
      light: z.string().describe('Path or URL of the favicon for light mode.'),
      /** Favicon for dark mode. */
      dark: z.string().describe('Path or URL of the favicon for dark mode.'),
    }),
  ])
  .describe('Favicon: an image path, or `{ light, dark }`.');

export type Logo = z.output<typeof LogoSchema>;
export type Favicon = z.output<typeof FaviconSchema>;

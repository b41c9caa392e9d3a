/** `navbar`: links and the primary button of the top bar (docs-json.md §1.3.5). */
import { z } from 'zod';
import { HrefSchema } from './href.js';
import { IconSchema } from './icon.js';

/** Font Awesome styles (`IconType`). */
export const ICON_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const;

/** A brand link (GitHub or Discord) rendered with the brand's icon. */
function brandLink(type: 'github' | 'discord') {
  return z.object({
    /** Brand of the link. */
    type: z.literal(type).describe(`\`${type}\`: rendered with the ${type === 'github' ? 'GitHub' : 'Discord'} icon.`),
    /** Where the link goes. */
    href: HrefSchema.describe('Where the link goes.'),
    /** Optional text next to the icon. */
    label: z.string().optional().describe('Optional text next to the icon.'),
    /** Icon overriding the brand icon. */
    icon: IconSchema.optional(),
  });
}

/** A plain link in the top bar. */
const PlainNavbarLinkSchema = z.object({
  /** Link text. */
  label: z.string().describe('Link text.'),
  /** Where the link goes. */
  href: HrefSchema.describe('Where the link goes.'),
  /** Icon shown before the text. */
  icon: IconSchema.optional(),
  /** Font Awesome style of `icon` (documented, older form). */
  iconType: z.enum(ICON_STYLES).optional().describe('Font Awesome style of `icon` (`solid`, `regular`, …).'),
  /** Link kind; brand kinds have their own forms. */
  type: z.string().optional().describe('Link kind (`github`, `discord` render with the brand icon).'),
});

/** A link in the top bar. */
export const NavbarLinkSchema = z
  .union([brandLink('github'), brandLink('discord'), PlainNavbarLinkSchema])
  .describe('A top-bar link: `{ label, href, icon? }`, or `{ type: "github" | "discord", href, label? }`.');

/** The call-to-action at the right of the top bar. */
export const NavbarPrimarySchema = z
  .discriminatedUnion('type', [
    z.object({
      /** A button. */
      type: z.literal('button').describe('`button`: a button with a label.'),
      /** Button text. */
      label: z.string().describe('Button text.'),
      /** Where the button goes. */
      href: HrefSchema.describe('Where the button goes.'),
    }),
    brandLink('github'),
    brandLink('discord'),
  ])
  .describe('Primary call-to-action: `{ type: "button", label, href }` or `{ type: "github" | "discord", href }`.');

/** The top bar. */
export const NavbarSchema = z
  .object({
    /** Links in the top bar. */
    links: z.array(NavbarLinkSchema).optional().describe('Links shown in the top bar.'),
    /** The call-to-action button. */
    primary: NavbarPrimarySchema.optional(),
  })
  .describe('Top bar: `links` and a `primary` call-to-action.');

export type NavbarLink = z.output<typeof NavbarLinkSchema>;
export type NavbarPrimary = z.output<typeof NavbarPrimarySchema>;
export type Navbar = z.output<typeof NavbarSchema>;

/**
 * Colours: the site's `colors` key and the hex colour type shared by `background.color`, `banner.color` and
 * others (docs-json.md §1.1, §1.3.1).
 */
import { z } from 'zod';

/** `#rgb` or `#rrggbb`, the only colour syntax docs.json accepts. */
export const HEX_COLOR = /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/;

/** A hex colour such as `#16A34A` or `#fff`. */
export const HexColorSchema = z
  .string()
  .regex(HEX_COLOR, { error: 'expected a hex colour like "#16A34A" or "#fff"' })
  .describe('A hex colour: `#rrggbb` or `#rgb`.');

/** A colour per appearance mode; strict, as in the reference schema. */
export const LightDarkColorSchema = z
  .strictObject({
    /** Colour used in light mode. */
    light: HexColorSchema.optional().describe('Colour used in light mode.'),
    /** Colour used in dark mode. */
    dark: HexColorSchema.optional().describe('Colour used in dark mode.'),
  })
  .describe('A colour for light mode and one for dark mode; if only one is given it is used for both.');

/** The site's brand colours (strict: unknown keys are errors). */
export const ColorsSchema = z
  .strictObject({
    /** Emphasis colour, mostly used in light mode; used everywhere if it is the only one given. */
    primary: HexColorSchema.describe(
      'Emphasis colour, mostly used in light mode; used everywhere if it is the only colour given.',
    ),
    /** Emphasis colour in dark mode. */
    light: HexColorSchema.optional().describe('Emphasis colour in dark mode.'),
    /** Colour of buttons and hover states in both modes. */
    dark: HexColorSchema.optional().describe('Colour of buttons and hover states in both modes.'),
  })
  .describe('Brand colours: `primary` (required), `light` (emphasis in dark mode), `dark` (buttons, hover).');

export type HexColor = z.output<typeof HexColorSchema>;
export type LightDarkColor = z.output<typeof LightDarkColorSchema>;
export type Colors = z.output<typeof ColorsSchema>;

/** `styling`: eyebrows, code block themes, LaTeX (docs-json.md §1.3.3). */
import { z } from 'zod';

/**
 * Shiki themes a code block may use: the reference's list, the few more that Shiki bundles, and
 * `css-variables` (colours from `--mint-*` CSS variables).
 */
export const SHIKI_THEMES = [
  'andromeeda',
  'aurora-x',
  'ayu-dark',
  'ayu-light',
  'ayu-mirage',
  'catppuccin-frappe',
  'catppuccin-latte',
  'catppuccin-macchiato',
  'catppuccin-mocha',
  'css-variables',
  'dark-plus',
  'dracula',
  'dracula-soft',
  'everforest-dark',
  'everforest-light',
  'github-dark',
  'github-dark-default',
  'github-dark-dimmed',
  'github-dark-high-contrast',
  'github-light',
  'github-light-default',
  'github-light-high-contrast',
  'gruvbox-dark-hard',
  'gruvbox-dark-medium',
  'gruvbox-dark-soft',
  'gruvbox-light-hard',
  'gruvbox-light-medium',
  'gruvbox-light-soft',
  'horizon',
  'horizon-bright',
  'houston',
  'kanagawa-dragon',
  'kanagawa-lotus',
  'kanagawa-wave',
  'laserwave',
  'light-plus',
  'material-theme',
  'material-theme-darker',
  'material-theme-lighter',
  'material-theme-ocean',
  'material-theme-palenight',
  'min-dark',
  'min-light',
  'monokai',
  'night-owl',
  'night-owl-light',
  'nord',
  'one-dark-pro',
  'one-light',
  'plastic',
  'poimandres',
  'red',
  'rose-pine',
  'rose-pine-dawn',
  'rose-pine-moon',
  'slack-dark',
  'slack-ochin',
  'snazzy-light',
  'solarized-dark',
  'solarized-light',
  'synthwave-84',
  'tokyo-night',
  'vesper',
  'vitesse-black',
  'vitesse-dark',
  'vitesse-light',
] as const;

/** A Shiki theme name. */
export const ShikiThemeSchema = z.enum(SHIKI_THEMES).describe('A Shiki theme name, or `css-variables`.');

/** Code block appearance. */
export const CodeblocksSchema = z
  .union([
    z.enum(['system', 'dark']).describe('`system` (default): follow the site mode; `dark`: always dark.'),
    // Documented but missing from the reference schema: a bare theme name.
    ShikiThemeSchema,
    z.object({
      /** One theme, or one per mode. */
      theme: z
        .union([
          ShikiThemeSchema,
          z.object({
            /** Theme in light mode. */
            light: ShikiThemeSchema.describe('Theme in light mode.'),
            /** Theme in dark mode. */
            dark: ShikiThemeSchema.describe('Theme in dark mode.'),
          }),
        ])
        .optional()
        .describe('Shiki theme, or `{ light, dark }`.'),
      /** Extra syntax grammars. */
      languages: z
        .object({
          /** Paths to TextMate grammar JSON files. */
          custom: z.array(z.string()).optional().describe('Paths to TextMate grammar JSON files.'),
        })
        .optional()
        .describe('Extra languages for syntax highlighting.'),
    }),
  ])
  .describe('Code block theme: `system`, `dark`, a Shiki theme name, or `{ theme, languages }`.');

/** Visual details. */
export const StylingSchema = z
  .object({
    /** What appears above page titles. */
    eyebrows: z
      .enum(['section', 'breadcrumbs'])
      .optional()
      .describe('Above page titles: `section` (default, parent group name) or `breadcrumbs` (full path).'),
    /** Code block theme. */
    codeblocks: CodeblocksSchema.optional(),
    /** Force KaTeX CSS on (true) or off (false); detected by default. */
    latex: z
      .boolean()
      .optional()
      .describe('`true`: always load LaTeX styles; `false`: never; unset: load them where math is used.'),
  })
  .describe('Styling: eyebrows, code blocks, LaTeX.');

export type Codeblocks = z.output<typeof CodeblocksSchema>;
export type Styling = z.output<typeof StylingSchema>;

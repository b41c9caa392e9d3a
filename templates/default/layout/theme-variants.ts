/**
 * The nine docs.json themes grouped into layout families. The markup differs only where CSS cannot move things
 * (where the tabs and the logo sit); everything else is CSS keyed on `html[data-q-theme]`.
 */
export interface ThemeVariant {
  /** Theme name as written on `<html data-q-theme>`. */
  name: ThemeName;
  /**
   * `classic`: full-width header, sidebar below it. `split`: the sidebar runs the full height with the logo on
   * top and the header sits over the content. `card`: classic, with the content on a raised panel.
   * `terminal`: classic, monospace.
   */
  family: 'classic' | 'split' | 'card' | 'terminal';
  /** `bar`: a row under the navbar; `inline`: inside the navbar row; `sidebar`: a list at the top of the sidebar. */
  tabs: 'bar' | 'inline' | 'sidebar';
}

export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

const VARIANTS: Readonly<Record<ThemeName, Omit<ThemeVariant, 'name'>>> = {
  mint: { family: 'classic', tabs: 'bar' },
  maple: { family: 'classic', tabs: 'bar' },
  willow: { family: 'classic', tabs: 'inline' },
  linden: { family: 'terminal', tabs: 'bar' },
  palm: { family: 'split', tabs: 'sidebar' },
  aspen: { family: 'split', tabs: 'sidebar' },
  almond: { family: 'card', tabs: 'bar' },
  luma: { family: 'card', tabs: 'inline' },
  sequoia: { family: 'card', tabs: 'bar' },
};

/** The layout variant of a theme; an unknown name falls back to `mint` (config validation reports it). */
export function themeVariant(theme: string): ThemeVariant {
  const name = (THEME_NAMES as readonly string[]).includes(theme) ? (theme as ThemeName) : 'mint';
  return { name, ...VARIANTS[name] };
}

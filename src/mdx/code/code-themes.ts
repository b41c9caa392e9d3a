/** The light and dark Shiki themes a site's code blocks use (reference §1.3.3 `styling.codeblocks`). */
export interface CodeThemes {
  light: string;
  dark: string;
  /** Root-relative paths of custom TextMate grammars (`styling.codeblocks.languages.custom`). */
  customLanguages: string[];
}

export const DEFAULT_LIGHT_THEME = 'github-light';
export const DEFAULT_DARK_THEME = 'github-dark';
/** Name of the theme whose colours come from `--mint-*` CSS variables. */
export const CSS_VARIABLES_THEME = 'css-variables';

/**
 * Reads `styling.codeblocks`: `system` (default: a light and a dark theme), `dark` (the dark theme in both
 * modes), a bare theme name (the docs allow it), or `{ theme: name | {light, dark}, languages: {custom} }`.
 */
export function resolveCodeThemes(codeblocks: unknown): CodeThemes {
  const out: CodeThemes = { light: DEFAULT_LIGHT_THEME, dark: DEFAULT_DARK_THEME, customLanguages: [] };
  if (typeof codeblocks === 'string') {
    applyTheme(out, codeblocks);
    return out;
  }
  if (!codeblocks || typeof codeblocks !== 'object') return out;
  const { theme, languages } = codeblocks as { theme?: unknown; languages?: { custom?: unknown } };
  if (typeof theme === 'string') applyTheme(out, theme);
  else if (theme && typeof theme === 'object') {
    const { light, dark } = theme as { light?: unknown; dark?: unknown };
    if (typeof light === 'string' && light) out.light = light;
    if (typeof dark === 'string' && dark) out.dark = dark;
  }
  const custom = languages?.custom;
  if (Array.isArray(custom)) out.customLanguages = custom.filter((p): p is string => typeof p === 'string');
  return out;
}

function applyTheme(out: CodeThemes, value: string): void {
  if (value === 'system' || value === '') return;
  if (value === 'dark') {
    out.light = DEFAULT_DARK_THEME;
    return;
  }
  out.light = value;
  out.dark = value;
}

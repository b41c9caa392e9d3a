import { flatTokenVariants, type ThemedToken, type ThemeRegistrationResolved } from 'shiki';

/**
 * A light and a dark theme folded into one, so a code block is tokenized once instead of once per theme
 * (Shiki's dual-theme path runs the whole TextMate tokenizer for each theme, then splits tokens at the union of
 * both themes' boundaries).
 *
 * It only works when the two themes have the same rule structure: the same scope selectors in the same order,
 * each setting the same fields (foreground, background) and the same font style. Then the TextMate matcher
 * picks the same rule in both themes for every scope stack, field by field, and a theme whose colours are
 * stand-ins for the (light, dark) colour pairs picks the same rule too. Tokens of that theme are split exactly
 * where a light or a dark colour changes, so mapping each stand-in colour back to its pair gives the very
 * tokens and styles of the dual-theme output. github-light/github-dark, the default pair, qualify, as does any
 * theme paired with itself (`dark`, or one named theme).
 */
export interface MergedTheme {
  /** The stand-in theme to register with the highlighter and tokenize with. */
  theme: ThemeRegistrationResolved;
  /** A single-theme token turned into the token the dual-theme path would have produced. */
  toDualToken(token: ThemedToken): ThemedToken;
}

/** Font style bits as vscode-textmate parses them; -1 = not set. */
function parseFontStyle(value: unknown): number {
  if (typeof value !== 'string') return -1;
  let bits = 0;
  for (const part of value.split(' ')) {
    if (part === 'italic') bits |= 1;
    else if (part === 'bold') bits |= 2;
    else if (part === 'underline') bits |= 4;
    else if (part === 'strikethrough') bits |= 8;
  }
  return bits;
}

/** vscode-textmate ignores colours that are not hex: such a field counts as unset. */
function hexColor(value: unknown): string | undefined {
  return typeof value === 'string' && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value)
    ? value.toUpperCase()
    : undefined;
}

/** Colours vscode-textmate uses when no rule sets a default (its colour map stores them upper-cased). */
const TEXTMATE_DEFAULT_FOREGROUND = '#000000';
const TEXTMATE_DEFAULT_BACKGROUND = '#FFFFFF';

/**
 * Folds `light` and `dark` (as the highlighter resolved them) into one theme named `name`, or returns
 * undefined when their rules differ in structure (the caller keeps Shiki's dual-theme path then).
 */
export function mergeThemes(
  light: ThemeRegistrationResolved,
  dark: ThemeRegistrationResolved,
  name: string,
): MergedTheme | undefined {
  const lightRules = light.settings ?? [];
  const darkRules = dark.settings ?? [];
  if (lightRules.length !== darkRules.length) return undefined;

  // Stand-in colours: one per distinct (light, dark) pair, for foregrounds and backgrounds alike (they share
  // the colour map). vscode-textmate's own defaults map to themselves, so they must not be used as stand-ins.
  const pairs = new Map<string, string>();
  const foregrounds = new Map<string, { light: string; dark: string }>([
    [TEXTMATE_DEFAULT_FOREGROUND, { light: TEXTMATE_DEFAULT_FOREGROUND, dark: TEXTMATE_DEFAULT_FOREGROUND }],
  ]);
  let next = 1;
  const standIn = (a: string, b: string): string => {
    const key = `${a}\u0000${b}`;
    let color = pairs.get(key);
    if (!color) {
      do color = `#${(next++).toString(16).padStart(6, '0').toUpperCase()}`;
      while (color === TEXTMATE_DEFAULT_BACKGROUND);
      pairs.set(key, color);
    }
    return color;
  };

  const settings: ThemeRegistrationResolved['settings'] = [];
  for (let i = 0; i < lightRules.length; i++) {
    const l = lightRules[i]!;
    const d = darkRules[i]!;
    if (JSON.stringify(l.scope ?? null) !== JSON.stringify(d.scope ?? null)) return undefined;
    const fontStyle = parseFontStyle(l.settings?.fontStyle);
    if (fontStyle !== parseFontStyle(d.settings?.fontStyle)) return undefined;
    const lf = hexColor(l.settings?.foreground);
    const df = hexColor(d.settings?.foreground);
    const lb = hexColor(l.settings?.background);
    const db = hexColor(d.settings?.background);
    if (!lf !== !df || !lb !== !db) return undefined;
    let foreground: string | undefined;
    if (lf && df) {
      foreground = standIn(lf, df);
      foregrounds.set(foreground, { light: lf, dark: df });
    }
    const background = lb && db ? standIn(lb, db) : undefined;
    const rule = {
      ...(l.scope !== undefined ? { scope: l.scope } : {}),
      settings: {
        ...(typeof l.settings?.fontStyle === 'string' ? { fontStyle: l.settings.fontStyle } : {}),
        ...(foreground ? { foreground } : {}),
        ...(background ? { background } : {}),
      },
    };
    settings.push(rule);
  }

  // What the dual-theme path prints: the colour-map colour after the theme's replacements (`css-variables`
  // turns its placeholder colours back into `var(--mint-…)` this way).
  const replace = (color: string, replacements: Record<string, string> | undefined): string =>
    replacements?.[color.toLowerCase()] ?? color;
  const styles = new Map<string, Record<string, string>>();
  const toDualToken = (token: ThemedToken): ThemedToken => {
    const fontStyle = token.fontStyle ?? 0;
    const key = `${token.color ?? ''}\u0000${fontStyle}`;
    let htmlStyle = styles.get(key);
    if (!htmlStyle) {
      const pair = token.color ? foregrounds.get(token.color.toUpperCase()) : undefined;
      const variant = (color: string | undefined) => ({ ...(color ? { color } : {}), fontStyle });
      const flat = flatTokenVariants(
        {
          content: '',
          offset: 0,
          variants: {
            light: variant(pair ? replace(pair.light, light.colorReplacements) : undefined),
            dark: variant(pair ? replace(pair.dark, dark.colorReplacements) : undefined),
          },
        },
        ['light', 'dark'],
        '--shiki-',
        false,
        'css-vars',
      );
      htmlStyle = flat.htmlStyle ?? {};
      styles.set(key, htmlStyle);
    }
    return { content: token.content, offset: token.offset, htmlStyle };
  };

  const theme: ThemeRegistrationResolved = {
    name,
    type: dark.type,
    fg: light.fg,
    bg: light.bg,
    settings,
    colorReplacements: {},
  };
  return { theme, toDualToken };
}

/**
 * The background a code block takes from its Shiki theme. With the default GitHub themes a block sits on the
 * site's own code background; any other theme (`styling.codeblocks`: `dark`, `dracula`, a light/dark pair)
 * brings its background to the whole block (header and tab row included), and a dark background in light mode
 * (or a light one in dark mode) switches the block's text colours so its title and tabs stay readable.
 */
import type { VNode } from 'preact';

const DEFAULT_THEMES = { light: 'github-light', dark: 'github-dark' } as const;

/** Attributes for the element wrapping a block (or a group of blocks): nothing for the default themes. */
export type CodeSurface = Record<string, string>;

/** Reads Shiki's `<pre class="shiki shiki-themes light dark" style="--shiki-light-bg:…">`. */
export function codeSurface(pre: VNode<Record<string, unknown>> | undefined): CodeSurface {
  if (!pre) return {};
  const className =
    typeof pre.props.className === 'string'
      ? pre.props.className
      : typeof pre.props.class === 'string'
        ? pre.props.class
        : '';
  const style = typeof pre.props.style === 'string' ? pre.props.style : '';
  const names = themeNames(className);
  if (!names) return {};
  const surface: CodeSurface = {};
  const vars: string[] = [];
  for (const mode of ['light', 'dark'] as const) {
    if (names[mode] === DEFAULT_THEMES[mode]) continue;
    const bg = new RegExp(`--shiki-${mode}-bg:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(style)?.[1];
    if (!bg) continue;
    const tone = toneOf(bg);
    if (!tone) continue;
    vars.push(`--q-code-${mode}-bg:${bg}`);
    surface[`data-code-${mode}`] = tone;
  }
  if (vars.length) surface.style = vars.join(';');
  return surface;
}

function themeNames(className: string): { light: string; dark: string } | undefined {
  const parts = className.split(/\s+/).filter(Boolean);
  if (!parts.includes('shiki')) return undefined;
  const dual = parts.indexOf('shiki-themes');
  if (dual !== -1 && parts[dual + 1] && parts[dual + 2]) return { light: parts[dual + 1]!, dark: parts[dual + 2]! };
  const single = parts.find((p) => p !== 'shiki' && p !== 'shiki-themes');
  return single ? { light: single, dark: single } : undefined;
}

/** `dark` or `light` by relative luminance; undefined for a colour that cannot be read. */
export function toneOf(hex: string): 'dark' | 'light' | undefined {
  const luminance = relativeLuminance(hex);
  if (luminance === undefined) return undefined;
  return luminance < 0.3 ? 'dark' : 'light';
}

/** WCAG relative luminance of a `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour (alpha ignored); undefined otherwise. */
export function relativeLuminance(hex: string): number | undefined {
  let digits = hex.trim().replace(/^#/, '');
  if (!/^[0-9a-f]+$/i.test(digits)) return undefined;
  if (digits.length === 3 || digits.length === 4) digits = [...digits.slice(0, 3)].map((d) => d + d).join('');
  if (digits.length !== 6 && digits.length !== 8) return undefined;
  const [r, g, b] = [0, 2, 4]
    .map((i) => Number.parseInt(digits.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

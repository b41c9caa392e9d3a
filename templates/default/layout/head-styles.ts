import type { SiteChrome } from '../../../src/render/page-data.js';
import { relativeLuminance } from '../components/code-surface.js';
import { cssValue } from './shared.js';

/** After a configured family, so text never waits on a missing font (base.css defines the system stack). */
const SYSTEM_SANS = 'var(--q-font-system)';

type FontDetails = NonNullable<NonNullable<SiteChrome['fonts']>['body']>;

function cssString(value: string): string {
  return `"${value.replace(/["\\<>\n]/g, '')}"`;
}

function fontFace(font: FontDetails): string {
  if (!font.source) return '';
  const format = font.format ?? (font.source.endsWith('.woff') ? 'woff' : 'woff2');
  const weight = font.weight ? `font-weight:${font.weight};` : 'font-weight:100 900;';
  return `@font-face{font-family:${cssString(font.family)};src:url(${cssString(font.source)}) format(${cssString(format)});${weight}font-display:swap}`;
}

/**
 * The text colour of a button filled with a `#rgb`/`#rrggbb` colour: white while it keeps 3:1 (the button's text
 * is bold, and brand buttons are white-lettered), else whichever of white and the theme's near-black reads better.
 */
export function textOn(color: string): string | undefined {
  // `#rgb`/`#rrggbb` only: a translucent brand colour says nothing of what is behind it.
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color.trim())) return undefined;
  const luminance = relativeLuminance(color);
  if (luminance === undefined) return undefined;
  // WCAG contrast against white (1) and against #0b0c0f (about 0.0036).
  const onWhite = 1.05 / (luminance + 0.05);
  return onWhite >= 3 || onWhite >= (luminance + 0.05) / 0.0536 ? '#fff' : '#0b0c0f';
}

/**
 * The per-site CSS written inline in the head: brand colours, fonts and background. Fonts are never fetched from
 * a font service: a family with a `source` gets an `@font-face` on that file; a bare family name is used if the
 * reader has it installed, with the system stack behind it.
 */
export function siteStyles(site: SiteChrome): string {
  const primary = cssValue(site.colors.primary);
  const light = cssValue(site.colors.light ?? site.colors.primary);
  const dark = cssValue(site.colors.dark ?? site.colors.primary);
  const rules: string[] = [];
  const root = [`--q-primary:${primary}`, `--q-primary-light:${light}`, `--q-primary-dark:${dark}`];
  // Buttons filled with the dark brand colour: their text is white or near-black, whichever reads (a light
  // brand such as #A8FF53 gave white text at 1.2:1).
  const onDark = textOn(site.colors.dark ?? site.colors.primary);
  if (onDark) root.push(`--q-on-primary-dark:${onDark}`);
  // docs.json: `light` is the emphasis colour in dark mode, so dark mode reads it through --q-primary.
  const darkRoot = [`--q-primary:${light}`];

  const fonts = site.fonts;
  if (fonts?.body) {
    rules.push(fontFace(fonts.body));
    root.push(`--q-site-font-sans:${cssString(fonts.body.family)}, ${SYSTEM_SANS}`);
    if (fonts.body.weight) root.push(`--q-font-weight-body:${fonts.body.weight}`);
  }
  if (fonts?.heading) {
    if (fonts.heading.source !== fonts.body?.source || fonts.heading.family !== fonts.body?.family)
      rules.push(fontFace(fonts.heading));
    root.push(`--q-site-font-heading:${cssString(fonts.heading.family)}, ${SYSTEM_SANS}`);
    if (fonts.heading.weight) root.push(`--q-font-weight-heading:${fonts.heading.weight}`);
  }

  // Site values go in --q-site-* properties that every theme reads first, so they win over theme defaults.
  const background = site.background;
  if (background?.color?.light) root.push(`--q-site-bg:${cssValue(background.color.light)}`);
  if (background?.color)
    darkRoot.push(`--q-site-bg:${background.color.dark ? cssValue(background.color.dark) : 'initial'}`);
  if (background?.image) {
    root.push(`--q-bg-image:url(${cssString(background.image.light)})`);
    darkRoot.push(`--q-bg-image:url(${cssString(background.image.dark)})`);
  }

  rules.unshift(`:root{${root.join(';')}}`, `html[data-theme="dark"]{${darkRoot.join(';')}}`);
  return rules.filter(Boolean).join('\n');
}

/**
 * The script that picks light or dark before the first paint (no flash): the reader's saved choice unless the
 * site is strict, else `appearance.default`, else the system preference. It also hides a banner the reader
 * already dismissed, and marks the document as scripted so JavaScript-only controls show.
 */
export function themeScript(site: SiteChrome): string {
  const settings = JSON.stringify({
    d: site.appearance.default,
    s: site.appearance.strict,
    b: site.banner?.dismissible ? site.banner.id : null,
  }).replace(/</g, '\\u003c');
  return `(function(){var c=${settings},e=document.documentElement;e.classList.add("q-js");try{var t=c.s?null:localStorage.getItem("quire-theme");if(t!=="light"&&t!=="dark")t=c.d!=="system"?c.d:matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";e.setAttribute("data-theme",t);if(c.b&&localStorage.getItem("quire-banner-dismissed")===c.b)e.setAttribute("data-banner-dismissed","")}catch(x){}})();`;
}

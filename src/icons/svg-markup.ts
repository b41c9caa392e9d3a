/** Turning icon files into inline markup: one place that decides attributes, sizes and escaping. */
import { escapeAttribute } from '../util/escape-html.js';

export interface IconMarkupOptions {
  /** Pixel size of the square the icon fills; `1em` when absent so the icon follows the text size. */
  size?: number;
  /** Any CSS colour; the SVGs paint with `currentColor`, so this sets `color`. */
  color?: string;
  /** Extra classes after `q-icon`. */
  className?: string;
}

/** The library icon an SVG file draws: it names the icon's classes (`q-icon-lucide q-icon-lucide-house`). */
export interface SvgIconName {
  /** The icon library (`fontawesome`, `lucide`, `tabler`). */
  library: string;
  /** The library's own name for the icon. */
  name: string;
}

/** Drawing attributes worth keeping from the source `<svg>`; the rest (class, width, height) are ours. */
const KEPT_ATTRIBUTES = new Set(['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']);

function sizeAndStyle(options: IconMarkupOptions): string {
  const size = options.size !== undefined ? String(options.size) : '1em';
  const style = options.color ? ` style="color:${escapeAttribute(options.color)}"` : '';
  return ` width="${size}" height="${size}"${style}`;
}

function classes(base: string, options: IconMarkupOptions): string {
  return escapeAttribute(options.className ? `${base} ${options.className}` : base);
}

/**
 * Rewrites a library SVG file into compact inline markup: comments and the XML prolog go, the root keeps only
 * its drawing attributes, and gets our class, size and `aria-hidden` (icons here are decorative; the text next
 * to them carries the meaning).
 */
export function inlineSvg(source: string, icon: SvgIconName, options: IconMarkupOptions): string {
  const { library, name } = icon;
  const cleaned = source
    .replace(/<\?xml[^>]*\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // Tabler pads every icon with an invisible 24×24 path: it only costs bytes.
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/g, '')
    .trim();
  const open = /^<svg\b([^>]*)>/.exec(cleaned);
  if (!open) return placeholderSvg(name, options);
  let viewBox = '';
  const drawing: string[] = [];
  for (const match of (open[1] ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) {
    if (match[1] === 'viewBox') viewBox = ` viewBox="${match[2]}"`;
    else if (KEPT_ATTRIBUTES.has(match[1]!)) drawing.push(`${match[1]}="${match[2]}"`);
  }
  let body = cleaned
    .slice(open[0].length)
    .replace(/<\/svg>\s*$/, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+\/>/g, '/>')
    .trim();
  // Drawing attributes go on a group: a stylesheet rule like `svg { fill: currentColor }` would beat them on the
  // root and fill Lucide's outlines, but not a group's own attributes.
  if (drawing.length > 0) body = `<g ${drawing.join(' ')}>${body}</g>`;
  const cls = classes(`q-icon q-icon-${library} q-icon-${library}-${name}`, options);
  return `<svg xmlns="http://www.w3.org/2000/svg"${viewBox} class="${cls}"${sizeAndStyle(options)} aria-hidden="true" focusable="false">${body}</svg>`;
}

/** An image icon (URL or project file): `<img>` with an empty alt, the adjacent text names it. */
export function imageIcon(src: string, options: IconMarkupOptions): string {
  const size = options.size !== undefined ? String(options.size) : undefined;
  const dims = size ? ` width="${size}" height="${size}"` : '';
  return `<img src="${escapeAttribute(src)}" class="${classes('q-icon q-icon-image', options)}"${dims} alt="" loading="lazy" decoding="async">`;
}

/** The neutral mark shown for an icon that does not exist: keeps the layout without pretending. */
export function placeholderSvg(name: string, options: IconMarkupOptions): string {
  const cls = classes('q-icon q-icon-missing', options);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ` +
    `class="${cls}"${sizeAndStyle(options)} aria-hidden="true" focusable="false" data-icon="${escapeAttribute(name)}">` +
    `<rect x="4" y="4" width="16" height="16" rx="4" fill="none" stroke="currentColor" stroke-width="2" stroke-dasharray="3 3" opacity=".5"/></svg>`
  );
}

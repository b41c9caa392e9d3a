import type { PageData } from '../../../src/render/page-data.js';

/** A stylesheet or script a page links to, as a final href. */
export interface PageAsset {
  href: string;
  /**
   * `module`: an ES module script of the theme. `prefetch`: a big bundle the components script loads itself
   * when it is needed (mermaid, when a diagram nears the viewport); fetched early at low priority, never run
   * eagerly, so it does not hold up the page's other scripts.
   */
  type: 'module' | 'prefetch';
}

/** True when the page body needs KaTeX styles (`math`; `katex` is accepted as a synonym). */
function usesMath(data: PageData): boolean {
  return data.features.includes('math') || data.features.includes('katex');
}

/** True for an endpoint page with a playground or a channel page with a console: the only pages that load the island. */
export function hasPlayground(data: PageData): boolean {
  const api = data.api;
  if (api?.kind === 'channel') return api.console !== undefined;
  if (api?.kind !== 'operation') return false;
  return api.playground.display !== 'none' && Boolean(api.playground.file || api.playground.inline);
}

/**
 * The theme's stylesheets for a page: the theme, and KaTeX only where math is used. The project's own styles
 * (`site.userStyles`) come after them in the document so they win.
 */
export function pageStyles(data: PageData): string[] {
  const base = data.site.assetsBase;
  const styles = [`${base}quire.css`];
  if (usesMath(data)) styles.push(`${base}vendor/katex/katex.min.css`);
  return styles;
}

/**
 * The theme's scripts for a page, in execution order: the layout script, the components script, and on pages
 * with diagrams a prefetch of mermaid's bundle. The project's scripts (`site.userScripts`) follow them. None
 * blocks the first paint.
 */
export function pageScripts(data: PageData): PageAsset[] {
  const base = data.site.assetsBase;
  const scripts: PageAsset[] = [];
  scripts.push({ href: `${base}layout/index.js`, type: 'module' });
  scripts.push({ href: `${base}components/index.js`, type: 'module' });
  if (data.features.includes('mermaid')) scripts.push({ href: `${base}vendor/mermaid.min.js`, type: 'prefetch' });
  if (hasPlayground(data)) scripts.push({ href: `${base}playground.js`, type: 'module' });
  if (data.features.includes('islands')) scripts.push({ href: `${base}islands.js`, type: 'module' });
  return scripts;
}

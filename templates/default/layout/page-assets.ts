import type { PageData } from '../../../src/render/page-data.js';

/** A stylesheet or script a page links to, as a final href. */
export interface PageAsset {
  href: string;
  /** `module` for the theme's ES module scripts, `classic` for bundles that define globals (mermaid). */
  type?: 'module' | 'classic';
}

/** True when the page body needs KaTeX styles (`math`; `katex` is accepted as a synonym). */
function usesMath(data: PageData): boolean {
  return data.features.includes('math') || data.features.includes('katex');
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
 * The theme's scripts for a page, in execution order: mermaid's bundle only on pages with diagrams (it defines
 * the `mermaid` global the components script uses), the layout script, then the components script. The project's
 * scripts (`site.userScripts`) follow them. All are deferred, so none blocks the first paint.
 */
export function pageScripts(data: PageData): PageAsset[] {
  const base = data.site.assetsBase;
  const scripts: PageAsset[] = [];
  if (data.features.includes('mermaid')) scripts.push({ href: `${base}vendor/mermaid.min.js`, type: 'classic' });
  scripts.push({ href: `${base}layout/index.js`, type: 'module' });
  scripts.push({ href: `${base}components/index.js`, type: 'module' });
  return scripts;
}

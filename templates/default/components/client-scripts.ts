/**
 * Which client scripts and stylesheets a page's components need. Paths are relative to the theme's
 * `client/` folder, which the layout serves at `assetsBase` (so `components/tabs.js` →
 * `${assetsBase}components/tabs.js`); each is loaded with `<script type="module">`.
 */

/** The component stylesheet, relative to the theme folder (`templates/default/`). */
export const COMPONENT_STYLESHEET = 'styles/components.css';

/** Feature → script. `core.js` (copy, zoom, hash-opened details, tooltips) is on every page. */
const FEATURE_SCRIPTS: Readonly<Record<string, string>> = {
  tabs: 'components/tabs.js',
  tree: 'components/tree.js',
  updates: 'components/updates.js',
  views: 'components/views.js',
  mermaid: 'components/mermaid.js',
};

/**
 * Lists the component scripts a page needs, given the features its components recorded (`ctx.features`,
 * or `PageData.features`). Order is stable; core first.
 */
export function componentScripts(features: Iterable<string>): string[] {
  const wanted = new Set(features);
  const scripts = ['components/core.js'];
  for (const [feature, script] of Object.entries(FEATURE_SCRIPTS)) if (wanted.has(feature)) scripts.push(script);
  return scripts;
}

/** Every component script, for copying the theme's client files into the output once per build. */
export function allComponentScripts(): string[] {
  return ['components/core.js', ...Object.values(FEATURE_SCRIPTS)];
}

/**
 * The client side of the built-in components. Paths are relative to the theme's `client/` folder, which the
 * layout serves at `assetsBase`. One module entry (`components/index.js`, a few KB in all) is loaded on every
 * page; each part looks for its components and does nothing without them. Mermaid's bundle is separate: the
 * Mermaid part loads `${assetsBase}vendor/mermaid.min.js` only when a diagram nears the viewport (unless the
 * layout already put it on the page).
 */

/** The component stylesheet, relative to the theme folder (`templates/default/`). */
export const COMPONENT_STYLESHEET = 'styles/components.css';

/** The module entry that pulls in every component script. */
export const COMPONENT_SCRIPT_ENTRY = 'components/index.js';

/**
 * Lists the component scripts a page needs (`<script type="module" src="${assetsBase}${path}">`), given the
 * features its components recorded in `ctx.features` (`PageData.features`). Today that is always the one entry;
 * the parameter keeps the door open for splitting without touching the layout.
 */
export function componentScripts(features: Iterable<string>): string[] {
  void features;
  return [COMPONENT_SCRIPT_ENTRY];
}

/** Vendor files the component features need in the output (`vendor/...` under `assetsBase`). */
export function componentVendorFiles(features: Iterable<string>): string[] {
  const wanted = new Set(features);
  const files: string[] = [];
  if (wanted.has('mermaid')) files.push('vendor/mermaid.min.js');
  if (wanted.has('math')) files.push('vendor/katex/katex.min.css');
  return files;
}

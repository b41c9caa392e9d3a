/**
 * The default Quire theme. The pipeline imports only this module, and from it only `defaultTheme`: the `Theme`
 * contract (src/render/theme.ts) is all it knows of a theme.
 */
import type { Theme } from '../../src/render/theme.js';
import { themeAssets } from './assets.js';
import { BUILTIN_COMPONENT_NAMES, createComponents } from './components/index.js';
import { renderDocument } from './layout/document.js';
import { renderSchemaFragment } from './components/api/fragment.js';
import { renderSectionNav } from './layout/section-nav.js';

/** The default theme: layout and MDX components in Preact, one stylesheet, small client scripts. */
export const defaultTheme: Theme = {
  renderDocument,
  renderSchemaFragment,
  renderSectionNav,
  createComponents,
  componentNames: BUILTIN_COMPONENT_NAMES,
  assets: themeAssets,
};

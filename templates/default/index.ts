/**
 * The default Quire theme: renders page data to HTML and lists the static files the output needs.
 * The pipeline imports only this module.
 */
export { renderDocument } from './layout/document.js';
export type { RenderHelpers, RenderIcon } from './layout/context.js';
export { pageScripts, pageStyles, type PageAsset } from './layout/page-assets.js';
export { themeVariant, THEME_NAMES, type ThemeName, type ThemeVariant } from './layout/theme-variants.js';
export { themeAssets, type ThemeAsset, type ThemeAssetOptions } from './assets.js';

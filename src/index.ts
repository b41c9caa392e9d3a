/** Quire's public API: re-exports only. */
export { buildSite, type BuildOptions, type BuildResult } from './build/build.js';
export {
  createSiteContext,
  reloadSite,
  type SiteContext,
  type SiteContextOptions,
  type SiteState,
  type SiteView,
} from './site/site-context.js';
export { invalidateFiles, type InvalidateResult } from './site/invalidate-files.js';
export type { Route, PageRoute, EndpointRoute } from './site/routes.js';
export { startPreviewServer, type PreviewServer, type PreviewServerOptions } from './preview/preview-server.js';
export { renderRoute, renderNotFound, type RenderResult } from './render/render-route.js';
export type { PageData, PageNavigation, SiteChrome } from './render/page-data.js';
export type {
  ComponentContext,
  MdxComponents,
  RenderHelpers,
  Theme,
  ThemeAsset,
  ThemeAssetOptions,
} from './render/theme.js';
export { defaultTheme } from './render/default-theme.js';
export { scanContent, type ScanResult } from './content/scan-content.js';
export { readPageMeta } from './content/read-page-meta.js';
export { pagePathToUrl, slugToTitle } from './content/page-path.js';
export type { ContentIndex, PageMeta, PageSource } from './content/types.js';
export { loadConfig, docsJsonSchema, type LoadedConfig, type DocsConfig } from './config/index.js';
export { startDevServer, type DevServer, type DevServerOptions } from './dev/dev-server.js';
export type { Diagnostic, Severity } from './diagnostics/diagnostic.js';
export { formatDiagnostic, sortDiagnostics } from './diagnostics/format.js';
export { main } from './cli.js';

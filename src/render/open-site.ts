import {
  createSiteContext,
  type SiteContext,
  type SiteContextOptions,
  type SiteLoadExtras,
} from '../site/site-context.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { defaultTheme } from './default-theme.js';

/**
 * Loads a site to render with the default theme: the site core, told which components the theme provides (so
 * pages using them get no unknown-component warning). Build, its render workers and dev all open sites here.
 */
export function openSite(
  options: SiteContextOptions,
  extras: Omit<SiteLoadExtras, 'componentNames'> = {},
): Promise<{ site?: SiteContext; diagnostics: Diagnostic[] }> {
  return createSiteContext(options, { ...extras, componentNames: defaultTheme.componentNames });
}

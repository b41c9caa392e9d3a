import type { SiteView } from '../site/site-context.js';

/**
 * The theme's store of repeated chrome markup (`RenderHelpers.memo`), one per site state: a reload starts a new
 * one, so nothing of an earlier config or navigation is reused.
 */
export function chromeMemo(site: SiteView): Map<string, string> {
  return site.derive('chrome-memo', () => new Map<string, string>());
}

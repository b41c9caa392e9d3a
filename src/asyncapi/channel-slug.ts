/**
 * Page URLs of generated channel pages, named as the hosted platform names them (docs-json.md §2.5, §6), so a
 * site keeps the URLs its readers know: `/<directory>/<prepared channel id>`.
 */
import { fitFileName, prepareStringToBeValidFilename } from '../openapi/page-slug.js';
import { encodePathChars } from '../util/url-path.js';

/** The page name of a channel without folders: its prepared id (`channelOne` → `channelone`), else `channel`. */
export function channelPageName(channelId: string): string {
  return fitFileName(prepareStringToBeValidFilename(channelId) || 'channel');
}

/**
 * The URL path (leading `/`, no base) of a channel's page before collision suffixes; `directory` defaults to
 * `api-reference`.
 */
export function channelUrl(channelId: string, directory?: string): string {
  const folder = (directory ?? 'api-reference').replace(/^\/+|\/+$/g, '');
  // A `%`, `?` or `#` of the id is encoded, as in operation page URLs (see operationUrl).
  return encodePathChars(`/${[folder, channelPageName(channelId)].filter(Boolean).join('/')}`);
}

/**
 * URL paths a page, an API page or a redirect page must not take: the output's own files and folders, and paths
 * that leave the output folder. A page at `/robots.txt` would be a folder where the build writes that file.
 */

import { safeDecode } from './url-path.js';

/** First segments (lower-cased) of the output that the build writes itself. */
const RESERVED_TOP = new Set([
  '_quire',
  '.well-known',
  'llms.txt',
  'llms-full.txt',
  'sitemap.xml',
  'robots.txt',
  '404',
  '404.html',
  '_redirects',
  'index.html',
  'index.md',
]);

/**
 * Why a URL path (`/a/b`, no base; its own segments may be percent-encoded) cannot be a page of the output, or
 * undefined when it can: a `.` or `..` segment (once decoded), a backslash or control character, or a first
 * segment the build writes itself.
 */
export function reservedUrlProblem(url: string): string | undefined {
  const segments = url.replace(/^\/+|\/+$/g, '').split('/');
  const decoded = segments.map(safeDecode);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (decoded.some((segment) => /[\u0000-\u001f\u007f\\]/.test(segment)))
    return 'holds a backslash or a control character';
  if (decoded.some((segment) => segment === '.' || segment === '..')) return 'has a `.` or `..` segment';
  const top = decoded[0]?.toLowerCase() ?? '';
  if (RESERVED_TOP.has(top)) return `takes \`/${decoded[0]}\`, which the build writes itself`;
  return undefined;
}

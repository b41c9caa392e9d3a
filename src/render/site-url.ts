import { withBase } from '../util/base-path.js';

/**
 * The public address of a page, when the site says where it lives (`seo.metatags.canonical`, a base URL to
 * which Mintlify appends the page path). Undefined otherwise: a static build cannot know its host.
 */
export function absolutePageUrl(canonicalBase: string | undefined, url: string, base: string): string | undefined {
  const origin = parseCanonicalBase(canonicalBase);
  if (!origin) return undefined;
  // `https://example.com/docs` with `--base /docs/` already holds the base; don't repeat it.
  const basePath = base.replace(/\/$/, '');
  const path = basePath && origin.pathname.replace(/\/$/, '').endsWith(basePath) ? url : withBase(url, base);
  const root = `${origin.origin}${origin.pathname.replace(/\/$/, '')}`;
  return path === '/' ? `${root}/` : `${root}${path}`;
}

function parseCanonicalBase(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What kind of place an href points at. "External" has one meaning, `isExternalHref`; a call site that asks
 * something narrower (is it a web URL, is it fetched from another host, should it open in a new tab) says so
 * with the predicates below, so no two call sites mean different things by the same name.
 */

/** `https:`, `mailto:`, `tel:`, `data:`…: a scheme as RFC 3986 spells it (a letter, then letters, digits, `+-.`). */
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * True for an href that leaves the site: one with a scheme (`https://…`, `mailto:…`, `tel:…`, `data:…`) or a
 * protocol-relative one (`//host/…`). Root-relative (`/x`), relative (`x`, `./x`) and `#anchor` hrefs stay.
 */
export function isExternalHref(href: string): boolean {
  return hasUrlScheme(href) || href.startsWith('//');
}

/** True for an href that starts with a scheme (`https:`, `mailto:`, `tel:`…); protocol-relative `//host` has none. */
export function hasUrlScheme(href: string): boolean {
  return URL_SCHEME.test(href);
}

/** True for an absolute web URL: `http://` or `https://`, in any case. */
export function isHttpUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * True for a URL that a browser fetches from another host: `http(s)://…` or protocol-relative `//host/…`
 * (not `data:`, not `mailto:`).
 */
export function isRemoteUrl(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

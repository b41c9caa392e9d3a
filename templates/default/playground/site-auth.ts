/**
 * Reader sign-in for the playground's `auth` mode, in the browser: the token comes back from the login page in
 * the URL fragment (`#access_token=<JWT>`) or in a cookie; its RS256/ES256 signature is checked with WebCrypto
 * against the site's public key, then its `exp`/`nbf`, and its `groups` claim says what the reader may see. This
 * only hides the playground; the API must check its own credentials.
 */

/** docs.json `auth` as the page carries it (`data-site-auth`). */
export interface SiteAuth {
  loginUrl: string;
  jwk: JsonWebKey;
  algorithm: 'RS256' | 'ES256';
  cookie?: string;
  logoutUrl?: string;
}

export type Verified = { ok: true; claims: Record<string, unknown>; groups: string[] } | { ok: false; reason: string };

/** Seconds of clock difference tolerated on `exp` and `nbf`. */
const SKEW_SECONDS = 60;
const STORED = 'quire.auth.token';

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function decodeJson(part: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(new TextDecoder().decode(base64UrlBytes(part))) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token of this page load: from the fragment (then `hash` comes back without it, for `history.replaceState`),
 * else from the cookie named in `auth.cookie`.
 */
export function readToken(input: { hash: string; cookie: string; cookieName?: string | undefined }): {
  token?: string;
  hash: string;
} {
  const params = new URLSearchParams(input.hash.replace(/^#/, ''));
  const fromHash = params.get('access_token');
  if (fromHash) {
    params.delete('access_token');
    params.delete('token_type');
    params.delete('expires_in');
    const rest = params.toString();
    return { token: fromHash, hash: rest ? `#${rest}` : '' };
  }
  if (input.cookieName) {
    for (const pair of input.cookie.split(/;\s*/)) {
      const index = pair.indexOf('=');
      if (index > 0 && pair.slice(0, index) === input.cookieName) {
        return { token: decodeURIComponent(pair.slice(index + 1)), hash: input.hash };
      }
    }
  }
  return { hash: input.hash };
}

/** Verifies a JWT's signature, algorithm, `exp` and `nbf`; `now` in seconds. */
export async function verifyToken(
  token: string,
  key: { jwk: JsonWebKey; algorithm: 'RS256' | 'ES256' },
  now: number,
): Promise<Verified> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart);
  const claims = decodeJson(payloadPart);
  if (!header || !claims) return { ok: false, reason: 'unreadable token' };
  // The algorithm is the site's, never the token's choice (`none` or HS256 with the public key as secret).
  if (header.alg !== key.algorithm)
    return { ok: false, reason: `algorithm ${String(header.alg)} is not ${key.algorithm}` };
  const params =
    key.algorithm === 'RS256'
      ? { import: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, verify: { name: 'RSASSA-PKCS1-v1_5' } }
      : { import: { name: 'ECDSA', namedCurve: 'P-256' }, verify: { name: 'ECDSA', hash: 'SHA-256' } };
  let valid = false;
  try {
    const publicKey = await crypto.subtle.importKey('jwk', key.jwk, params.import, false, ['verify']);
    const data = new TextEncoder().encode(`${headerPart}.${payloadPart}`);
    valid = await crypto.subtle.verify(params.verify, publicKey, base64UrlBytes(signaturePart), data);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad signature' };
  if (typeof claims.exp === 'number' && now > claims.exp + SKEW_SECONDS) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && now + SKEW_SECONDS < claims.nbf) return { ok: false, reason: 'not yet valid' };
  const raw = claims.groups;
  // Only names count: a number or object in the claim matches no group rather than its `String()` spelling.
  const groups = Array.isArray(raw)
    ? raw.filter((group): group is string => typeof group === 'string')
    : typeof raw === 'string'
      ? [raw]
      : [];
  return { ok: true, claims, groups };
}

/** Who sees the playground: everyone on a public page; else a verified reader in one of the page's groups. */
export function playgroundAccess(
  page: { groups?: string[] | undefined; isPublic?: boolean },
  verified: Verified | undefined,
): 'show' | 'login' | 'forbidden' {
  if (page.isPublic) return 'show';
  if (!verified?.ok) return 'login';
  if (!page.groups?.length) return 'show';
  return page.groups.some((group) => verified.groups.includes(group)) ? 'show' : 'forbidden';
}

/**
 * `loginUrl` or `logoutUrl` with `redirect=<page>` added (the page's own query kept, its fragment left out: the
 * login server appends `#access_token=…`). A site path in `url` is resolved against the page.
 */
export function withRedirect(url: string, page: { href: string }): string {
  const target = new URL(url, page.href);
  const back = new URL(page.href);
  back.hash = '';
  target.searchParams.set('redirect', back.toString());
  return target.toString();
}

/** The reader's verified token on this page: a fresh one from the fragment or cookie, else the tab's stored one. */
export async function currentReader(auth: SiteAuth): Promise<Verified | undefined> {
  const read = readToken({ hash: location.hash, cookie: document.cookie, cookieName: auth.cookie });
  if (read.token && read.hash !== location.hash)
    history.replaceState(history.state, '', `${location.pathname}${location.search}${read.hash}`);
  const stored = safeSession()?.getItem(STORED) ?? undefined;
  const token = read.token ?? stored;
  if (!token) return undefined;
  const verified = await verifyToken(token, auth, Date.now() / 1000);
  if (verified.ok) safeSession()?.setItem(STORED, token);
  else if (token === stored) safeSession()?.removeItem(STORED);
  return verified;
}

/** Forgets the tab's token (before following `logoutUrl`): the reader is signed out of this docs site. */
export function forgetReader(): void {
  safeSession()?.removeItem(STORED);
}

function safeSession(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

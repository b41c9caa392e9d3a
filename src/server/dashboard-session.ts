import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken, safeEqual } from './secrets.js';
import type { Store } from './store.js';
import type { Session } from './update-record.js';

/** The session cookie: it carries a random token; the store keeps only the token's hash. */
export const SESSION_COOKIE = 'quire_session';
/** How long a sign-in lasts. */
export const SESSION_MS = 12 * 60 * 60 * 1000;

/** The session of a request's cookie, with the hash it is stored under, when it exists and has not expired. */
export async function readSession(
  store: Store,
  request: FastifyRequest,
): Promise<(Session & { tokenHash: string }) | undefined> {
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  if (!token) return undefined;
  const tokenHash = hashToken(token);
  const session = await store.getSession(tokenHash);
  return session ? { ...session, tokenHash } : undefined;
}

/** Starts a session for a user: stores it (hashed) and sets the cookie. */
export async function startSession(
  store: Store,
  reply: FastifyReply,
  options: { userId: string; secure: boolean },
): Promise<void> {
  const token = newToken();
  await store.createSession({
    tokenHash: hashToken(token),
    userId: options.userId,
    csrfToken: newToken(),
    expiresAt: new Date(Date.now() + SESSION_MS).toISOString(),
  });
  reply.header('set-cookie', sessionCookie(token, { maxAgeSeconds: SESSION_MS / 1000, secure: options.secure }));
}

/** Ends the request's session (in the store) and clears the cookie. */
export async function endSession(store: Store, reply: FastifyReply, session: { tokenHash: string } | undefined) {
  if (session) await store.deleteSession(session.tokenHash);
  reply.header('set-cookie', sessionCookie('', { maxAgeSeconds: 0, secure: false }));
}

/**
 * The cookie: HttpOnly (no script reads it), SameSite=Lax (a cross-site form post does not carry it; the CSRF
 * token covers what Lax lets through), scoped to `/dashboard`, `Secure` when the request came over HTTPS.
 */
function sessionCookie(value: string, options: { maxAgeSeconds: number; secure: boolean }): string {
  const parts = [`${SESSION_COOKIE}=${value}`, 'Path=/dashboard', 'HttpOnly', 'SameSite=Lax'];
  parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A cookie's value from a `Cookie` header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Whether a form post may act: its `Origin` (or, without one, its `Referer`) names this service's host, and, for
 * a signed-in form, its hidden `_csrf` field is the session's token (compared in constant time). A request with
 * neither header relies on the token alone. Hosts are compared, not schemes: behind a proxy that ends TLS the
 * browser says `https:` while the service sees plain HTTP.
 */
export function formAllowed(
  request: FastifyRequest,
  options: { csrfToken?: string; field?: unknown },
): { ok: true } | { ok: false; why: string } {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin !== undefined && hostOf(origin) !== request.headers.host) {
    return { ok: false, why: 'This form was sent from another site.' };
  }
  if (options.csrfToken === undefined) return { ok: true };
  const field = typeof options.field === 'string' ? options.field : '';
  if (!safeEqual(Buffer.from(field), Buffer.from(options.csrfToken))) {
    return {
      ok: false,
      why: 'This form has expired or did not come from the dashboard. Reload the page and try again.',
    };
  }
  return { ok: true };
}

function hostOf(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : undefined;
  } catch {
    return undefined;
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

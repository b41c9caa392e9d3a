import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendApiError } from './api-errors.js';
import type { RateLimiter } from './rate-limiter.js';
import { API_KEY_PREFIX, hashToken } from './secrets.js';
import type { Store } from './store.js';
import type { ApiKey } from './update-record.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The admin API key the request authenticated with (set by {@link apiAuthHook}). */
    apiKey?: ApiKey;
  }
}

/** What the API's authentication needs. */
export interface ApiAuthContext {
  store: Store;
  /** Per client address: slows down guessing keys. */
  perAddress: RateLimiter;
  /** Per key: one busy client cannot starve the others. */
  perKey: RateLimiter;
}

/**
 * The `onRequest` hook of the API routes: rate limits (per client address, then per key), then the
 * `Authorization: Bearer quire_…` header. Runs before validation, so a request without a valid key learns
 * nothing else (not even whether its ids are well formed).
 */
export function apiAuthHook(context: ApiAuthContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const token = /^Bearer ([^\s]+)$/i.exec(header ?? '')?.[1];
    const hash = token ? hashToken(token) : undefined;
    const wait = context.perAddress.take(request.ip) || (hash ? context.perKey.take(hash) : 0);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendApiError(reply, 'rate_limited', `Too many requests. Retry in ${wait} s.`);
    }
    if (!header) return sendApiError(reply, 'unauthorized', 'Missing Authorization header: send "Bearer <API key>".');
    if (!token || !hash || !token.startsWith(API_KEY_PREFIX)) {
      return sendApiError(reply, 'unauthorized', 'Malformed Authorization header: send "Bearer quire_…".');
    }
    const key = await context.store.findActiveApiKey(hash);
    if (!key) return sendApiError(reply, 'unauthorized', 'This API key is not valid (unknown or revoked).');
    request.apiKey = key;
  };
}

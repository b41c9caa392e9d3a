import type { FastifyReply } from 'fastify';

/** The error codes of the API (the `code` of `{ "error": { "code", "message" } }`). */
export type ApiErrorCode =
  | 'unauthorized'
  | 'not_found'
  | 'method_not_allowed'
  | 'invalid_request'
  | 'rate_limited'
  | 'internal_error';

const STATUS: Record<ApiErrorCode, number> = {
  unauthorized: 401,
  not_found: 404,
  method_not_allowed: 405,
  invalid_request: 400,
  rate_limited: 429,
  internal_error: 500,
};

/** Answers with the API's error body; a 401 also says how to authenticate. */
export function sendApiError(reply: FastifyReply, code: ApiErrorCode, message: string): FastifyReply {
  if (code === 'unauthorized') reply.header('www-authenticate', 'Bearer realm="quire"');
  return reply.code(STATUS[code]).send({ error: { code, message } });
}

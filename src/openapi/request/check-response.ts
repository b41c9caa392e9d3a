/**
 * An answer compared with what the operation documents: the response entry its status falls under (exact code,
 * then a `4XX`-style range, then `default`), the content entry its media type matches, and, for JSON, the body
 * against that schema.
 */
import type { RequestSpec, ResponseSpec } from './request-spec.js';
import { type Mismatch, validateValue } from './validate-value.js';

export interface ResponseCheck {
  /** False when no response entry covers the status. */
  documented: boolean;
  /** The entry's status as the spec writes it: `200`, `4XX`, `default`. */
  matchedStatus?: string;
  mismatches: Mismatch[];
}

/** The documented response a status falls under. */
export function responseFor(spec: RequestSpec, status: number): ResponseSpec | undefined {
  const code = String(status);
  return (
    spec.responses.find((entry) => entry.status === code) ??
    spec.responses.find((entry) => entry.status.toUpperCase() === `${code.charAt(0)}XX`) ??
    spec.responses.find((entry) => entry.status === 'default')
  );
}

function essence(mediaType: string): string {
  return (mediaType.split(';')[0] ?? '').trim().toLowerCase();
}

function isJson(mediaType: string): boolean {
  const type = essence(mediaType);
  return type === 'application/json' || type.endsWith('+json');
}

/** The content entry for a media type: exact, then `type/*`, then `*\/*`, then any JSON entry for a JSON type. */
export function contentFor(response: ResponseSpec, contentType: string): ResponseSpec['contents'][number] | undefined {
  const type = essence(contentType);
  const major = type.split('/')[0];
  return (
    response.contents.find((entry) => essence(entry.mediaType) === type) ??
    response.contents.find((entry) => essence(entry.mediaType) === `${major}/*`) ??
    response.contents.find((entry) => essence(entry.mediaType) === '*/*') ??
    (isJson(type) ? response.contents.find((entry) => isJson(entry.mediaType)) : undefined)
  );
}

/** Checks an answer; `body` is the body text (JSON is parsed here), or undefined when it is not text. */
export function checkResponse(
  spec: RequestSpec,
  answer: { status: number; contentType: string; body: string | undefined },
): ResponseCheck {
  const response = responseFor(spec, answer.status);
  if (!response)
    return {
      documented: false,
      mismatches: [{ path: '', message: `status ${answer.status} is not documented for this operation` }],
    };
  const result: ResponseCheck = { documented: true, matchedStatus: response.status, mismatches: [] };
  const hasBody = answer.body !== undefined && answer.body !== '';
  if (!response.contents.length) return result;
  const content = contentFor(response, answer.contentType || '');
  if (!content) {
    if (hasBody || answer.contentType)
      result.mismatches.push({
        path: '',
        message: `content type ${essence(answer.contentType) || '(none)'} is not documented for ${response.status}; documented: ${response.contents.map((c) => c.mediaType).join(', ')}`,
      });
    return result;
  }
  if (!content.schema || !isJson(answer.contentType) || !hasBody) return result;
  let value: unknown;
  try {
    value = JSON.parse(answer.body!);
  } catch (error) {
    result.mismatches.push({ path: '', message: `the body is not valid JSON (${(error as Error).message})` });
    return result;
  }
  result.mismatches = validateValue(value, content.schema, { defs: spec.defs, direction: 'response' });
  return result;
}

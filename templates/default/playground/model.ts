/**
 * The island's door to the request model (`src/openapi/request/`, pure and shared with the build): building the
 * request from the form, masking it for display, the checks before sending and after answering, and the live
 * code samples. The components import these names only.
 */
import { buildHttpRequest } from '../../../src/openapi/request/build-request.js';
import { checkResponse, type ResponseCheck } from '../../../src/openapi/request/check-response.js';
import { type CodeSample, generateCodeSamples } from '../../../src/openapi/request/code-samples.js';
import { initialValues } from '../../../src/openapi/request/initial-values.js';
import type { HttpRequest, LiteSchema, RequestSpec, RequestValues } from '../../../src/openapi/request/request-spec.js';
import { toSampleRequest } from '../../../src/openapi/request/to-sample-request.js';
import { type Mismatch, validateValue } from '../../../src/openapi/request/validate-value.js';
import { validateValues } from '../../../src/openapi/request/validate-values.js';

export { bodyKind } from '../../../src/openapi/request/body-kind.js';
export { formatBytes, formatDuration, responseKind } from '../../../src/openapi/request/response-kind.js';
export type { Mismatch } from '../../../src/openapi/request/validate-value.js';

/** Problems of the form by field key: `query:limit`, `path:id`, `body`. */
export type Problems = Record<string, string>;
export type CheckResult = ResponseCheck;

/** The request to send. */
export function buildRequest(spec: RequestSpec, values: RequestValues): HttpRequest {
  return buildHttpRequest(spec, values);
}

/** The request to show: credentials replaced by placeholders. */
export function maskedRequest(spec: RequestSpec, values: RequestValues): HttpRequest {
  return buildHttpRequest(spec, values, { mask: true });
}

/** Where the form starts. */
export function initialRequestValues(spec: RequestSpec, contentIndex = 0): RequestValues {
  return initialValues(spec, contentIndex);
}

/** What stops the request from being sent. */
export function problemsOf(spec: RequestSpec, values: RequestValues): Problems {
  return validateValues(spec, values);
}

/** The JSON body the reader typed, checked against its schema (a syntax error first). */
export function validateJsonText(text: string, schema: LiteSchema, defs: Record<string, LiteSchema>): Mismatch[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [{ path: '', message: `not valid JSON: ${(error as Error).message}` }];
  }
  return validateValue(value, schema, { defs, direction: 'request' });
}

/** The answer against the documented responses. */
export function checkAnswer(
  spec: RequestSpec,
  answer: { status: number; contentType: string; body: string | undefined },
): CheckResult {
  return checkResponse(spec, answer);
}

/** Code samples of the (masked) request in the page's languages; curl when the page names none it can print. */
export function liveSamples(request: HttpRequest, languages: string[]): CodeSample[] {
  const sample = toSampleRequest(request);
  const wanted = languages.length ? languages : ['bash'];
  const samples = generateCodeSamples(sample, { languages: wanted }).samples;
  return samples.length ? samples : generateCodeSamples(sample, { languages: ['bash'] }).samples;
}

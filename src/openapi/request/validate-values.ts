/**
 * The form checked before sending: required parameters filled in, values of the right type and within the
 * schema's limits, a required body present and JSON that parses. Problems come back by field key (`query:limit`,
 * `path:id`, `body`) in plain words, to show beside the field.
 */
import { bodyKind } from './body-kind.js';
import { isEmptyValue } from './build-request.js';
import type { RequestSpec, RequestValues } from './request-spec.js';
import { validateValue } from './validate-value.js';

/** Problems by field key; empty when the request can be sent. */
export function validateValues(spec: RequestSpec, values: RequestValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const param of spec.parameters) {
    const key = `${param.in}:${param.name}`;
    const value = values.parameters[param.in]?.[param.name];
    if (isEmptyValue(value)) {
      if (param.required) problems[key] = 'Required.';
      continue;
    }
    const mismatch = validateValue(value, param.schema, { defs: spec.defs, direction: 'request' })[0];
    if (mismatch) problems[key] = sentence(mismatch.path ? `${mismatch.path}: ${mismatch.message}` : mismatch.message);
  }
  const content = spec.body?.contents[values.contentIndex ?? 0];
  if (spec.body && content) {
    const body = values.body;
    const empty =
      !body ||
      (body.kind === 'json' && !body.text.trim()) ||
      (body.kind === 'text' && !body.text) ||
      (body.kind === 'binary' && !body.file) ||
      (body.kind === 'form' && !Object.keys(body.value).length) ||
      (body.kind === 'multipart' && !Object.keys(body.fields).length && !Object.keys(body.files).length);
    if (empty && spec.body.required) problems.body = 'The request body is required.';
    if (!empty && body?.kind === 'json' && bodyKind(content.mediaType) === 'json') {
      try {
        JSON.parse(body.text);
      } catch (error) {
        problems.body = `The body is not valid JSON: ${(error as Error).message}.`;
      }
    }
  }
  return problems;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
}

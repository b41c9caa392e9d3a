/**
 * The AsyncAPI parser's schema problems (Spectral's wording of ajv's errors: `"address" property type must be
 * string,null`) read back as the error they stand for, so that they are said like OpenAPI's
 * (openapi/validator-messages.ts): the key, what it holds, what it must hold, what to write. Pure.
 */
import { escapeSegment } from '../openapi/resolve-ref.js';
import type { AjvError } from '../openapi/validation-branches.js';

/** `"a", "b"` or `a, b` as values (Spectral quotes strings, and writes other values as JSON). */
function values(text: string): unknown[] {
  try {
    const parsed = JSON.parse(`[${text}]`) as unknown;
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: comma-separated words.
  }
  return text.split(',').map((item) => item.trim());
}

/** The parts of a pointer up to (not including) its last segment. */
function parentPointer(segments: readonly (string | number)[]): string {
  return segments
    .slice(0, -1)
    .map((part) => `/${escapeSegment(String(part))}`)
    .join('');
}

/** The error a parser message stands for, at `segments`; undefined for messages of other kinds. */
export function parserMessageAsError(message: string, segments: readonly (string | number)[]): AjvError | undefined {
  const instancePath = segments.map((part) => `/${escapeSegment(String(part))}`).join('');
  const subject = String.raw`(?:"[^"]*" property|Item at index \d+|Object)`;
  const match = (pattern: string): RegExpExecArray | null => new RegExp(`^${subject} ${pattern}$`).exec(message);
  let found: RegExpExecArray | null;
  if ((found = match('type must be ([\\w,]+)')))
    return { instancePath, keyword: 'type', params: { type: found[1]!.split(',') } };
  if ((found = match('must have required property "([^"]*)"')))
    return { instancePath, keyword: 'required', params: { missingProperty: found[1] } };
  if ((found = match('must be equal to one of the allowed values: (.*)')))
    return { instancePath, keyword: 'enum', params: { allowedValues: values(found[1]!) } };
  if ((found = match('must not have (fewer|more) than (\\d+) (items|characters|properties)'))) {
    const fewer = found[1] === 'fewer';
    const keyword = { items: 'Items', characters: 'Length', properties: 'Properties' }[found[3] as 'items'];
    return { instancePath, keyword: `${fewer ? 'min' : 'max'}${keyword}`, params: { limit: Number(found[2]) } };
  }
  if ((found = match('must match format "([^"]*)"')))
    return { instancePath, keyword: 'format', params: { format: found[1] } };
  if ((found = match('must match pattern "(.*)"')))
    return { instancePath, keyword: 'pattern', params: { pattern: found[1] } };
  if ((found = match('must be (>=|<=|>|<) (-?[\\d.]+)')))
    return { instancePath, keyword: 'minimum', params: { comparison: found[1], limit: Number(found[2]) } };
  const extra = /^Property "([^"]*)" is not expected to be here$/.exec(message);
  if (extra)
    return {
      instancePath: parentPointer(segments),
      keyword: 'additionalProperties',
      params: { additionalProperty: extra[1] },
    };
  return undefined;
}

/** A branch failure that says nothing of its own (`"payload" property must match "else" schema`). */
export function isBranchEcho(message: string): boolean {
  return /must match "(?:then|else)" schema$|must match exactly one schema in oneOf$|must match a schema in anyOf$/.test(
    message,
  );
}

/** The parser's `'#/channels/x' does not exist`, said as what the reference does: undefined for other messages. */
export function missingTarget(message: string): { message: string; hint: string } | undefined {
  const target = /^'(#[^']*)' does not exist$/.exec(message)?.[1];
  if (target === undefined) return undefined;
  return {
    message: `the \`$ref\` to \`${target}\` points to nothing: this document has no such part`,
    hint: 'Point it at a part of the document that exists (check the spelling of each name), or add the part it names.',
  };
}

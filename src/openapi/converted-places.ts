/**
 * The place in a Swagger 2.0 file of a place in its conversion to OpenAPI 3.0, as far as the two agree, so that a
 * problem found in the conversion is located where the file writes it. Pure.
 */
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** Where the conversion of a Swagger 2.0 file put its reusable parts (the rest keeps its place). */
const CONVERTED_SECTIONS = new Map([
  ['schemas', 'definitions'],
  ['parameters', 'parameters'],
  ['responses', 'responses'],
  ['securitySchemes', 'securityDefinitions'],
]);

/** Parameters that the conversion moves out of `parameters` into the request body. */
const BODY_LOCATIONS = new Set(['body', 'formData']);

/**
 * The place in the file of `segments` (a place in the conversion). `components/schemas/X` is `definitions/X`;
 * paths, info and tags keep theirs, except that
 * - a parameter's index counts the body and form parameters the file lists before it (the conversion takes them
 *   out of the list), and its `schema` is the parameter itself (a 2.0 parameter has `type` of its own);
 * - a response's `content/<media type>/schema` is its `schema`, and a header's `schema` the header;
 * - anything else of the conversion (a request body) is found at its operation, the deepest part the file has.
 * `written` gives the file's parsed value, read only for a parameter's place.
 */
export function writtenSegments(segments: readonly string[], written: () => unknown): string[] {
  const section = segments[0] === 'components' ? CONVERTED_SECTIONS.get(segments[1] ?? '') : undefined;
  const out = section ? [section, ...segments.slice(2)] : [...segments];
  for (let i = 0; i < out.length; i++) {
    const key = out[i];
    const next = out[i + 1];
    if (key === 'parameters' && next !== undefined && /^\d+$/.test(next) && out[0] === 'paths') {
      out[i + 1] = String(writtenIndex(written(), out.slice(0, i + 1), Number(next)));
      if (out[i + 2] === 'schema') out.splice(i + 2, 1);
    } else if (key === 'parameters' && i === 0 && next !== undefined && out[2] === 'schema') {
      out.splice(2, 1);
    } else if (key === 'responses' && next !== undefined && out[i + 2] === 'content' && out[i + 4] === 'schema') {
      out.splice(i + 2, 2);
    } else if (key === 'headers' && next !== undefined && out[i + 2] === 'schema' && out.includes('responses')) {
      out.splice(i + 2, 1);
    } else if (key === 'requestBody' && out[0] === 'paths' && i === 3) {
      const body = bodyPlace(written(), out.slice(0, 3), out.slice(i + 1));
      if (body) return [...body.at, ...body.rest];
    }
  }
  return out;
}

/**
 * Where the file writes what the conversion made a request body: `requestBody/content/<type>/schema/…` is its
 * body parameter's `schema/…`, and `…/schema/properties/<name>/…` of a form its `formData` parameter `<name>`
 * (in the operation's parameters, else the path item's). Undefined when the file has no such parameter.
 */
function bodyPlace(
  document: unknown,
  operation: readonly string[],
  inBody: readonly string[],
): { at: string[]; rest: string[] } | undefined {
  if (!isJsonObject(document) || inBody[0] !== 'content' || inBody[2] !== 'schema') return undefined;
  const rest = inBody.slice(3);
  for (const owner of [operation, operation.slice(0, 2)]) {
    let node: unknown = document;
    for (const key of owner) node = isJsonObject(node) ? resolveRef(document, node[key]) : undefined;
    const list = isJsonObject(node) && Array.isArray(node.parameters) ? node.parameters : [];
    for (const [index, raw] of list.entries()) {
      const parameter = resolveRef(document, raw);
      if (!isJsonObject(parameter)) continue;
      const at = [...owner, 'parameters', String(index)];
      if (parameter.in === 'body') return { at: [...at, 'schema'], rest };
      if (parameter.in === 'formData' && rest[0] === 'properties' && parameter.name === rest[1])
        return { at, rest: rest.slice(2) };
    }
  }
  return undefined;
}

/**
 * The index in the file's list at `listPath` of the `index`-th parameter that stays a parameter in the
 * conversion; `index` itself when the file's list cannot be read.
 */
function writtenIndex(document: unknown, listPath: readonly string[], index: number): number {
  if (!isJsonObject(document)) return index;
  let node: unknown = document;
  for (const key of listPath) node = isJsonObject(node) ? resolveRef(document, node[key]) : undefined;
  if (!Array.isArray(node)) return index;
  let kept = -1;
  for (const [at, raw] of node.entries()) {
    const parameter = resolveRef(document as JsonObject, raw);
    const where = isJsonObject(parameter) ? parameter.in : undefined;
    if (typeof where === 'string' && BODY_LOCATIONS.has(where)) continue;
    kept++;
    if (kept === index) return at;
  }
  return index;
}

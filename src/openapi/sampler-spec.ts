/**
 * The spec as the example generator (openapi-sampler) reads it: a copy in which some schemas are written so that
 * the sampler's choices match what the page says. Only the objects on the way to a changed schema are copied.
 *
 * - A schema's `default` among its `enum` values is its example: the sampler takes the first value of an enum
 *   before a default, so a body field `{enum: [cat, dog], default: dog}` read `"cat"`, while the same field as a
 *   query parameter (which Quire samples itself) read `dog`. The default is the value the API takes when the
 *   field is left out.
 * - A number bounded past what JavaScript holds exactly (int64's extremes) shows 0, not its printed bound.
 * - A `null` branch of a `oneOf`/`anyOf` goes last: the sampler takes the first branch, so the nullable pattern
 *   `oneOf: [{type: 'null'}, {$ref: Author}]` (Discord's, OpenAI's) gave `{}` where the page lists the author's
 *   fields.
 */
import { mapOutsideData } from './example-refs.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The document as the sampler reads it, and the stand-in of any of its objects (an inline schema). */
export interface SamplerSpec {
  document: JsonObject;
  /** What stands in the derived document for `value`, an object of the original one (itself when unchanged). */
  standIn(value: unknown): unknown;
}

/** One derivation per document. */
const derived = new WeakMap<JsonObject, SamplerSpec>();

/** The document as the sampler should read it (itself when no schema needs changing). */
export function samplerSpec(document: JsonObject): SamplerSpec {
  let out = derived.get(document);
  if (out) return out;
  const { root, replaced } = mapOutsideData(document, adjusted);
  out = {
    document: root as JsonObject,
    // A schema from outside the document (built by the caller) is adjusted at its own level.
    standIn: (value) => (isJsonObject(value) ? (replaced.get(value) ?? adjusted(value) ?? value) : value),
  };
  derived.set(document, out);
  return out;
}

/** The schema as the sampler should read it, or undefined when it reads it as it is. */
function adjusted(schema: JsonObject): JsonObject | undefined {
  const ordered = nullBranchesLast(schema);
  const base = ordered ?? schema;
  return exampleFromDefault(base) ?? zeroWithinWideBounds(base) ?? ordered;
}

/**
 * A number whose bound is past what JavaScript holds exactly (int64's `minimum: -9223372036854775808`): the
 * sampler shows the bound, printed as `-9223372036854776000`, outside the type. Zero, when the bounds allow it.
 */
function zeroWithinWideBounds(schema: JsonObject): JsonObject | undefined {
  if (schema.type !== 'integer' && schema.type !== 'number') return undefined;
  if (schema.example !== undefined || schema.default !== undefined || schema.const !== undefined) return undefined;
  if (Array.isArray(schema.enum) || Array.isArray(schema.examples)) return undefined;
  const { minimum, maximum } = schema;
  const wide = (bound: unknown) => typeof bound === 'number' && Math.abs(bound) > Number.MAX_SAFE_INTEGER;
  if (!wide(minimum) && !wide(maximum)) return undefined;
  const low = typeof minimum === 'number' ? minimum : -Infinity;
  const high = typeof maximum === 'number' ? maximum : Infinity;
  return low <= 0 && high >= 0 ? { ...schema, example: 0 } : undefined;
}

/** The schema with its default as its example, when the sampler would otherwise take the enum's first value. */
function exampleFromDefault(schema: JsonObject): JsonObject | undefined {
  const { enum: values, default: fallback } = schema;
  if (!Array.isArray(values) || values.length < 2 || fallback === undefined) return undefined;
  // Anything the sampler reads before the enum (`example`, `const`, 3.1 `examples`) already decides.
  if (schema.example !== undefined || schema.const !== undefined) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return undefined;
  if (values[0] === fallback) return undefined;
  const text = JSON.stringify(fallback);
  // A default outside the enum is the spec's mistake: the enum's first value stays.
  if (!values.some((value) => value === fallback || JSON.stringify(value) === text)) return undefined;
  return { ...schema, example: fallback };
}

/** The schema with the `null`-only branches of its `oneOf` and `anyOf` after the others, when one comes first. */
function nullBranchesLast(schema: JsonObject): JsonObject | undefined {
  let out: JsonObject | undefined;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length < 2 || !isNullOnly(branches[0])) continue;
    const others = branches.filter((branch) => !isNullOnly(branch));
    if (others.length === 0) continue;
    out ??= { ...schema };
    out[key] = [...others, ...branches.filter(isNullOnly)];
  }
  return out;
}

/** `{type: 'null'}`, `{type: ['null']}`, `{const: null}` or `{enum: [null]}`: a branch that only allows null. */
function isNullOnly(branch: unknown): boolean {
  if (!isJsonObject(branch)) return false;
  const { type } = branch;
  if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) return true;
  if (branch.const === null) return true;
  return Array.isArray(branch.enum) && branch.enum.length === 1 && branch.enum[0] === null;
}

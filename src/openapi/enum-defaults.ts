/**
 * A schema's `default` in generated examples: the sampler shows the first value of an `enum` before a `default`,
 * so a body field `{enum: [cat, dog], default: dog}` read `"cat"`, while the same field as a query parameter
 * (which Quire samples itself) read `dog`. The default is the value the API takes when the field is left out:
 * the example shows it, as it shows a default without an enum.
 */
import { mapOutsideData } from './example-refs.js';
import type { JsonObject } from './spec-document.js';

/** The document as the sampler reads it, and the stand-in of any of its objects (an inline schema). */
export interface SamplerDocument {
  document: JsonObject;
  /** What stands in the derived document for `value`, an object of the original one (itself when unchanged). */
  standIn(value: unknown): unknown;
}

/** One derivation per document. */
const derived = new WeakMap<JsonObject, SamplerDocument>();

/** The document with each schema whose `default` is one of its `enum` values given that default as its example. */
export function withEnumDefaults(document: JsonObject): SamplerDocument {
  let out = derived.get(document);
  if (out) return out;
  const { root, replaced } = mapOutsideData(document, exampleFromDefault);
  out = {
    document: root as JsonObject,
    standIn: (value) => (typeof value === 'object' && value !== null ? (replaced.get(value) ?? value) : value),
  };
  derived.set(document, out);
  return out;
}

/** The schema with its default as its example, when the sampler would otherwise take the enum's first value. */
function exampleFromDefault(schema: JsonObject): JsonObject | undefined {
  const { enum: values, default: fallback } = schema;
  if (!Array.isArray(values) || values.length < 2 || fallback === undefined) return undefined;
  // Anything the sampler reads before the enum (`example`, `const`, 3.1 `examples`) already decides.
  if (schema.example !== undefined || schema.const !== undefined) return undefined;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return undefined;
  const text = JSON.stringify(fallback);
  // A default outside the enum is the spec's mistake: the enum's first value stays.
  if (!values.some((value) => value === fallback || JSON.stringify(value) === text)) return undefined;
  if (values[0] === fallback) return undefined;
  return { ...schema, example: fallback };
}

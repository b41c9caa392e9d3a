/**
 * Internal `$ref`s of a bundled document, followed lazily: the model builders keep the reference's name (for
 * "circular" markers and variant titles) instead of working on a dereferenced copy where a cycle is an endless
 * object.
 */
import { safeDecode } from '../util/url-path.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The `$ref` string of a reference object, else undefined. */
export function refOf(value: unknown): string | undefined {
  return isJsonObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
}

/** The value a JSON pointer (`#/components/schemas/User`) names in the document, else undefined. */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const key of pointerSegments(ref)) {
    // Own keys only: a pointer naming `__proto__` or `constructor` names nothing in a JSON document.
    if ((!Array.isArray(node) && !isJsonObject(node)) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `#/paths/~1users~1{id}/get` (or without `#`) → `['paths', '/users/{id}', 'get']`; `#` and `` → `[]`. */
export function pointerSegments(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (!body) return [];
  return body.replace(/^\//, '').split('/').map(decodeSegment);
}

/** A key as a segment of a JSON pointer: `~` and `/` escaped (`/users/{id}` → `~1users~1{id}`). */
export function escapeSegment(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer segment that decoding could change: a percent escape or a `~0`/`~1` escape. */
const ESCAPED = /[%~]/;

/**
 * Most segments are plain names: decoding them (a try, a decode and two replaces) was half of resolving a `$ref`.
 * A key with a lone `%` (ajv's paths are not encoded) stays as it is.
 */
function decodeSegment(part: string): string {
  return ESCAPED.test(part) ? safeDecode(part).replace(/~1/g, '/').replace(/~0/g, '~') : part;
}

/**
 * Follows a chain of references (`$ref` to a `$ref`...) to the value, at most 32 steps so that a reference to
 * itself ends. Non-references come back as they are.
 */
export function resolveRef(document: JsonObject, value: unknown): unknown {
  let current = value;
  for (let step = 0; step < 32; step++) {
    const ref = refOf(current);
    if (ref === undefined) return current;
    current = resolvePointer(document, ref);
  }
  return undefined;
}

/** The last segment of a reference: `#/components/schemas/User` → `User`. */
export function refName(ref: string): string {
  return pointerSegments(ref).pop() ?? ref;
}

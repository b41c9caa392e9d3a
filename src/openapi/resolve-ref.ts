/**
 * Internal `$ref`s of a bundled document, followed lazily: the model builders keep the reference's name (for
 * "circular" markers and variant titles) instead of working on a dereferenced copy where a cycle is an endless
 * object.
 */
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The `$ref` string of a reference object, else undefined. */
export function refOf(value: unknown): string | undefined {
  return isJsonObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
}

/** The value a JSON pointer (`#/components/schemas/User`) names in the document, else undefined. */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(node)) node = node[Number(key)];
    else if (isJsonObject(node)) node = node[key];
    else return undefined;
  }
  return node;
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
  const last = ref.split('/').pop() ?? ref;
  return decodeURIComponent(last).replace(/~1/g, '/').replace(/~0/g, '~');
}

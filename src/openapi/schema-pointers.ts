/**
 * Where each object of a spec document sits, as a JSON pointer (`#/paths/~1users/post/requestBody/…`): the
 * first place in document order. An inline schema has no name to load a level of it by, left out of a page to
 * keep it small; its place does. Indexed once per document, on first use.
 */
import { escapeSegment } from './resolve-ref.js';
import type { JsonObject } from './spec-document.js';

const INDEXES = new WeakMap<JsonObject, WeakMap<object, string>>();

/** The pointer of `value` in `document`, or undefined for an object that is not part of it (a merged schema). */
export function pointerIn(document: JsonObject, value: object): string | undefined {
  let index = INDEXES.get(document);
  if (!index) {
    index = indexPointers(document);
    INDEXES.set(document, index);
  }
  return index.get(value);
}

function indexPointers(document: JsonObject): WeakMap<object, string> {
  const index = new WeakMap<object, string>();
  // Depth first, children in key order: an object reached twice keeps its first place.
  const stack: [unknown, string][] = [[document, '#']];
  while (stack.length > 0) {
    const [value, pointer] = stack.pop()!;
    if (value === null || typeof value !== 'object' || index.has(value)) continue;
    index.set(value, pointer);
    const keys = Object.keys(value);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = (value as Record<string, unknown>)[keys[i]!];
      if (child !== null && typeof child === 'object') stack.push([child, `${pointer}/${escapeSegment(keys[i]!)}`]);
    }
  }
  return index;
}

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12: a schema may name itself with `$id` (a URI, resolved against the
 * nearest `$id` above it) or `$anchor` (a plain-name fragment), and a `$ref` inside may name it that way
 * (`$ref: fully_generic_array`, `$ref: '#foo'`) rather than by JSON pointer. The bundler knows pointers and files
 * only, and would read such a reference as a file that does not exist: each one that names a schema of the same
 * document is rewritten as the pointer to that schema, in place, before bundling, and the `$id`s and `$anchor`s
 * are then taken out (the parser would read a pointer inside a schema with an `$id` as relative to it).
 * References to anything else are left as written.
 */
import { escapeSegment } from './resolve-ref.js';

/** A base no document can have, for resolving relative `$id`s of a document that names none at its root. */
const ROOT_BASE = 'https://quire.invalid/document.json';

/** Keys whose values are data, never schemas (their `$id`-looking keys name nothing). */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/** Rewrites, in place, the `$ref`s that name a schema of `document` by `$id` or `$anchor`; returns how many. */
export function resolveSchemaIds(document: unknown): number {
  const ids = new Map<string, string>();
  const holders: Record<string, unknown>[] = [];
  // The first walk finds every `$id` and `$anchor`, with its absolute URI.
  const collect = (value: unknown, pointer: string, base: string): void => {
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        collect(item, `${pointer}/${index}`, base);
      });
      return;
    }
    const object = value as Record<string, unknown>;
    let here = base;
    if (typeof object.$id === 'string' || typeof object.$anchor === 'string') holders.push(object);
    if (typeof object.$id === 'string') {
      here = resolve(object.$id, base) ?? base;
      ids.set(withoutFragment(here), pointer);
    }
    if (typeof object.$anchor === 'string') ids.set(`${withoutFragment(here)}#${object.$anchor}`, pointer);
    for (const [key, child] of Object.entries(object))
      if (!DATA_KEYS.has(key)) collect(child, `${pointer}/${escapeSegment(key)}`, here);
  };
  collect(document, '', ROOT_BASE);
  if (ids.size === 0) return 0;
  let count = 0;
  const seen = new Set<unknown>();
  // The second rewrites the references that name one of them.
  const rewrite = (value: unknown, base: string): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) rewrite(item, base);
      return;
    }
    const object = value as Record<string, unknown>;
    const here = typeof object.$id === 'string' ? (resolve(object.$id, base) ?? base) : base;
    // `#/…` inside a schema with an `$id` is a pointer into that schema; at the document's level, into the document.
    if (typeof object.$ref === 'string') {
      const target = targetOf(object.$ref, here, ids);
      if (target !== undefined) {
        object.$ref = `#${target}`;
        count++;
      }
    }
    for (const [key, child] of Object.entries(object)) if (!DATA_KEYS.has(key)) rewrite(child, here);
  };
  rewrite(document, ROOT_BASE);
  // With every reference a pointer from the document's root, the `$id`s go: the reference parser would otherwise
  // read a pointer inside a schema that has one as a pointer into that schema's own URI.
  for (const named of holders) {
    delete named.$id;
    delete named.$anchor;
  }
  return count;
}

/** The pointer a reference names through an `$id` (with or without a pointer fragment) or an `$anchor`. */
function targetOf(ref: string, base: string, ids: ReadonlyMap<string, string>): string | undefined {
  const absolute = resolve(ref, base);
  if (!absolute) return undefined;
  const hash = absolute.indexOf('#');
  const fragment = hash < 0 ? '' : absolute.slice(hash + 1);
  const resource = ids.get(withoutFragment(absolute));
  if (fragment === '' || fragment.startsWith('/')) {
    if (resource === undefined) return undefined;
    return `${resource}${safeDecode(fragment)}`;
  }
  return ids.get(`${withoutFragment(absolute)}#${safeDecode(fragment)}`);
}

function resolve(ref: string, base: string): string | undefined {
  try {
    return new URL(ref, base).href;
  } catch {
    return undefined;
  }
}

function withoutFragment(uri: string): string {
  const hash = uri.indexOf('#');
  return hash < 0 ? uri : uri.slice(0, hash);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

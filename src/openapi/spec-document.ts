/**
 * The shapes the OpenAPI stage passes around. Specs come from people we do not know, so the document is typed
 * loosely (plain JSON values) and every reader checks what it reads.
 */

/** A JSON object as parsed from a spec. */
export type JsonObject = Record<string, unknown>;

/** A loaded, bundled OpenAPI 3.x document: every `$ref` internal (`#/...`), Swagger 2.0 already converted. */
export interface OpenApiSpec {
  /** Root-relative path of the spec's entry file: `openapi.json`, `api/v2/openapi.yaml`. */
  file: string;
  /** The bundled document. `$ref`s inside example values are data and are kept as written. */
  document: JsonObject;
  /** `openapi` of the document after conversion: `3.0.3`, `3.1.0`. */
  version: string;
  /** The version the file was written in, when it was converted (`2.0`). */
  convertedFrom?: string;
}

/** HTTP methods an OpenAPI path item may hold, in the order pages list them. */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
  'query',
] as const;

/** One operation of a path item: its method and where it is written in the path item. */
export interface OperationEntry {
  /** `GET` for the fixed fields (upper case); a 3.2 additional operation's method as written (`COPY`). */
  method: string;
  /** The keys from the path item to the operation: `['get']`, `['additionalOperations', 'COPY']`. */
  at: readonly string[];
  value: unknown;
}

/**
 * The operations a path item holds, in the order pages list them: the fixed fields (`get`…`query`), then the
 * OpenAPI 3.2 `additionalOperations` (custom methods, keyed as sent). An additional operation named like a fixed
 * field is left out, as the specification forbids it.
 */
export function operationEntries(pathItem: JsonObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const method of OPERATION_METHODS)
    if (pathItem[method] !== undefined)
      out.push({ method: method.toUpperCase(), at: [method], value: pathItem[method] });
  const additional = pathItem.additionalOperations;
  if (isJsonObject(additional)) {
    for (const [method, value] of Object.entries(additional)) {
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(method)) continue;
      if ((OPERATION_METHODS as readonly string[]).includes(method.toLowerCase())) continue;
      out.push({ method, at: ['additionalOperations', method], value });
    }
  }
  return out;
}

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The string at `value`, else undefined. */
export function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Deepest nesting a spec may have. Real specs stay under a few dozen levels; a hostile one nested thousands
 * deep would overflow every recursive reader (ours and the reference parser's), so it is refused up front.
 */
export const MAX_SPEC_DEPTH = 256;

/** The JSON path of the first value nested deeper than `limit`, else undefined. Iterative: never overflows. */
export function tooDeepAt(root: unknown, limit = MAX_SPEC_DEPTH): (string | number)[] | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  const seen = new Set<unknown>();
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (path.length > limit) return path;
    const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [key, child] of entries)
      if (typeof child === 'object' && child !== null) stack.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

/**
 * JSON path of a value that contains itself (a YAML alias inside its own anchor's value: `&a [*a]`), which no
 * walk of the document could finish; undefined when there is none. Shared values (aliases elsewhere) are fine.
 */
export function cycleAt(root: unknown): (string | number)[] | undefined {
  const onPath = new Set<unknown>();
  const done = new Set<unknown>();
  // Depth first without recursion: an `exit` entry takes a value off the current path once its children are done.
  const stack: { value: object; path: (string | number)[]; exit?: true }[] = [];
  if (typeof root === 'object' && root !== null) stack.push({ value: root, path: [] });
  while (stack.length) {
    const { value, path, exit } = stack.pop()!;
    if (exit) {
      onPath.delete(value);
      done.add(value);
      continue;
    }
    if (done.has(value)) continue;
    if (onPath.has(value)) return path;
    onPath.add(value);
    stack.push({ value, path, exit: true });
    const entries: [string | number, unknown][] = Array.isArray(value) ? [...value.entries()] : Object.entries(value);
    for (const [key, child] of entries)
      if (typeof child === 'object' && child !== null && !done.has(child))
        stack.push({ value: child, path: [...path, key] });
  }
  return undefined;
}

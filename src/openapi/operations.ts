/**
 * The operations and webhooks of a bundled spec, in spec order, and lookups by method and path as navigation
 * entries and frontmatter write them (any method case, trailing-slash differences tolerated).
 */
import { closest, distance } from 'fastest-levenshtein';
import { isJsonObject, type JsonObject, type OpenApiSpec, operationEntries } from './spec-document.js';
import { resolveRef } from './resolve-ref.js';

/** One operation (or webhook) of a spec. */
export interface SpecOperation {
  /** Upper case: `GET`; for webhooks the method their path item holds; a 3.2 additional operation's as written. */
  method: string;
  /** The keys from the path item to the operation: `['get']`, `['additionalOperations', 'COPY']`. */
  at: readonly string[];
  /** `/users/{id}`, or the webhook's name. */
  path: string;
  webhook: boolean;
  operation: JsonObject;
  pathItem: JsonObject;
  /** The first tag, when any. */
  tag?: string;
}

/** Every operation of the spec in document order, `x-excluded` ones left out. */
export function listOperations(spec: OpenApiSpec): SpecOperation[] {
  const out: SpecOperation[] = [];
  const add = (group: unknown, webhook: boolean) => {
    if (!isJsonObject(group)) return;
    for (const [path, raw] of Object.entries(group)) {
      // A key of `paths` that does not start with `/` is no path (validation says so, see spec-rules.ts).
      if (path.startsWith('x-') || (!webhook && !path.startsWith('/'))) continue;
      const pathItem = resolveRef(spec.document, raw);
      if (!isJsonObject(pathItem)) continue;
      for (const { method, at, value } of operationEntries(pathItem)) {
        const operation = resolveRef(spec.document, value);
        if (!isJsonObject(operation) || operation['x-excluded'] === true) continue;
        const tags = Array.isArray(operation.tags) ? operation.tags.filter((t) => typeof t === 'string') : [];
        out.push({
          method,
          at,
          path,
          webhook,
          operation,
          pathItem,
          ...(tags[0] !== undefined ? { tag: tags[0] as string } : {}),
        });
      }
    }
  };
  add(spec.document.paths, false);
  add(spec.document.webhooks, true);
  return out;
}

/** What a lookup found: the operation, or why not (with the closest paths). */
export type OperationLookup =
  | { operation: SpecOperation }
  | { missing: 'path'; closest: string[]; available: string[] }
  | { missing: 'method'; methods: string[] };

/** Finds `METHOD path` (or `webhook name`) in a list of operations. */
export function findOperation(
  operations: readonly SpecOperation[],
  ref: { method: string; path: string; webhook: boolean },
): OperationLookup {
  const wanted = ref.webhook ? ref.path : trimSlash(ref.path);
  const samePath = operations.filter(
    (op) => op.webhook === ref.webhook && (ref.webhook ? op.path === wanted : trimSlash(op.path) === wanted),
  );
  if (samePath.length === 0) {
    const paths = [...new Set(operations.filter((op) => op.webhook === ref.webhook).map((op) => op.path))];
    const best = paths.length ? closest(wanted, paths) : undefined;
    // A suggestion only when it is plausibly a typo of the path written; else the reader gets the list.
    const near = best !== undefined && distance(wanted, best) <= Math.max(3, Math.floor(wanted.length / 3));
    return { missing: 'path', closest: near ? [best] : [], available: paths.slice(0, 8) };
  }
  if (ref.webhook) return { operation: samePath[0]! };
  // Fixed methods in any case; an additional operation's custom method as written (or in upper case).
  const method = ref.method.toUpperCase();
  const match = samePath.find((op) => op.method === method || op.method === ref.method);
  return match ? { operation: match } : { missing: 'method', methods: samePath.map((op) => op.method) };
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

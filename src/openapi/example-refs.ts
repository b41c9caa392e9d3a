/**
 * A `$ref` inside an example value is data, not a reference: `{"example": {"$ref": "#/x"}}` shows a JSON
 * document that happens to have a `$ref` key. The reference parser would follow it (and, for `http` or file
 * refs, read the network or the disk), so such keys are renamed before bundling and named back after.
 */
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The key a data `$ref` is kept under while the spec is bundled; no spec writes it. */
export const ESCAPED_REF = '$ref\u0000data';

/** Keys whose values are always data, in any OpenAPI or JSON Schema object. */
const DATA_KEYS = new Set(['example', 'default', 'const', 'enum', 'x-default']);
/** Maps keyed by names that a spec chooses (a property may be called `example`, a response is `default`). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'responses',
  'schemas',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'paths',
  'webhooks',
  'encoding',
  'variables',
  'mapping',
  'content',
  'dependentSchemas',
]);

/**
 * Renames every `$ref` key found inside data values, in place, and returns how many it renamed. Data values are
 * `example`, `default`, `const`, `enum`, JSON Schema `examples` arrays, and the `value` of Example Objects
 * (entries of an `examples` map).
 */
export function escapeDataRefs(root: unknown): number {
  let count = 0;
  const seen = new Set<unknown>();
  const escapeAll = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) escapeAll(item);
      return;
    }
    const object = value as Record<string, unknown>;
    if ('$ref' in object) {
      object[ESCAPED_REF] = object.$ref;
      delete object.$ref;
      count++;
    }
    for (const child of Object.values(object)) escapeAll(child);
  };
  walkOutsideData(root, { data: escapeAll }, { seen });
  return count;
}

/** What {@link walkOutsideData} calls. */
export interface SpecVisitor {
  /** Each object of the spec outside data values, name maps (`properties`, `responses`…) excepted. */
  object?: (value: Record<string, unknown>) => void;
  /** Each data value (an example, a default…); the walk does not enter it. */
  data?: (value: unknown) => void;
}

/**
 * Maps of an AsyncAPI document keyed by names the spec chooses (a server or a channel may be called `default`),
 * besides those it shares with OpenAPI: for walks over AsyncAPI documents (`nameMaps` of {@link walkOutsideData}).
 */
export const ASYNCAPI_NAME_MAPS: ReadonlySet<string> = new Set([
  'channels',
  'servers',
  'operations',
  'messages',
  'messageTraits',
  'operationTraits',
  'correlationIds',
  'replies',
  'replyAddresses',
  'serverVariables',
  'serverBindings',
  'channelBindings',
  'operationBindings',
  'messageBindings',
]);

/**
 * Walks a spec value, or a part of one (an operation, a component), telling data values (see
 * {@link escapeDataRefs}) from the spec's own objects. A value met twice (a YAML alias) is visited once; `seen`
 * is shared with the caller's own walk when given. `nameMaps` adds maps keyed by chosen names to OpenAPI's.
 */
export function walkOutsideData(
  root: unknown,
  visit: SpecVisitor,
  options: { seen?: Set<unknown>; nameMaps?: ReadonlySet<string> } = {},
): void {
  const { seen = new Set<unknown>(), nameMaps } = options;
  const walk = (value: unknown, names = false): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    if (!names) visit.object?.(value as Record<string, unknown>);
    for (const [key, child] of Object.entries(value)) {
      const kind = names ? 'spec' : childKind(key, child, nameMaps);
      if (kind === 'names') walk(child, true);
      else if (kind === 'data') visit.data?.(child);
      else if (kind === 'example-map') {
        for (const [name, example] of Object.entries(child as JsonObject)) {
          // Swagger 2.0 response examples map a media type straight to the value.
          if (name.includes('/')) visit.data?.(example);
          else if (isJsonObject(example) && 'value' in example) visit.data?.(example.value);
          else walk(example);
        }
      } else walk(child);
    }
  };
  walk(root);
}

/**
 * What the value under `key` of a spec object is: `data` (an example, a default: never entered), `names` (a map
 * keyed by names the spec chooses, whose values are spec objects), `example-map` (an `examples` map of Example
 * Objects) or `spec` (a spec object or a list of them).
 */
function childKind(
  key: string,
  child: unknown,
  nameMaps: ReadonlySet<string> | undefined,
): 'data' | 'names' | 'example-map' | 'spec' {
  if (NAME_MAPS.has(key) || nameMaps?.has(key)) return 'names';
  if (DATA_KEYS.has(key)) return 'data';
  if (key === 'examples') return Array.isArray(child) ? 'data' : isJsonObject(child) ? 'example-map' : 'spec';
  return 'spec';
}

/**
 * A copy of a spec value in which `change` replaced some of the spec's own objects (never data values), sharing
 * everything it did not change: only the objects on the way to a changed one are copied. `replaced` maps each
 * object of `root` that was copied or changed to what stands for it in the copy, so that a part of the spec
 * taken before (an inline schema) can be found in the copy. A value met twice is changed once.
 */
export function mapOutsideData(
  root: unknown,
  change: (value: JsonObject) => JsonObject | undefined,
): { root: unknown; replaced: Map<object, object> } {
  const replaced = new Map<object, object>();
  // Each value once: a YAML alias met again, or a loop of aliases, keeps what the first meeting gave.
  const done = new Map<object, unknown>();
  const map = (value: unknown, names = false): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    if (done.has(value)) return done.get(value);
    done.set(value, value);
    let out: unknown = value;
    if (Array.isArray(value)) {
      const items = value.map((item) => map(item));
      if (items.some((item, index) => item !== value[index])) out = items;
    } else {
      const own = value as JsonObject;
      let copy: JsonObject | undefined;
      for (const [key, child] of Object.entries(own)) {
        const kind = names ? 'spec' : childKind(key, child, undefined);
        let next: unknown = child;
        if (kind === 'names') next = map(child, true);
        else if (kind === 'spec') next = map(child);
        else if (kind === 'example-map') {
          // Example Objects without a `value` may be references: spec objects, mapped like the others.
          const entries = Object.entries(child as JsonObject).map(([name, example]) => {
            const data = name.includes('/') || (isJsonObject(example) && 'value' in example);
            return [name, data ? example : map(example)] as const;
          });
          if (entries.some(([name, example]) => example !== (child as JsonObject)[name]))
            next = Object.fromEntries(entries);
        }
        if (next !== child) {
          copy ??= { ...own };
          copy[key] = next;
        }
      }
      const changed = names ? undefined : change(copy ?? own);
      out = changed ?? copy ?? own;
    }
    if (out !== value) replaced.set(value, out as object);
    done.set(value, out);
    return out;
  };
  return { root: map(root), replaced };
}

/** Names escaped `$ref` keys back, in place (the bundled document may share objects: each is visited once). */
export function restoreDataRefs(root: unknown): void {
  const seen = new Set<unknown>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const object = value as Record<string, unknown>;
    if (ESCAPED_REF in object) {
      object.$ref = object[ESCAPED_REF];
      delete object[ESCAPED_REF];
    }
    for (const child of Object.values(object)) stack.push(child);
  }
}

/**
 * Walks a zod schema alongside a value, to answer "which object schemas describe the value at this path" for
 * unknown-key warnings and did-you-mean suggestions. zod strips unknown keys silently; this is how we see them.
 * Reads zod 4's `_zod.def`, which is the library's documented way to introspect schemas.
 */
import { z } from 'zod';
import type { JsonPath } from './json-path.js';

type Schema = z.core.$ZodType;

/** The parts of `_zod.def` this walker reads. */
interface Def {
  type: string;
  innerType?: Schema;
  getter?: () => Schema;
  in?: Schema;
  options?: Schema[];
  shape?: Record<string, Schema>;
  catchall?: Schema;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  left?: Schema;
  right?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

function def(schema: Schema): Def {
  return schema._zod.def as unknown as Def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** Strips wrappers (optional, default, lazy, pipe…) down to the schema that decides the value's shape. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let guard = 0; guard < 32; guard++) {
    const d = def(current);
    if (WRAPPERS.has(d.type) && d.innerType) current = d.innerType;
    else if (d.type === 'lazy' && d.getter) current = d.getter();
    else if (d.type === 'pipe' && d.in) current = d.in;
    else break;
  }
  return current;
}

/** The non-union schemas a schema may match, unions flattened. */
function alternatives(schema: Schema): Schema[] {
  const inner = unwrap(schema);
  const d = def(inner);
  if (d.type === 'union' && d.options) return d.options.flatMap(alternatives);
  if (d.type === 'intersection' && d.left && d.right) return [...alternatives(d.left), ...alternatives(d.right)];
  return [inner];
}

const OPEN = new Set(['any', 'unknown']);

function acceptsShape(schema: Schema, value: unknown): boolean {
  const type = def(schema).type;
  if (OPEN.has(type)) return true;
  if (Array.isArray(value)) return type === 'array' || type === 'tuple';
  if (isPlainObject(value)) return type === 'object' || type === 'record';
  return false;
}

/**
 * The schemas among `schemas` that describe `value`. When a union has several candidates of the right shape, the
 * one zod itself would pick (the first that parses) wins; if none parses, all stay in play.
 */
export function matching(schemas: readonly Schema[], value: unknown): Schema[] {
  const shaped = schemas.flatMap(alternatives).filter((schema) => acceptsShape(schema, value));
  if (shaped.length <= 1) return shaped;
  // Cheap first: objects missing a required key or with a different literal tag cannot be the match. This spares
  // a full parse of every nested navigation group.
  const plausible = isPlainObject(value) ? shaped.filter((schema) => plausibleObject(schema, value)) : shaped;
  if (plausible.length === 1) return plausible;
  const pool = plausible.length > 0 ? plausible : shaped;
  const parsing = pool.find((schema) => z.safeParse(schema, value).success);
  return parsing ? [parsing] : pool;
}

/** False when `value` lacks a required key of the object schema, or has another value for one of its literals. */
function plausibleObject(schema: Schema, value: Record<string, unknown>): boolean {
  const d = def(schema);
  if (d.type !== 'object' || !d.shape) return true;
  for (const [key, member] of Object.entries(d.shape)) {
    const present = Object.hasOwn(value, key);
    if (!present && member._zod.optin !== 'optional') return false;
    const literal = def(member);
    if (present && literal.type === 'literal' && literal.values && !literal.values.includes(value[key])) return false;
  }
  return true;
}

/** Schemas of the member `key` (objects, records) or item `index` (arrays) of values matched by `parents`. */
export function childSchemas(parents: readonly Schema[], part: string | number): Schema[] {
  const out: Schema[] = [];
  for (const parent of parents) {
    const d = def(parent);
    if (d.type === 'object') {
      const member = typeof part === 'string' && d.shape && Object.hasOwn(d.shape, part) ? d.shape[part] : undefined;
      if (member) out.push(member);
      else if (d.catchall && def(d.catchall).type !== 'never') out.push(d.catchall);
    } else if (d.type === 'record' && d.valueType) out.push(d.valueType);
    else if (d.type === 'array' && d.element) out.push(d.element);
  }
  return out;
}

/** Whether the object at `path` must have `key` (every schema it matches in `rootValue` requires it). */
export function isRequiredKey(root: Schema, at: { rootValue: unknown; path: JsonPath; key: string }): boolean {
  const { key } = at;
  const parents = schemasAt(root, at.rootValue, at.path);
  return (
    parents.length > 0 &&
    parents.every((parent) => {
      const member = def(parent).shape?.[key];
      return member !== undefined && member._zod.optin !== 'optional';
    })
  );
}

/** What the object schemas matched at one place say about keys. */
export interface KeyRules {
  /** Keys some candidate declares. */
  known: string[];
  /** Any key is accepted (a record with string keys, an open catchall, `unknown`). */
  open: boolean;
  /** Every candidate is a strict object (unknown keys are zod errors, not warnings). */
  strict: boolean;
}

/** The key rules of the object schemas among `candidates`. */
export function keyRules(candidates: readonly Schema[]): KeyRules {
  const known = new Set<string>();
  let open = false;
  let strict = candidates.length > 0;
  for (const candidate of candidates) {
    const d = def(candidate);
    if (d.type === 'object') {
      for (const key of Object.keys(d.shape ?? {})) known.add(key);
      const catchall = d.catchall ? def(d.catchall).type : undefined;
      if (catchall && catchall !== 'never') open = true;
      if (catchall !== 'never') strict = false;
    } else if (d.type === 'record') {
      const keyType = d.keyType ? def(unwrap(d.keyType)) : undefined;
      if (keyType?.type === 'enum' && keyType.entries) {
        for (const key of Object.values(keyType.entries)) known.add(String(key));
      } else if (keyType?.type === 'literal' && keyType.values) {
        for (const key of keyType.values) known.add(String(key));
      } else open = true;
    } else {
      open = true;
      strict = false;
    }
  }
  return { known: [...known], open, strict };
}

/** The schemas describing the value at `path` of `rootValue`. */
export function schemasAt(root: Schema, rootValue: unknown, path: JsonPath): Schema[] {
  let schemas: Schema[] = [root];
  let value = rootValue;
  for (const part of path) {
    schemas = childSchemas(matching(schemas, value), part);
    value =
      isPlainObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[part] : undefined;
    if (schemas.length === 0) return [];
  }
  return matching(schemas, value);
}

/** An unknown key found by {@link findUnknownKeys}. */
export interface UnknownKey {
  /** Path of the object holding the key. */
  path: JsonPath;
  key: string;
  /** Keys that are allowed there. */
  known: string[];
}

/**
 * Every key of `value` that no schema declares, outside strict objects (zod reports those itself). `tolerate`
 * names loose objects that accept only some extra keys (a navigation group keeps `groups`, `tabs`… for the
 * resolver to explain): other keys on them are unknown too.
 */
export function findUnknownKeys(
  root: Schema,
  value: unknown,
  options: { tolerate?: ReadonlyMap<Schema, readonly string[]> } = {},
): UnknownKey[] {
  const found: UnknownKey[] = [];
  const tolerate = options.tolerate ?? new Map<Schema, readonly string[]>();
  const walk = (schemas: Schema[], current: unknown, path: (string | number)[]): void => {
    if (schemas.length === 0) return;
    if (Array.isArray(current)) {
      const items = childSchemas(matching(schemas, current), 0);
      for (const [index, item] of current.entries()) walk(items, item, [...path, index]);
      return;
    }
    if (!isPlainObject(current)) return;
    const candidates = matching(schemas, current);
    if (candidates.length === 0) return;
    const rules = keyRules(candidates);
    const tolerated = candidates.every((c) => tolerate.has(c))
      ? new Set(candidates.flatMap((c) => tolerate.get(c)!))
      : undefined;
    for (const [key, child] of Object.entries(current)) {
      if (tolerated && !rules.known.includes(key)) {
        if (!tolerated.has(key)) found.push({ path, key, known: rules.known });
        continue;
      }
      const next = childSchemas(candidates, key);
      if (next.length > 0) walk(next, child, [...path, key]);
      else if (!rules.open && !rules.strict) found.push({ path, key, known: rules.known });
    }
  };
  walk([root], value, []);
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

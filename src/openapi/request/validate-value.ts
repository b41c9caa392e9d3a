/**
 * A JSON value checked against a {@link LiteSchema}: types, enums, required and extra properties, array and
 * string bounds, patterns, numeric limits, `oneOf`/`anyOf`/`allOf`, a few formats. Used on the body the reader
 * types and on the response that comes back. Named schemas may be cyclic: the value is finite, so following
 * the value ends; a schema that refers to itself without consuming any value is cut by a depth guard.
 */
import type { LiteSchema } from './request-spec.js';

/** A difference between a value and its schema. */
export interface Mismatch {
  /** Where: `data[0].customer.email`; empty for the value itself. */
  path: string;
  message: string;
}

/** Mismatches reported at most; the rest are counted in one last line. */
export const MAX_MISMATCHES = 50;
const MAX_SCHEMA_STEPS = 64;

const FORMATS: Record<string, RegExp> = {
  'date-time': /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?([Zz]|[+-]\d{2}:?\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  email: /^[^\s@]+@[^\s@]+$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  uri: /^[a-z][a-z0-9+.-]*:\S*$/i,
};

interface Walk {
  defs: Record<string, LiteSchema>;
  /** Direction: a response ignores `writeOnly` fields, a request `readOnly` ones. */
  direction: 'request' | 'response';
  out: Mismatch[];
  total: { count: number };
}

/** Checks `value` against `schema`; at most {@link MAX_MISMATCHES} come back, plus one that counts the rest. */
export function validateValue(
  value: unknown,
  schema: LiteSchema,
  options: { defs: Record<string, LiteSchema>; direction?: 'request' | 'response' },
): Mismatch[] {
  const walk: Walk = { defs: options.defs, direction: options.direction ?? 'response', out: [], total: { count: 0 } };
  check(walk, { value, schema, path: '', steps: 0 });
  if (walk.total.count > walk.out.length)
    walk.out.push({ path: '', message: `and ${walk.total.count - walk.out.length} more differences` });
  return walk.out;
}

/** The JSON type of a value, `integer` for whole numbers. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function report(walk: Walk, path: string, message: string): void {
  walk.total.count += 1;
  if (walk.out.length < MAX_MISMATCHES) walk.out.push({ path, message });
}

function typesOf(schema: LiteSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function typeMatches(type: string, value: unknown): boolean {
  const actual = jsonType(value);
  if (type === 'number') return actual === 'number' || actual === 'integer';
  return actual === type;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

/** Mismatches of `value` against `schema` without reporting them (for oneOf/anyOf branches). */
function trial(walk: Walk, place: { value: unknown; schema: LiteSchema; path: string; steps: number }): number {
  const sub: Walk = { ...walk, out: [], total: { count: 0 } };
  check(sub, place);
  return sub.total.count;
}

function check(walk: Walk, place: { value: unknown; schema: LiteSchema; path: string; steps: number }): void {
  const { value, path } = place;
  let schema = place.schema;
  let steps = place.steps;
  while (schema.$ref) {
    if (++steps > MAX_SCHEMA_STEPS) return;
    schema = walk.defs[schema.$ref] ?? {};
  }
  const types = typesOf(schema);
  if (types.length && !types.some((type) => typeMatches(type, value))) {
    report(walk, path, `expected ${types.join(' or ')}, got ${jsonType(value)} ${describe(value)}`);
    return;
  }
  if (schema.enum && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value)))
    report(walk, path, `${describe(value)} is not one of ${schema.enum.map(describe).join(', ')}`);
  if ('const' in schema && JSON.stringify(schema.const) !== JSON.stringify(value))
    report(walk, path, `expected ${describe(schema.const)}`);
  if (typeof value === 'string') checkString(walk, { value, schema, path });
  if (typeof value === 'number') checkNumber(walk, { value, schema, path });
  if (Array.isArray(value)) checkArray(walk, { value, schema, path, steps });
  else if (value !== null && typeof value === 'object')
    checkObject(walk, { value: value as Record<string, unknown>, schema, path, steps });
  for (const part of schema.allOf ?? []) check(walk, { value, schema: part, path, steps: steps + 1 });
  if (
    schema.anyOf?.length &&
    !schema.anyOf.some((part) => trial(walk, { value, schema: part, path, steps: steps + 1 }) === 0)
  )
    report(walk, path, `matches none of the ${schema.anyOf.length} allowed shapes (anyOf)`);
  if (schema.oneOf?.length) {
    const matching = schema.oneOf.filter(
      (part) => trial(walk, { value, schema: part, path, steps: steps + 1 }) === 0,
    ).length;
    if (matching !== 1)
      report(
        walk,
        path,
        matching === 0
          ? `matches none of the ${schema.oneOf.length} allowed shapes (oneOf)`
          : `matches ${matching} shapes where oneOf allows exactly one`,
      );
  }
}

function checkString(walk: Walk, place: { value: string; schema: LiteSchema; path: string }): void {
  const { value, schema, path } = place;
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength)
    report(walk, path, `shorter than ${schema.minLength} characters`);
  if (schema.maxLength !== undefined && length > schema.maxLength)
    report(walk, path, `longer than ${schema.maxLength} characters`);
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern, 'u');
    } catch {
      pattern = undefined; // A pattern this engine cannot read is not the value's fault.
    }
    if (pattern && !pattern.test(value)) report(walk, path, `does not match the pattern ${schema.pattern}`);
  }
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format && !format.test(value)) report(walk, path, `is not a valid ${schema.format}`);
}

function checkNumber(walk: Walk, place: { value: number; schema: LiteSchema; path: string }): void {
  const { value, schema, path } = place;
  if (schema.minimum !== undefined && value < schema.minimum)
    report(walk, path, `less than the minimum ${schema.minimum}`);
  if (schema.maximum !== undefined && value > schema.maximum)
    report(walk, path, `greater than the maximum ${schema.maximum}`);
  if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum)
    report(walk, path, `must be greater than ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum)
    report(walk, path, `must be less than ${schema.exclusiveMaximum}`);
}

function checkArray(walk: Walk, place: { value: unknown[]; schema: LiteSchema; path: string; steps: number }): void {
  const { value, schema, path } = place;
  if (schema.minItems !== undefined && value.length < schema.minItems)
    report(walk, path, `fewer than ${schema.minItems} items`);
  if (schema.maxItems !== undefined && value.length > schema.maxItems)
    report(walk, path, `more than ${schema.maxItems} items`);
  const items = schema.items;
  if (!items) return;
  for (const [i, item] of value.entries()) check(walk, { value: item, schema: items, path: child(path, i), steps: 0 });
}

function checkObject(
  walk: Walk,
  place: { value: Record<string, unknown>; schema: LiteSchema; path: string; steps: number },
): void {
  const { value, schema, path } = place;
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (name in value) continue;
    const property = properties[name] ? resolveOnce(properties[name]!, walk.defs) : undefined;
    // A response may leave out writeOnly fields, a request readOnly ones, even when they are required.
    if (property && (walk.direction === 'response' ? property.writeOnly : property.readOnly)) continue;
    report(walk, child(path, name), 'required property is missing');
  }
  for (const [name, item] of Object.entries(value)) {
    const property = properties[name];
    if (property) check(walk, { value: item, schema: property, path: child(path, name), steps: 0 });
    else if (schema.additionalProperties === false) report(walk, child(path, name), 'property is not documented');
    else if (typeof schema.additionalProperties === 'object')
      check(walk, { value: item, schema: schema.additionalProperties, path: child(path, name), steps: 0 });
  }
}

function resolveOnce(schema: LiteSchema, defs: Record<string, LiteSchema>): LiteSchema {
  let current = schema;
  for (let step = 0; step < 16 && current.$ref; step++) current = defs[current.$ref] ?? {};
  return current;
}

/**
 * Display types of schemas, the way API references write them: `string`, `integer<int64>`, `string<date-time>`,
 * `enum<string>`, `object[]`, `string | null`, `file`, `any`.
 */
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The JSON Schema `type` names of a schema (3.1 arrays, 3.0 single names), `null` left out. */
export function typeNames(schema: JsonObject): string[] {
  const raw = schema.type;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((t): t is string => typeof t === 'string' && t !== 'null');
}

/** A schema whose only type is `null` (the `{type: 'null'}` branch of 3.1 optional fields). */
export function isNullType(schema: JsonObject): boolean {
  return (
    schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null')
  );
}

/** Whether `null` is allowed: 3.0 `nullable: true`, 3.1 `type: [..., 'null']`. */
export function isNullable(schema: JsonObject): boolean {
  if (schema.nullable === true) return true;
  return Array.isArray(schema.type) && schema.type.includes('null');
}

/** True for a schema that describes a file (binary string, or 3.1 `contentMediaType` of a non-text kind). */
export function isFileSchema(schema: JsonObject): boolean {
  if (!typeNames(schema).includes('string')) return false;
  if (schema.format === 'binary') return true;
  return typeof schema.contentMediaType === 'string' && schema.contentEncoding === undefined;
}

/** The base kind of a schema: its first type, else `object` when it has properties, else `any`. */
export function baseType(schema: JsonObject): string {
  const names = typeNames(schema);
  if (names.length) return names[0]!;
  if (isJsonObject(schema.properties) || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  if (Array.isArray(schema.enum) && schema.enum.length) return enumType(schema.enum);
  return 'any';
}

/** The type an untyped `enum` implies by its values: `boolean`, `number`, else `string`. */
function enumType(values: readonly unknown[]): string {
  const defined = values.filter((value) => value !== null);
  if (defined.length && defined.every((value) => typeof value === 'boolean')) return 'boolean';
  if (defined.length && defined.every((value) => typeof value === 'number')) return 'number';
  return 'string';
}

/**
 * One schema's display type, given the display type of its items for arrays (`items` is resolved by the caller,
 * which knows about references).
 */
export function displayType(schema: JsonObject, itemType?: string): string {
  if (isNullType(schema)) return 'null';
  const names = typeNames(schema);
  let type: string;
  if (isFileSchema(schema)) type = 'file';
  else if (names.length > 1) type = names.join(' | ');
  else {
    const base = baseType(schema);
    if (base === 'array') type = `${wrapUnion(itemType ?? 'any')}[]`;
    else if (Array.isArray(schema.enum) && schema.enum.length) type = `enum<${base}>`;
    else if (typeof schema.format === 'string' && base !== 'object') type = `${base}<${schema.format}>`;
    else type = base;
  }
  return isNullable(schema) && !type.endsWith('| null') ? `${type} | null` : type;
}

function wrapUnion(type: string): string {
  return type.includes(' | ') ? `(${type})` : type;
}

/** Constraints of a schema in words, in a fixed order. */
export function constraintsOf(schema: JsonObject): string[] {
  const out: string[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const min = num('minimum');
  const max = num('maximum');
  const exclusiveMin = num('exclusiveMinimum') ?? (schema.exclusiveMinimum === true ? min : undefined);
  const exclusiveMax = num('exclusiveMaximum') ?? (schema.exclusiveMaximum === true ? max : undefined);
  if (exclusiveMin !== undefined) out.push(`> ${exclusiveMin}`);
  else if (min !== undefined) out.push(`>= ${min}`);
  if (exclusiveMax !== undefined) out.push(`< ${exclusiveMax}`);
  else if (max !== undefined) out.push(`<= ${max}`);
  if (num('multipleOf') !== undefined) out.push(`multiple of ${num('multipleOf')}`);
  const range = (low?: number, high?: number, what = 'length') => {
    if (low !== undefined && high !== undefined) out.push(low === high ? `${what} ${low}` : `${what} ${low}–${high}`);
    else if (low !== undefined) out.push(`${what} >= ${low}`);
    else if (high !== undefined) out.push(`${what} <= ${high}`);
  };
  range(num('minLength'), num('maxLength'));
  range(num('minItems'), num('maxItems'), 'items');
  range(num('minProperties'), num('maxProperties'), 'properties');
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (schema.uniqueItems === true) out.push('unique items');
  if (typeof schema.contentEncoding === 'string') out.push(`encoding ${schema.contentEncoding}`);
  return out;
}

/** A value as JSON text, for defaults, examples and enum values. */
export function jsonText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

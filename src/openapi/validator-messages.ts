/**
 * The OpenAPI schema validator's errors (Ajv's: "must be array", "must NOT have fewer than 1 items") said in the
 * terms of the spec being checked: which key, what it holds, what it must hold, and what to write instead.
 * Pure: an error and the value it is about in, a message and a hint out.
 */
import { closest, joinOr } from '../config/issue-text.js';
import { pointerSegments } from './resolve-ref.js';
import type { AjvError } from './validation-branches.js';

/** A problem said plainly: the message, and a hint when there is something specific to write instead. */
export interface PlainProblem {
  message: string;
  hint?: string;
}

const TYPE_NAMES: Record<string, string> = {
  array: 'a list',
  object: 'an object (keys and values)',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: '`true` or `false`',
  null: '`null`',
};

/** JSON Schema types a `type` may name (the 3.0 schema's `type` enum, and 3.1's with `null`). */
const JSON_TYPES = new Set(['array', 'boolean', 'integer', 'number', 'object', 'string', 'null']);

/** `limit` as a range: "0 or more", "less than 10". */
const RANGES: Record<string, (limit: string) => string> = {
  '>=': (limit) => `${limit} or more`,
  '<=': (limit) => `${limit} or less`,
  '>': (limit) => `more than ${limit}`,
  '<': (limit) => `less than ${limit}`,
};

/**
 * The plain form of one validator error. `value` is the value the error is about (at its `instancePath`);
 * errors that Quire's folds already worded (validation-branches.ts) keep their message.
 */
export function plainProblem(detail: AjvError, value: unknown): PlainProblem {
  const { keyword = '', params = {} } = detail;
  const segments = pointerSegments(detail.instancePath ?? '');
  const key = segments.at(-1);
  const subject = subjectOf(segments);
  switch (keyword) {
    case 'required':
      return {
        message: `the required property \`${String(params.missingProperty)}\` is missing`,
        hint: requiredHint(segments, String(params.missingProperty)),
      };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return notAllowed(segments, String(params.additionalProperty ?? params.unevaluatedProperty));
    case 'type':
      return wrongType(segments, typesOf(params.type), value);
    case 'enum':
    case 'const':
      return notAllowedValue(
        segments,
        keyword === 'const' ? [params.allowedValue] : listOf(params.allowedValues),
        value,
      );
    case 'minItems':
    case 'maxItems':
      return itemCount({ subject, key, value }, keyword === 'minItems', Number(params.limit));
    case 'minLength':
      return Number(params.limit) === 1 && value === ''
        ? { message: `${subject} is an empty string`, hint: `Write its value, or remove ${keyText(key)}.` }
        : { message: `${subject} is shorter than ${Number(params.limit)} characters` };
    case 'maxLength':
      return { message: `${subject} is longer than ${Number(params.limit)} characters` };
    case 'minProperties':
      return { message: `${subject} is empty: it needs at least ${count(Number(params.limit), 'entry', 'entries')}` };
    case 'maxProperties':
      return {
        message: `${subject} has ${count(entries(value), 'entry', 'entries')}: it may have at most ${Number(params.limit)}`,
        ...(key === 'content' && Number(params.limit) === 1
          ? { hint: 'Here `content` names exactly one media type: keep one and remove the others.' }
          : {}),
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return outOfRange({ subject, key, value }, String(params.comparison ?? ''), params.limit);
    case 'multipleOf':
      return { message: `${subject} is ${valueText(value)}, which is not a multiple of ${String(params.multipleOf)}` };
    case 'pattern':
      return {
        message: `${subject} is ${valueText(value)}, which does not have the form this place takes (the pattern \`${String(params.pattern)}\`)`,
        ...(key === 'openapi' && segments.length === 1
          ? { hint: 'Write the version the document follows, in full: `openapi: 3.0.3` or `openapi: 3.1.0`.' }
          : {}),
      };
    case 'format':
      return badFormat(subject, String(params.format), value);
    case 'uniqueItems':
      return {
        message: `${subject} has the same item twice (items ${Number(params.j) + 1} and ${Number(params.i) + 1})`,
        hint: 'Remove one of the two.',
      };
    case 'dependencies':
    case 'dependentRequired':
      return {
        message: `\`${String(params.property)}\` needs \`${String(params.missingProperty)}\` beside it, and it is missing`,
      };
    case 'propertyNames':
      return { message: `${subject} has a key that is not a valid name here` };
    default:
      return { message: detail.message ?? 'invalid value' };
  }
}

/** What to write for a required property that is missing, by what it is in the OpenAPI document. */
function requiredHint(segments: readonly string[], name: string): string {
  const parent = segments.at(-1);
  const inList = (list: string): boolean => segments.at(-2) === list && /^\d+$/.test(parent ?? '');
  if (parent === 'info' && name === 'title') return "Add `title:` under `info`: the API's name, which its pages show.";
  if (parent === 'info' && name === 'version')
    return 'Add `version:` under `info`: the version of the API itself (`"1.0"`).';
  if (segments.at(-2) === 'responses' && name === 'description')
    return 'Add `description:` saying what the response means (OpenAPI requires one, even a short one).';
  if (name === 'responses')
    return "Add `responses:` with the operation's responses, at least one (`200: { description: OK }`).";
  if (inList('parameters') && name === 'in')
    return 'Add `in:` to say where the parameter goes: `path`, `query`, `header` or `cookie`.';
  if (inList('parameters') && name === 'name') return 'Add `name:` with the parameter’s name, as requests spell it.';
  if (inList('servers') && name === 'url') return "Add `url:` with the server's address (`https://api.example.com`).";
  if (segments.at(-2) === 'securitySchemes' && name === 'type')
    return 'Add `type:` to say what the scheme is: `apiKey`, `http`, `oauth2` or `openIdConnect`.';
  if (segments.at(-2) === 'variables' && name === 'default')
    return 'Add `default:` with the value the server variable takes when the reader chooses none.';
  return `Add \`${name}:\` here.`;
}

/** `servers`, item 2 of `tags`, the response `201`, or the document itself. */
function subjectOf(segments: readonly string[]): string {
  const key = segments.at(-1);
  if (key === undefined) return 'the document';
  const parent = segments.at(-2);
  if (parent === 'responses') return `the response \`${key}\``;
  if (/^\d+$/.test(key))
    return parent === undefined ? `item ${Number(key) + 1}` : `item ${Number(key) + 1} of \`${parent}\``;
  return `\`${key}\``;
}

/** The key as the hint writes it: `servers`, or "it" for a list item. */
function keyText(key: string | undefined): string {
  return key === undefined || /^\d+$/.test(key) ? 'it' : `\`${key}\``;
}

function typesOf(type: unknown): string[] {
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? type.split(',') : [];
}

function listOf(values: unknown): unknown[] {
  return Array.isArray(values) ? values : [];
}

function entries(value: unknown): number {
  return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What a value is, for a message: the string "abc", the number 1, `true`, a list of 3, an object. */
function valueText(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return '`null`';
  if (Array.isArray(value)) return value.length ? `a list of ${value.length}` : 'an empty list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return `\`${String(value)}\``;
}

/** A value written into a `key: value` example. */
function written(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function notAllowed(segments: readonly string[], name: string): PlainProblem {
  // Responses Object: keys are status codes, ranges and `default` (OpenAPI 3 §4.8.16, Swagger 2.0 Responses Object).
  if (segments.at(-1) === 'responses' && !/^x-/.test(name))
    return {
      message: `\`${name}\` is not a status code: a response is keyed by an HTTP status code (\`200\`), a range (\`2XX\`) or \`default\``,
    };
  return { message: `the property \`${name}\` is not allowed here` };
}

function wrongType(segments: readonly string[], expected: string[], value: unknown): PlainProblem {
  const key = segments.at(-1);
  // `required: true` on a property, as in a parameter: a schema lists its required properties instead.
  if (key === 'required' && typeof value === 'boolean' && expected.includes('array')) {
    const property = segments.at(-3) === 'properties' ? segments.at(-2) : undefined;
    return {
      message: `\`required: ${value}\` does not mark a property as required: an object schema lists the names of its required properties in its own \`required\` list`,
      hint: property
        ? `Remove \`required: ${value}\` here${value ? `, and add \`${property}\` to the \`required\` list of the object that holds it (\`required: [${property}]\`)` : ''}.`
        : 'Write `required` as the list of the required properties’ names (`required: [id, name]`), or remove it.',
    };
  }
  const subject = subjectOf(segments);
  // A JSON Schema (3.1) is an object or a boolean; `additionalProperties` takes one in 3.0 too.
  if (expected.includes('object') && expected.includes('boolean') && expected.length === 2) {
    const additional = key === 'additionalProperties';
    return {
      message: `${subject} must be a schema (an object), \`true\` or \`false\`, but it is ${valueText(value)} here`,
      ...(additional
        ? {
            hint: 'Write `additionalProperties: true` (other keys allowed, of any value), `false` (no other keys) or the schema of the other keys’ values.',
          }
        : {}),
    };
  }
  const message = `${subject} must be ${joinOr(expected.map((type) => TYPE_NAMES[type] ?? type))}, but it is ${valueText(value)} here`;
  const hint = typeHint(segments, expected, value);
  return hint ? { message, hint } : { message };
}

function typeHint(segments: readonly string[], expected: string[], value: unknown): string | undefined {
  const key = segments.at(-1);
  const named = key !== undefined && !/^\d+$/.test(key);
  const line = (text: string): string => (named ? `\`${key}: ${text}\`` : `\`${text}\``);
  const numeric = typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
  if ((expected.includes('number') || expected.includes('integer')) && numeric)
    return `Write the number without quotes: ${line(String(Number(value)))}.`;
  if (expected.includes('boolean') && (value === 'true' || value === 'false'))
    return `Write it without quotes: ${line(value)}.`;
  if (expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean'))
    return `Put the value in quotes: ${line(`"${String(value)}"`)} (unquoted, YAML reads it as a ${typeof value}).`;
  if (expected.length === 1 && expected[0] === 'array' && !Array.isArray(value))
    return `Write ${keyText(key)} as a list, even of one item: one \`- \` line per item in YAML, \`[ … ]\` in JSON.`;
  if (expected.includes('object') && segments.at(-2) === 'responses' && typeof value === 'string')
    return `A response is an object with a description: \`"${key}": { description: ${JSON.stringify(value)} }\`.`;
  if (expected.length === 1 && expected[0] === 'object')
    return `Write ${keyText(key)} as keys and values: \`name: value\` lines in YAML, \`{ … }\` in JSON.`;
  return undefined;
}

function notAllowedValue(segments: readonly string[], allowed: unknown[], value: unknown): PlainProblem {
  const key = segments.at(-1);
  // Parameter Object: a path parameter's `required` must be true (a path cannot leave out one of its parts); the
  // 3.0 schema says it with `enum: [true]`, 3.1's with `const: true`.
  if (key === 'required' && segments.at(-3) === 'parameters' && allowed.length === 1 && allowed[0] === true)
    return {
      message: 'a path parameter is always required: write `required: true` (a path cannot leave out one of its parts)',
    };
  const strings = allowed.filter((item): item is string => typeof item === 'string');
  const match = typeof value === 'string' ? closest(value, strings) : undefined;
  const shown = joinOr(allowed.map((item) => `\`${written(item)}\``));
  if (
    key === 'type' &&
    typeof value === 'string' &&
    strings.length > 0 &&
    strings.every((item) => JSON_TYPES.has(item))
  )
    return {
      message: `\`type: ${value}\` is not a type: a schema's type is ${shown}`,
      hint: typeNameHint(value, match),
    };
  if (allowed.length === 1)
    return { message: `${subjectOf(segments)} must be ${shown} here, but it is ${valueText(value)}` };
  return {
    message: `${subjectOf(segments)} is ${valueText(value)}, which is not one of the values allowed here: ${shown}`,
    hint: match ? `Did you mean \`${match}\`?` : `Use one of ${shown}.`,
  };
}

/** Type names from other languages, and formats written as types, with the schema they stand for. */
const TYPE_NAMES_ELSEWHERE: Record<string, string> = {
  int: '`type: integer`',
  long: '`type: integer`',
  bool: '`type: boolean`',
  float: '`type: number`',
  double: '`type: number`',
  decimal: '`type: number`',
  str: '`type: string`',
  text: '`type: string`',
  list: '`type: array`',
  dict: '`type: object`',
  map: '`type: object`',
  int32: '`type: integer` with `format: int32`',
  int64: '`type: integer` with `format: int64`',
  date: '`type: string` with `format: date`',
  datetime: '`type: string` with `format: date-time`',
  'date-time': '`type: string` with `format: date-time`',
  uuid: '`type: string` with `format: uuid`',
  binary: '`type: string` with `format: binary`',
  file: '`type: string` with `format: binary`',
  any: 'no `type` at all (a value of any type)',
};

function typeNameHint(value: string, match: string | undefined): string {
  const meant = Object.hasOwn(TYPE_NAMES_ELSEWHERE, value.toLowerCase())
    ? TYPE_NAMES_ELSEWHERE[value.toLowerCase()]
    : undefined;
  if (meant) return `Write ${meant}.`;
  return match ? `Did you mean \`type: ${match}\`?` : 'Use one of them, or leave `type` out for a value of any type.';
}

/** The value a problem is about: how the message names it, its key and the value itself. */
interface Subject {
  subject: string;
  key: string | undefined;
  value: unknown;
}

function itemCount({ subject, key, value }: Subject, atLeast: boolean, limit: number): PlainProblem {
  const length = Array.isArray(value) ? value.length : 0;
  if (atLeast && length === 0)
    return {
      message: `${subject} is an empty list: it needs at least ${count(limit, 'item', 'items')}`,
      hint: `Add ${limit === 1 ? 'an item' : 'items'}, or remove ${keyText(key)}.`,
    };
  return {
    message: `${subject} has ${count(length, 'item', 'items')}: it needs ${atLeast ? 'at least' : 'at most'} ${limit}`,
  };
}

function outOfRange({ subject, value }: Subject, comparison: string, limit: unknown): PlainProblem {
  const range = RANGES[comparison]?.(String(limit)) ?? `${comparison} ${String(limit)}`;
  return { message: `${subject} is ${valueText(value)}: it must be ${range}` };
}

const FORMATS: Record<string, { name: string; hint: string }> = {
  uri: { name: 'URL', hint: 'Write a full URL, with its scheme: `https://example.com/path`.' },
  'uri-reference': {
    name: 'URL or relative URL',
    hint: 'Write a URL (`https://example.com/path`) or a path (`/path`).',
  },
  email: { name: 'email address', hint: 'Write an address like `name@example.com`.' },
  regex: {
    name: 'regular expression',
    hint: 'Check its brackets and escapes: it must compile as an ECMAScript regular expression.',
  },
};

function badFormat(subject: string, format: string, value: unknown): PlainProblem {
  const known = FORMATS[format];
  return known
    ? { message: `${subject} is ${valueText(value)}, which is not a valid ${known.name}`, hint: known.hint }
    : { message: `${subject} is ${valueText(value)}, which is not of the format \`${format}\`` };
}

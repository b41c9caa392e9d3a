/**
 * Rules of Schema Objects that the validator does not check. The OpenAPI 3.1 and 3.2 schemas accept any object as
 * a Schema Object (it is JSON Schema 2020-12, left to a JSON Schema validator), so `type: int`, `required: true`
 * on a property or the 3.0 form `exclusiveMinimum: true` passed as valid; and OpenAPI 3.0 requires `items` of
 * an array schema in its text only. Each schema is checked where it is written (a `$ref` is checked at its
 * target). Pure: the document in, problems at JSON pointers out.
 */
import { escapeSegment, refOf } from './resolve-ref.js';
import type { RuleProblem } from './spec-rules.js';
import { isJsonObject, type JsonObject, operationEntries } from './spec-document.js';

/** One schema (or object of the document) with its place. */
interface Placed {
  value: unknown;
  pointer: string;
}

/**
 * Checks the schemas of an OpenAPI 3.x document written as such (`version`: its `openapi`); nothing for a
 * converted Swagger 2.0 file, whose schemas follow the 2.0 rules. Never throws.
 */
export function checkSchemaRules(document: JsonObject, version: string): RuleProblem[] {
  const is30 = version.startsWith('3.0');
  // OpenAPI 3.1: `jsonSchemaDialect` may name another dialect, whose rules are not these.
  if (!is30 && !isDefaultDialect(document.jsonSchemaDialect)) return [];
  const problems: RuleProblem[] = [];
  const seen = new Set<object>();
  const stack = schemaRoots(document).reverse();
  while (stack.length) {
    const { value: schema, pointer } = stack.pop()!;
    if (!isJsonObject(schema) || seen.has(schema) || refOf(schema) !== undefined) continue;
    // A schema of another dialect (`$schema`) is not read by these rules, nor are the schemas inside it.
    if (!is30 && !isDefaultDialect(schema.$schema)) continue;
    seen.add(schema);
    if (is30) checkArrayItems(schema, pointer, problems);
    else checkKeywords(schema, pointer, problems);
    stack.push(...subschemas(schema, pointer).reverse());
  }
  return problems;
}

/**
 * A parameter, a header or a media type has `example` or `examples`, not both (OpenAPI 3.x Parameter Object and
 * Media Type Object: the two are mutually exclusive). OpenAPI 3.0's schema says so and the validator reports it
 * (validation-branches.ts words it); 3.1's and 3.2's do not, so it is checked here for them. Never throws.
 */
export function checkExampleFields(document: JsonObject, version: string): RuleProblem[] {
  if (version.startsWith('3.0')) return [];
  const holders: Placed[] = [];
  schemaRoots(document, holders);
  return holders
    .filter(({ value }) => isJsonObject(value) && value.example !== undefined && value.examples !== undefined)
    .map(({ pointer }) => ({
      pointer,
      message: 'it has both `example` and `examples`, which exclude each other: it takes one of the two',
      hint: 'Keep `examples` (named Example Objects) or `example` (one value), not both.',
    }));
}

/** No dialect named, or JSON Schema 2020-12 itself, or the OpenAPI dialect built on it. */
function isDefaultDialect(dialect: unknown): boolean {
  return (
    dialect === undefined ||
    (typeof dialect === 'string' &&
      /^https:\/\/(json-schema\.org\/draft\/2020-12\/schema|spec\.openapis\.org\/oas\/3\.\d\/dialect\/)/.test(dialect))
  );
}

/** OpenAPI 3.0.3, Schema Object: "`items` MUST be present if the `type` is `array`." */
function checkArrayItems(schema: JsonObject, pointer: string, problems: RuleProblem[]): void {
  if (schema.type !== 'array' || schema.items !== undefined) return;
  problems.push({
    pointer: `${pointer}/type`,
    message: 'this schema is `type: array` without `items`, which OpenAPI 3.0 requires to say what the array holds',
    hint: 'Add `items:` with the schema of its values (`items: { type: string }`, or `items: {}` for any value).',
  });
}

/** JSON Schema Validation 2020-12, §6.1.1: "String values MUST be one of the six primitive types … or "integer"". */
const TYPES = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
const TYPE_LIST = '`string`, `number`, `integer`, `boolean`, `object`, `array` or `null`';

/** What to write for a type named as another language names it. */
const INSTEAD: Record<string, string> = {
  int: 'Write `type: integer` (with `format: int32` or `int64` for its size).',
  int32: 'Write `type: integer` with `format: int32`.',
  int64: 'Write `type: integer` with `format: int64`.',
  long: 'Write `type: integer` with `format: int64`.',
  float: 'Write `type: number` with `format: float`.',
  double: 'Write `type: number` with `format: double`.',
  decimal: 'Write `type: number`.',
  bool: 'Write `type: boolean`.',
  str: 'Write `type: string`.',
  text: 'Write `type: string`.',
  date: 'Write `type: string` with `format: date`.',
  datetime: 'Write `type: string` with `format: date-time`.',
  'date-time': 'Write `type: string` with `format: date-time`.',
  file: 'Write `type: string` with `contentMediaType` (or `format: binary`).',
  any: 'Leave `type` out: a schema without one takes any value.',
  list: 'Write `type: array`.',
  map: 'Write `type: object`.',
};

/** The keywords of JSON Schema 2020-12 whose values OpenAPI 3.0 writes another way (or writers get wrong). */
function checkKeywords(schema: JsonObject, pointer: string, problems: RuleProblem[]): void {
  checkType(schema.type, `${pointer}/type`, problems);
  // §6.5.3: "The value of this keyword MUST be an array. Elements of this array, if any, MUST be strings".
  const { required } = schema;
  if (required !== undefined && !(Array.isArray(required) && required.every((name) => typeof name === 'string')))
    problems.push({
      pointer: `${pointer}/required`,
      message:
        typeof required === 'boolean'
          ? `\`required: ${required}\` is not how a JSON Schema marks a property required: \`required\` is the list of an object's required properties`
          : '`required` is not a list of property names, which JSON Schema requires it to be',
      hint:
        typeof required === 'boolean'
          ? 'Remove it here, and list the property in `required: [...]` of the object schema that holds it.'
          : 'Write the names of the required properties as a list of strings: `required: [id, name]`.',
    });
  // §6.2.3, §6.2.5: "The value of "exclusiveMinimum" MUST be a number".
  for (const keyword of ['exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const value = schema[keyword];
    if (value === undefined || typeof value === 'number') continue;
    const bound = keyword === 'exclusiveMinimum' ? 'minimum' : 'maximum';
    const limit = typeof schema[bound] === 'number' ? String(schema[bound]) : 'the bound';
    problems.push({
      pointer: `${pointer}/${keyword}`,
      message:
        typeof value === 'boolean'
          ? `\`${keyword}: ${value}\` is the OpenAPI 3.0 form: in OpenAPI 3.1 (JSON Schema 2020-12), \`${keyword}\` is the bound itself, a number`
          : `\`${keyword}\` is not a number, which JSON Schema requires it to be`,
      hint:
        value === true
          ? `Write \`${keyword}: ${limit}\` in place of \`${bound}\` and this flag.`
          : value === false
            ? `Remove it: \`${bound}\` alone is inclusive.`
            : `Write the bound as a number: \`${keyword}: 0\`.`,
    });
  }
}

/** §6.1.1: `type` is one of the types, or a list of them, each once. */
function checkType(type: unknown, pointer: string, problems: RuleProblem[]): void {
  if (type === undefined) return;
  const names = Array.isArray(type) ? type : [type];
  for (const [index, name] of names.entries()) {
    const at = Array.isArray(type) ? `${pointer}/${index}` : pointer;
    if (typeof name === 'string' && TYPES.includes(name)) {
      if (names.indexOf(name) !== index)
        problems.push({
          pointer: at,
          message: `\`type\` lists \`${name}\` twice, and JSON Schema requires each type once`,
          hint: `Remove the second \`${name}\`.`,
        });
      continue;
    }
    const written = typeof name === 'string' ? name : JSON.stringify(name);
    problems.push({
      pointer: at,
      message: `\`${written}\` is not a JSON Schema type: a \`type\` is one of ${TYPE_LIST}`,
      hint:
        (typeof name === 'string' ? INSTEAD[name.toLowerCase()] : undefined) ??
        'Write one of these, or a list of them for a value of several types (`type: [string, "null"]`).',
    });
  }
}

/** The keywords whose value is one schema, a list of schemas, or a map of names to schemas (JSON Schema 2020-12). */
const ONE = [
  'items',
  'additionalItems',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
];
const LIST = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const MAP = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];

/** The schemas directly inside a schema, with their places (never `example`, `default`, `enum` or `const` data). */
function subschemas(schema: JsonObject, pointer: string): Placed[] {
  const out: Placed[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    const at = `${pointer}/${escapeSegment(keyword)}`;
    if (ONE.includes(keyword)) {
      // `items` as a list is the draft 4 tuple form: its schemas are schemas all the same.
      if (Array.isArray(value)) out.push(...value.map((item, index) => ({ value: item, pointer: `${at}/${index}` })));
      else out.push({ value, pointer: at });
    } else if (LIST.includes(keyword) && Array.isArray(value)) {
      out.push(...value.map((item, index) => ({ value: item, pointer: `${at}/${index}` })));
    } else if (MAP.includes(keyword) && isJsonObject(value)) {
      for (const [name, item] of Object.entries(value))
        out.push({ value: item, pointer: `${at}/${escapeSegment(name)}` });
    }
  }
  return out;
}

/**
 * The places of a map's values: `{ a: 1 }` at `/x` is `1` at `/x/a`. `extensible`: the object may hold `x-`
 * extensions besides its entries (paths, responses, callbacks), which are left out; in other maps (headers,
 * media types, component names) an `x-` key is an entry like any other (`X-Request-Id`).
 */
function entriesOf(map: unknown, pointer: string, extensible = false): Placed[] {
  if (!isJsonObject(map)) return [];
  return Object.entries(map)
    .filter(([key]) => !(extensible && key.startsWith('x-')))
    .map(([key, value]) => ({ value, pointer: `${pointer}/${escapeSegment(key)}` }));
}

/**
 * Every schema written outside another schema, found by the structure of the document: component schemas, and
 * the `schema` of each parameter, header and media type, wherever paths, webhooks, callbacks and components hold
 * them (a `$ref` to one of these is checked at its target).
 */
function schemaRoots(document: JsonObject, holders?: Placed[]): Placed[] {
  const roots: Placed[] = [];
  const components = isJsonObject(document.components) ? document.components : {};
  roots.push(...entriesOf(components.schemas, '/components/schemas'));
  const content = (value: JsonObject, pointer: string): void => {
    for (const media of entriesOf(value.content, `${pointer}/content`)) {
      if (!isJsonObject(media.value)) continue;
      holders?.push(media);
      if (media.value.schema !== undefined)
        roots.push({ value: media.value.schema, pointer: `${media.pointer}/schema` });
      for (const encoding of entriesOf(media.value.encoding, `${media.pointer}/encoding`))
        if (isJsonObject(encoding.value)) headers(encoding.value.headers, `${encoding.pointer}/headers`);
    }
  };
  // A parameter or a header: its `schema`, or the schema of its `content`.
  const parameter = ({ value, pointer }: Placed): void => {
    if (!isJsonObject(value) || refOf(value) !== undefined) return;
    holders?.push({ value, pointer });
    if (value.schema !== undefined) roots.push({ value: value.schema, pointer: `${pointer}/schema` });
    content(value, pointer);
  };
  const headers = (map: unknown, pointer: string): void => entriesOf(map, pointer).forEach(parameter);
  const response = ({ value, pointer }: Placed): void => {
    if (!isJsonObject(value) || refOf(value) !== undefined) return;
    headers(value.headers, `${pointer}/headers`);
    content(value, pointer);
  };
  const parameters = (list: unknown, pointer: string): void => {
    if (!Array.isArray(list)) return;
    for (const [index, value] of list.entries()) parameter({ value, pointer: `${pointer}/${index}` });
  };
  const callbacks = (map: unknown, pointer: string): void => {
    for (const callback of entriesOf(map, pointer)) entriesOf(callback.value, callback.pointer, true).forEach(pathItem);
  };
  function pathItem({ value, pointer }: Placed): void {
    if (!isJsonObject(value) || refOf(value) !== undefined) return;
    parameters(value.parameters, `${pointer}/parameters`);
    for (const { at, value: operation } of operationEntries(value)) {
      if (!isJsonObject(operation)) continue;
      const where = `${pointer}/${at.map(escapeSegment).join('/')}`;
      parameters(operation.parameters, `${where}/parameters`);
      response({ value: operation.requestBody, pointer: `${where}/requestBody` });
      entriesOf(operation.responses, `${where}/responses`, true).forEach(response);
      callbacks(operation.callbacks, `${where}/callbacks`);
    }
  }
  entriesOf(components.parameters, '/components/parameters').forEach(parameter);
  headers(components.headers, '/components/headers');
  entriesOf(components.responses, '/components/responses').forEach(response);
  entriesOf(components.requestBodies, '/components/requestBodies').forEach(response);
  callbacks(components.callbacks, '/components/callbacks');
  entriesOf(components.pathItems, '/components/pathItems').forEach(pathItem);
  entriesOf(document.paths, '/paths', true).forEach(pathItem);
  entriesOf(document.webhooks, '/webhooks').forEach(pathItem);
  return roots;
}

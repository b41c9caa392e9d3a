/**
 * OpenAPI 3 written into a Swagger 2.0 file: `servers`, `components`, an operation's `requestBody`, a schema's
 * `nullable` or `oneOf`. Swagger 2.0 has none of them (https://swagger.io/specification/v2/: its objects list
 * their fields, and its Schema Object takes a fixed subset of JSON Schema), so 2.0 tools ignore or refuse them;
 * the conversion to OpenAPI 3 that Quire reads the file through keeps them, where they then look valid. Checked on
 * the file as written (bundled, before conversion). Pure.
 */
import { escapeSegment } from './resolve-ref.js';
import type { RuleProblem } from './spec-rules.js';
import { isJsonObject, type JsonObject, operationEntries } from './spec-document.js';

/** Swagger Object keys of OpenAPI 3, and what Swagger 2.0 writes instead. */
const ROOT_KEYS: Record<string, string> = {
  servers: 'Swagger 2.0 gives the server as `host`, `basePath` and `schemes`',
  components:
    'Swagger 2.0 keeps shared schemas in `definitions`, and `parameters`, `responses` and `securityDefinitions` at the root',
  webhooks: 'Swagger 2.0 has no webhooks',
};
/** Operation Object keys of OpenAPI 3. */
const OPERATION_KEYS: Record<string, string> = {
  requestBody: 'Swagger 2.0 takes a body as a parameter with `in: body` and a `schema` (or `in: formData` fields)',
  callbacks: 'Swagger 2.0 has no callbacks',
  servers: 'Swagger 2.0 has one server for the whole API (`host`, `basePath`)',
};
/** JSON Schema keywords Swagger 2.0's Schema Object does not take. */
const SCHEMA_KEYWORDS: Record<string, string> = {
  nullable: 'Swagger 2.0 has no `nullable` (the vendor extension `x-nullable` is the usual stand-in)',
  oneOf: 'Swagger 2.0 schemas take `allOf` only',
  anyOf: 'Swagger 2.0 schemas take `allOf` only',
  not: 'Swagger 2.0 schemas take `allOf` only',
  writeOnly: 'Swagger 2.0 has `readOnly` only',
};
/** Keys whose values are data (examples, defaults, enums), never looked into. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'x-example']);
/** Maps keyed by names a spec chooses (a property may be called `nullable`). */
const NAME_MAPS = new Set([
  'properties',
  'definitions',
  'parameters',
  'responses',
  'securityDefinitions',
  'headers',
  'paths',
]);

/** Problems for the OpenAPI 3 keys of a Swagger 2.0 document, where they are written. Never throws. */
export function checkOpenApi3Keys(document: JsonObject): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const foreign = (pointer: string, key: string, why: string) =>
    problems.push({
      pointer: `${pointer}/${escapeSegment(key)}`,
      message: `\`${key}\` is OpenAPI 3's, not Swagger 2.0's: ${why}`,
      hint: 'Write it the Swagger 2.0 way, or make the file OpenAPI 3 (`openapi: 3.0.3`, and the rest of the file to match).',
    });
  for (const [key, why] of Object.entries(ROOT_KEYS)) if (document[key] !== undefined) foreign('', key, why);
  if (isJsonObject(document.paths)) {
    for (const [path, pathItem] of Object.entries(document.paths)) {
      if (!isJsonObject(pathItem)) continue;
      for (const { at, value } of operationEntries(pathItem)) {
        if (!isJsonObject(value)) continue;
        const pointer = `/paths/${escapeSegment(path)}/${at.map(escapeSegment).join('/')}`;
        for (const [key, why] of Object.entries(OPERATION_KEYS))
          if (value[key] !== undefined) foreign(pointer, key, why);
      }
    }
  }
  // Schema keywords anywhere outside data and names: definitions, parameters' and responses' schemas, nested ones.
  const seen = new Set<unknown>();
  const walk = (value: unknown, pointer: string, names: boolean): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, `${pointer}/${index}`, false);
      });
      return;
    }
    for (const [key, child] of Object.entries(value as JsonObject)) {
      const at = `${pointer}/${escapeSegment(key)}`;
      if (names) walk(child, at, false);
      else if (key.startsWith('x-') || DATA_KEYS.has(key)) continue;
      else if (NAME_MAPS.has(key)) walk(child, at, true);
      else {
        if (Object.hasOwn(SCHEMA_KEYWORDS, key) && pointer !== '') foreign(pointer, key, SCHEMA_KEYWORDS[key]!);
        walk(child, at, false);
      }
    }
  };
  walk(document, '', false);
  return problems;
}

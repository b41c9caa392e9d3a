/**
 * The value a discriminator property takes in each schema it tells apart, for generated examples: the sampler
 * knows no discriminators, so a `Circle` of `Shape` (`discriminator: {propertyName: kind, mapping: {circle: …}}`)
 * came out as `"kind": "string"`, which the API refuses. The key the mapping gives the schema, else (as OpenAPI
 * says) the schema's own name.
 */
import { walkOutsideData } from './example-refs.js';
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

const SCHEMAS = '#/components/schemas/';

/** Documents with their discriminator values added, by document (one derivation per spec). */
const derived = new WeakMap<JsonObject, JsonObject>();

/**
 * The document with each component schema that a discriminator tells apart wrapped so that its discriminator
 * property has an example: `{allOf: [<the schema>, {properties: {kind: {example: "circle"}}}]}`. Schemas come from
 * the `oneOf`/`anyOf` of a schema with a discriminator, and from the `allOf` of a schema that extends one with a
 * discriminator (`Dog: allOf: [Pet, …]`). The document itself when none has a discriminator.
 */
export function withDiscriminatorValues(document: JsonObject): JsonObject {
  let out = derived.get(document);
  if (out) return out;
  out = derive(document);
  derived.set(document, out);
  return out;
}

function derive(document: JsonObject): JsonObject {
  const components = isJsonObject(document.components) ? document.components : undefined;
  const schemas = components && isJsonObject(components.schemas) ? components.schemas : undefined;
  if (!schemas) return document;
  const values = new Map<string, { property: string; value: string }>();
  // Discriminators anywhere: on component schemas, and inline in a request body or response (the options are
  // component schemas either way).
  for (const schema of objectsWithDiscriminators(document)) {
    const own = discriminatorOf(schema)!;
    for (const kind of ['oneOf', 'anyOf'] as const) {
      const options = Array.isArray(schema[kind]) ? (schema[kind] as unknown[]) : [];
      for (const option of options) {
        const target = componentName(option);
        if (target && !values.has(target))
          values.set(target, { property: own.property, value: discriminatorValue(document, own, target) });
      }
    }
  }
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isJsonObject(schema)) continue;
    // A schema that extends one with a discriminator takes its own key.
    for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
      const base = componentName(part);
      const inherited = base ? discriminatorOf(schemas[base]) : undefined;
      if (inherited && base !== name && !values.has(name))
        values.set(name, { property: inherited.property, value: discriminatorValue(document, inherited, name) });
    }
  }
  if (values.size === 0) return document;
  const wrapped: JsonObject = { ...schemas };
  for (const [name, { property, value }] of values) {
    if (!isJsonObject(schemas[name])) continue;
    wrapped[name] = { allOf: [schemas[name], { properties: { [property]: { example: value } } }] };
  }
  return { ...document, components: { ...components, schemas: wrapped } };
}

/** Every object of the document with a `discriminator`, components first, each once. */
function objectsWithDiscriminators(document: JsonObject): JsonObject[] {
  const found: JsonObject[] = [];
  const seen = new Set<unknown>();
  const visit = { object: (value: JsonObject) => void (discriminatorOf(value) && found.push(value)) };
  for (const part of [document.components, document.paths, document.webhooks]) walkOutsideData(part, visit, { seen });
  return found;
}

function discriminatorOf(schema: unknown): { property: string; mapping: JsonObject } | undefined {
  if (!isJsonObject(schema) || !isJsonObject(schema.discriminator)) return undefined;
  const { propertyName, mapping } = schema.discriminator;
  if (typeof propertyName !== 'string' || !propertyName) return undefined;
  return { property: propertyName, mapping: isJsonObject(mapping) ? mapping : {} };
}

/** The component schema a `{$ref: '#/components/schemas/X'}` names. */
function componentName(value: unknown): string | undefined {
  const ref = isJsonObject(value) && typeof value.$ref === 'string' ? value.$ref : undefined;
  return ref?.startsWith(SCHEMAS)
    ? decodeURIComponent(ref.slice(SCHEMAS.length)).replace(/~1/g, '/').replace(/~0/g, '~')
    : undefined;
}

/**
 * The value of the discriminator property that selects the component schema `name`: the mapping's key for it;
 * without one, the single value the schema allows the property (`role: {enum: [developer]}`, `const: user`),
 * else the schema's name (OpenAPI's implicit mapping). OpenAI's chat messages are told apart by `role` with no
 * mapping: their examples read `"role": "ChatCompletionRequestDeveloperMessage"`, which the API refuses.
 */
function discriminatorValue(
  document: JsonObject,
  discriminator: { property: string; mapping: JsonObject },
  name: string,
): string {
  const key = keyOf(discriminator.mapping, name);
  if (key !== name) return key;
  const pinned = pinnedValue(document, componentSchema(document, name), { property: discriminator.property, depth: 0 });
  return pinned ?? name;
}

/** The one value a schema (or the parts of its `allOf`) allows a property, as a string; else undefined. */
function pinnedValue(
  document: JsonObject,
  schema: unknown,
  at: { property: string; depth: number },
): string | undefined {
  const { property, depth } = at;
  const own = schemaAt(document, schema);
  if (!own || depth > 8) return undefined;
  const properties = isJsonObject(own.properties) ? own.properties : undefined;
  const field = schemaAt(document, properties?.[property]);
  if (field) {
    if (typeof field.const === 'string') return field.const;
    if (Array.isArray(field.enum) && field.enum.length === 1 && typeof field.enum[0] === 'string') return field.enum[0];
  }
  for (const part of Array.isArray(own.allOf) ? own.allOf : []) {
    const found = pinnedValue(document, part, { property, depth: depth + 1 });
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The schema a value is, or names with a local `$ref` (followed through chains), else undefined. */
function schemaAt(document: JsonObject, value: unknown): JsonObject | undefined {
  const schema = resolveRef(document, value);
  return isJsonObject(schema) ? schema : undefined;
}

function componentSchema(document: JsonObject, name: string): unknown {
  const components = isJsonObject(document.components) ? document.components : undefined;
  return components && isJsonObject(components.schemas) ? components.schemas[name] : undefined;
}

/** The mapping's key for a schema (values are references or bare names), else the schema's name. */
function keyOf(mapping: JsonObject, name: string): string {
  for (const [key, target] of Object.entries(mapping)) {
    if (typeof target !== 'string') continue;
    if (target === name || componentName({ $ref: target }) === name) return key;
  }
  return name;
}

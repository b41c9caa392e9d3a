/**
 * The value a discriminator property takes in each schema it tells apart, for generated examples: the sampler
 * knows no discriminators, so a `Circle` of `Shape` (`discriminator: {propertyName: kind, mapping: {circle: …}}`)
 * came out as `"kind": "string"`, which the API refuses. The key the mapping gives the schema, else (as OpenAPI
 * says) the schema's own name.
 */
import { walkOutsideData } from './example-refs.js';
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
          values.set(target, { property: own.property, value: keyOf(own.mapping, target) });
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
        values.set(name, { property: inherited.property, value: keyOf(inherited.mapping, name) });
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

/** The mapping's key for a schema (values are references or bare names), else the schema's name. */
function keyOf(mapping: JsonObject, name: string): string {
  for (const [key, target] of Object.entries(mapping)) {
    if (typeof target !== 'string') continue;
    if (target === name || componentName({ $ref: target }) === name) return key;
  }
  return name;
}

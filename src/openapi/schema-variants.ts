/**
 * `oneOf`/`anyOf` as named variants: each option titled (its title, its discriminator value, its schema's name,
 * its type, else `Option N`) and typed, with its own fields and, within the page's limits, its own options; past
 * them, a note that loads them from a fragment. An option's fields are built by the field tree (schema-tree.ts),
 * which hands its builders in (`VariantsPlace.builders`): the tree builds variants with this module, so this module
 * does not import the tree.
 */
import { expandSchema, nestedItemType } from './expand-schema.js';
import { charge, leftOutLevel, MAX_DEPTH, MAX_REF_DEPTH } from './field-budget.js';
import type { SchemaField, SchemaVariant, SchemaVariants, ValueFacts } from './page-model.js';
import { refName, refOf } from './resolve-ref.js';
import type { FieldPlace, LevelPlace, SchemaTreeContext } from './schema-tree-context.js';
import { baseType, constraintsOf, displayType, isNullType, jsonText } from './schema-type.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** The field tree's builders that an option's fields are made with (schema-tree.ts's functions of these names). */
export interface FieldBuilders {
  /** The fields of an object schema (its properties), in written order, hidden ones left out. */
  objectFields: (ctx: SchemaTreeContext, schema: JsonObject, place: LevelPlace) => SchemaField[];
  /** One field and, within the budget, everything below it. */
  buildField: (ctx: SchemaTreeContext, place: FieldPlace) => SchemaField;
}

/**
 * Where a oneOf/anyOf sits: the anchor its options' fields go under, the references above, the depth; and the
 * field tree's builders that its options' fields are made with.
 */
export interface VariantsPlace {
  anchor: string;
  inner: readonly string[];
  depth: number;
  builders: FieldBuilders;
}

/** `oneOf`/`anyOf` of a schema as variants, each with its own fields (and options of its own). */
export function variantsOf(
  ctx: SchemaTreeContext,
  schema: JsonObject,
  place: VariantsPlace,
): SchemaVariants | undefined {
  const kind = variantsKind(schema);
  if (!kind) return inheritedVariants(ctx, schema, place);
  const discriminator = isJsonObject(schema.discriminator) ? schema.discriminator : undefined;
  const property = typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
  const mapping = isJsonObject(discriminator?.mapping) ? discriminator.mapping : {};
  // Mapping values are references or bare schema names (`Dog` for `#/components/schemas/Dog`).
  const byRef = new Map(
    Object.entries(mapping).map(([value, ref]) => [
      String(ref).startsWith('#') ? String(ref) : `#/components/schemas/${String(ref)}`,
      value,
    ]),
  );
  const options = (schema[kind] as unknown[]).map((raw, index) => variantOption(ctx, raw, { index, byRef, place }));
  return { kind, options, ...(property ? { discriminator: property } : {}) };
}

/**
 * A base schema's discriminator without `oneOf` (the inheritance pattern: `Pet` maps `cat` to `Cat`, which is
 * `allOf: [Pet, …]`): its mapping's schemas are the variants (openapi-renderers.md: infer them from `mapping`).
 * Not inside one of them (a `Cat`'s merged `Pet` part would list them again, without end).
 */
function inheritedVariants(
  ctx: SchemaTreeContext,
  schema: JsonObject,
  place: VariantsPlace,
): SchemaVariants | undefined {
  const discriminator = isJsonObject(schema.discriminator) ? schema.discriminator : undefined;
  const mapping = isJsonObject(discriminator?.mapping) ? discriminator.mapping : undefined;
  if (!mapping || typeof discriminator?.propertyName !== 'string') return undefined;
  const refs = Object.values(mapping).map((ref) =>
    String(ref).startsWith('#') ? String(ref) : `#/components/schemas/${String(ref)}`,
  );
  if (refs.length < 2 || refs.some((ref) => place.inner.includes(ref))) return undefined;
  return variantsOf(ctx, { ...schema, oneOf: refs.map(($ref) => ({ $ref })) }, place);
}

/** Which alternatives a schema offers; `anyOf: []` offers nothing to choose between (no empty variants box). */
function variantsKind(schema: JsonObject): 'oneOf' | 'anyOf' | undefined {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : undefined;
  return kind && (schema[kind] as unknown[]).length > 0 ? kind : undefined;
}

/**
 * One option: its title and type, then, within the page's limits, its fields and its own alternatives (an option
 * that is a `oneOf`, a reference to one, an `allOf` holding one, an array of one); past them, a note that loads
 * them from a fragment.
 */
function variantOption(
  ctx: SchemaTreeContext,
  raw: unknown,
  at: { index: number; byRef: ReadonlyMap<string, string>; place: VariantsPlace },
): SchemaVariant {
  const { place } = at;
  const ref = refOf(raw);
  const sub = expandSchema(ctx, raw, place.inner);
  const stack = [...place.inner, ...sub.refs];
  const items = baseType(sub.schema) === 'array' ? expandSchema(ctx, sub.schema.items, stack) : undefined;
  const circular = sub.circular ?? items?.circular;
  // What the option lists: its own fields, or its items'.
  const holder = items && !items.circular ? items.schema : sub.schema;
  const holderStack = items ? [...stack, ...items.refs] : stack;
  const open =
    !circular &&
    ctx.budget.fields > 0 &&
    place.depth < MAX_DEPTH &&
    holderStack.length <= (ctx.maxRefDepth ?? MAX_REF_DEPTH) + 1;
  const nested = open
    ? nestedVariants(ctx, holder, {
        anchor: place.anchor,
        inner: holderStack,
        depth: place.depth + 1,
        builders: place.builders,
      })
    : undefined;
  const union = nested ? variantType(nested) : circular ? undefined : unionType(ctx, holder, holderStack);
  // A schema that is only a choice is typed by its options (`object`, `string | integer`), as a field is.
  const ofUnion = (schema: JsonObject) => (union && baseType(schema) === 'any' ? union : displayType(schema));
  const type =
    sub.circular ?? (items ? displayType(sub.schema, items.circular ?? ofUnion(items.schema)) : ofUnion(sub.schema));
  const title =
    (typeof sub.schema.title === 'string' && sub.schema.title) ||
    (ref && at.byRef.get(ref)) ||
    (ref && refName(ref)) ||
    (sub.circular ??
      (isNullType(sub.schema)
        ? 'null'
        : baseType(sub.schema) !== 'object' && baseType(sub.schema) !== 'any'
          ? displayType(sub.schema)
          : `Option ${at.index + 1}`));
  const variant: SchemaVariant = { title: title === 'any[]' ? type : title, type, fields: [] };
  if (typeof sub.schema.description === 'string' && sub.schema.description.trim())
    variant.description = ctx.markdown(sub.schema.description);
  if (circular) {
    variant.circular = circular;
    return variant;
  }
  const facts = valueFacts(holder);
  if (facts) variant.facts = facts;
  const properties = isJsonObject(holder.properties) ? Object.keys(holder.properties).length : undefined;
  if (open) {
    if (nested) variant.variants = nested;
    variant.fields = place.builders.objectFields(ctx, holder, {
      prefix: place.anchor,
      stack: holderStack,
      depth: place.depth + 1,
    });
    // A map (`additionalProperties`), as a field shows one: its values under `{key}`.
    const additional = holder.additionalProperties;
    if (additional === true || isJsonObject(additional)) {
      variant.fields.push(
        place.builders.buildField(ctx, {
          name: '{key}',
          raw: additional === true ? {} : additional,
          required: false,
          prefix: place.anchor,
          stack: holderStack,
          depth: place.depth + 1,
        }),
      );
    }
  } else if (properties !== undefined || holder.additionalProperties !== undefined || union !== undefined) {
    // Left out like a field's level.
    const { named, href } = leftOutLevel(ctx, { self: sub, items, holder });
    variant.truncated = {
      fields: properties ?? 0,
      anchor: place.anchor,
      ...(named ? { schema: refName(named) } : {}),
      ...(href ? { href } : {}),
    };
  }
  return variant;
}

/** The facts of a plain value (allowed values, constraints, default, example), or undefined when it has none. */
function valueFacts(schema: JsonObject): ValueFacts | undefined {
  const base = baseType(schema);
  if (base === 'object' || isJsonObject(schema.properties)) return undefined;
  const facts: ValueFacts = { constraints: constraintsOf(schema) };
  if (Array.isArray(schema.enum)) facts.enum = schema.enum.map(jsonText);
  else if (schema.const !== undefined) facts.enum = [jsonText(schema.const)];
  if (schema.default !== undefined) facts.default = jsonText(schema.default);
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined) facts.example = jsonText(example);
  const empty = !facts.enum && facts.constraints.length === 0 && facts.default === undefined && !facts.example;
  return empty ? undefined : facts;
}

/**
 * The options of an option that is a choice itself, each charged to the page's budget as a field is: options
 * that hold choices of options (thirty schemas, each `anyOf` the thirty) would otherwise open without end, since
 * an option with no fields of its own costs nothing. Past the budget they are left out (a strict budget stops).
 */
function nestedVariants(ctx: SchemaTreeContext, holder: JsonObject, place: VariantsPlace): SchemaVariants | undefined {
  const kind = variantsKind(holder);
  if (!kind) return undefined;
  charge(ctx, (holder[kind] as unknown[]).length);
  return ctx.budget.fields >= 0 ? variantsOf(ctx, holder, place) : undefined;
}

/** The type of a oneOf/anyOf whose options are not built: its options' own types, one level down. */
function unionType(ctx: SchemaTreeContext, schema: JsonObject, stack: readonly string[]): string | undefined {
  const kind = variantsKind(schema);
  if (!kind) return undefined;
  const types = (schema[kind] as unknown[]).map((raw) => {
    const sub = expandSchema(ctx, raw, stack);
    return sub.circular ?? displayType(sub.schema, nestedItemType(ctx, sub, stack));
  });
  return unionOf(types);
}

/** The type of a oneOf/anyOf whose options are built: its options' types, each member once. */
export function variantType(variants: SchemaVariants): string {
  return unionOf(variants.options.map((option) => option.type));
}

/**
 * Types joined with `|`, each member once: an option that is a choice itself is typed `object | string`
 * already, and its members are not written twice (`object | object | string`). `(a | b)[]` is one member.
 */
function unionOf(types: readonly string[]): string {
  const members = new Set<string>();
  for (const type of types) {
    let depth = 0;
    let start = 0;
    for (let i = 0; i < type.length; i++) {
      const char = type[i];
      if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (depth === 0 && type.startsWith(' | ', i)) {
        members.add(type.slice(start, i));
        start = i + 3;
      }
    }
    members.add(type.slice(start));
  }
  return [...members].join(' | ');
}

/**
 * Schema → the field tree a reader sees: objects (with `allOf` merged, expand-schema.ts), arrays of objects,
 * `oneOf`/`anyOf` as named variants (schema-variants.ts), `additionalProperties`, nullable and read/write-only
 * fields (left out where they do not apply). References are followed lazily and a schema that contains itself is
 * shown once, then marked "circular". A page-wide field budget (field-budget.ts) keeps deep specs (Stripe's
 * expandable objects) from making pages of megabytes: the levels past it are left out with a note.
 */
import { expandSchema, nestedItemType } from './expand-schema.js';
import { uniqueAnchor } from './field-anchors.js';
import { charge, leftOutLevel, MAX_DEPTH, MAX_REF_DEPTH } from './field-budget.js';
import { FRAGMENT_ANCHOR_PREFIX, type SchemaField, type SchemaRoot } from './page-model.js';
import { refName } from './resolve-ref.js';
import type { FieldPlace, LevelPlace, SchemaTreeContext } from './schema-tree-context.js';
import { baseType, constraintsOf, displayType, isNullable, jsonText } from './schema-type.js';
import { type FieldBuilders, variantsOf, variantType } from './schema-variants.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** What a variant option's fields are built with: this tree's own builders. */
const BUILDERS: FieldBuilders = { objectFields, buildField };

/** The root of a body, response or schema page. */
export function schemaRoot(ctx: SchemaTreeContext, raw: unknown, prefix: string): SchemaRoot {
  const expanded = expandSchema(ctx, raw, []);
  const { schema } = expanded;
  const field = buildField(
    ctx,
    { name: '', raw, required: false, prefix: '', stack: [], depth: 0, root: true },
    prefix,
  );
  const root: SchemaRoot = { type: field.type, fields: field.children ?? [] };
  if (typeof schema.description === 'string' && schema.description.trim())
    root.description = ctx.markdown(schema.description);
  if (field.variants) root.variants = field.variants;
  if (!field.children && !field.variants) root.field = field;
  return root;
}

/** The fields of an object schema (its properties), in written order, hidden ones left out. */
export function objectFields(ctx: SchemaTreeContext, schema: JsonObject, place: LevelPlace): SchemaField[] {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const fields: SchemaField[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    const resolved = expandSchema(ctx, raw, place.stack).schema;
    if (ctx.direction === 'request' && resolved.readOnly === true) continue;
    if (ctx.direction === 'response' && resolved.writeOnly === true) continue;
    fields.push(buildField(ctx, { name, raw, required: required.has(name), ...place }));
  }
  return fields;
}

/** One field and, within the budget, everything below it. `anchorOverride` names the root's children. */
export function buildField(ctx: SchemaTreeContext, place: FieldPlace, anchorOverride?: string): SchemaField {
  const { name, raw, required, prefix, stack, depth } = place;
  const expanded = expandSchema(ctx, raw, stack);
  const { schema } = expanded;
  const anchor = anchorOverride ?? uniqueAnchor(ctx, prefix ? `${prefix}.${name}` : name);
  const inner = [...stack, ...expanded.refs];
  charge(ctx, 1);

  const items = baseType(schema) === 'array' ? expandSchema(ctx, schema.items, inner) : undefined;
  const itemVariants =
    items && !items.circular
      ? variantsOf(ctx, items.schema, { anchor, inner: [...inner, ...items.refs], depth, builders: BUILDERS })
      : undefined;
  const itemType = items
    ? items.circular
      ? items.circular
      : itemVariants
        ? variantType(itemVariants)
        : displayType(items.schema, nestedItemType(ctx, items, inner))
    : undefined;
  const variants = variantsOf(ctx, schema, { anchor, inner, depth, builders: BUILDERS });
  const chosen = variants && baseType(schema) === 'any' ? variantType(variants) : undefined;
  // A choice that may also be null (`anyOf: [Pet, {type: null}]`, read as a nullable Pet) says so.
  const type = chosen
    ? isNullable(schema) && !/\bnull\b/.test(chosen)
      ? `${chosen} | null`
      : chosen
    : displayType(schema, itemType);

  const field: SchemaField = {
    name,
    anchor: anchor || name,
    type: expanded.circular ? expanded.circular : type,
    required,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    nullable: isNullable(schema),
    constraints: constraintsOf(schema),
    pills: pillsOf(ctx, schema),
  };
  const refs = expanded.refs;
  if (refs.length) field.schemaName = refName(refs[refs.length - 1]!);
  if (typeof schema.description === 'string' && schema.description.trim())
    field.description = ctx.markdown(schema.description);
  if (expanded.circular) {
    field.circular = expanded.circular;
    return field;
  }
  if (schema.default !== undefined) field.default = jsonText(schema.default);
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined) field.example = jsonText(example);
  if (Array.isArray(schema.enum)) field.enum = schema.enum.map(jsonText);
  else if (schema.const !== undefined) field.enum = [jsonText(schema.const)];
  // A list of allowed values (`enum<string>[]`): the values each item may take.
  else if (items && !items.circular && Array.isArray(items.schema.enum)) field.enum = items.schema.enum.map(jsonText);

  const holder = items && !items.circular ? items.schema : schema;
  const holderStack = items ? [...inner, ...items.refs] : inner;
  if (items?.circular) {
    field.circular = items.circular;
    return field;
  }
  const hasProperties = isJsonObject(holder.properties) && Object.keys(holder.properties).length > 0;
  if (hasProperties || holder.additionalProperties !== undefined || variants || itemVariants) {
    const refDepth = holderStack.length;
    // A root (a body, a response, a schema page) always lists its own fields: the budget cuts nested levels.
    if (
      !place.root &&
      (depth >= MAX_DEPTH ||
        ctx.budget.fields <= 0 ||
        (refDepth > (ctx.maxRefDepth ?? MAX_REF_DEPTH) && expanded.refs.length + (items?.refs.length ?? 0) > 0))
    ) {
      const count = isJsonObject(holder.properties) ? Object.keys(holder.properties).length : 0;
      const { href } = leftOutLevel(ctx, { self: expanded, items, holder });
      field.truncated = {
        fields: count,
        anchor,
        ...(field.schemaName ? { schema: field.schemaName } : {}),
        ...(href ? { href } : {}),
      };
      return field;
    }
  }
  if (hasProperties)
    field.children = objectFields(ctx, holder, { prefix: anchor, stack: holderStack, depth: depth + 1 });
  const additional = holder.additionalProperties;
  if (additional === true || (isJsonObject(additional) && Object.keys(additional).length === 0))
    field.additional = true;
  else if (isJsonObject(additional)) {
    field.additional = buildField(ctx, {
      name: '{key}',
      raw: additional,
      required: false,
      prefix: anchor,
      stack: holderStack,
      depth: depth + 1,
    });
  }
  const shown = itemVariants ?? variants;
  if (shown) field.variants = shown;
  return field;
}

/**
 * The fields of the schema at `ref` (a component schema or an inline one by its place) for its shared fragment:
 * one level of named schemas (deeper ones are fragments again), anchors under {@link FRAGMENT_ANCHOR_PREFIX}.
 */
export function schemaFragment(ctx: SchemaTreeContext, ref: string): SchemaRoot {
  return schemaRoot({ ...ctx, maxRefDepth: 1 }, { $ref: ref }, FRAGMENT_ANCHOR_PREFIX);
}

/** `x-mint.pre`/`x-mint.post` pills, then `api.params.post` keys of the schema. */
function pillsOf(ctx: SchemaTreeContext, schema: JsonObject): SchemaField['pills'] {
  const mint = isJsonObject(schema['x-mint']) ? schema['x-mint'] : {};
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v) => typeof v === 'string') : typeof value === 'string' ? [value] : [];
  const post: string[] = [];
  for (const key of ctx.postKeys ?? []) {
    const value = schema[key];
    if (value === true) post.push(key);
    else if (typeof value === 'string' && value) post.push(value);
    else if (typeof value === 'number') post.push(String(value));
    else if (Array.isArray(value)) post.push(...value.map(String));
  }
  return { pre: list(mint.pre), post: [...post, ...list(mint.post)] };
}

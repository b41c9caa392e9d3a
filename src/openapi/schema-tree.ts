/**
 * Schema → the field tree a reader sees: objects (with `allOf` merged), arrays of objects, `oneOf`/`anyOf` as
 * named variants, `additionalProperties`, nullable and read/write-only fields (left out where they do not
 * apply). References are followed lazily and a schema that contains itself is shown once, then marked
 * "circular". A page-wide field budget keeps deep specs (Stripe's expandable objects) from making pages of
 * megabytes: the levels past it are left out with a note.
 */
import {
  FRAGMENT_ANCHOR_PREFIX,
  type RichText,
  type SchemaField,
  type SchemaRoot,
  type SchemaVariant,
  type SchemaVariants,
} from './page-model.js';
import { refName, refOf, resolveRef } from './resolve-ref.js';
import { pointerIn } from './schema-pointers.js';
import { isJsonObject, type JsonObject } from './spec-document.js';
import { baseType, constraintsOf, displayType, isNullable, isNullType, jsonText } from './schema-type.js';
import { LAYOUT_IDS } from '../util/layout-ids.js';

/** What a tree is built with; one per page (the anchors and the budget are page-wide). */
export interface SchemaTreeContext {
  document: JsonObject;
  markdown: (text: string) => RichText;
  /** Request bodies and parameters hide read-only fields; responses hide write-only ones. */
  direction: 'request' | 'response' | 'none';
  /** Anchors taken on the page. */
  anchors: Set<string>;
  /**
   * Fields left before deeper levels are truncated. `strict`: going past it throws {@link OVER_BUDGET} (a build
   * that is thrown away once it does not fit stops there).
   */
  budget: { fields: number; strict?: boolean };
  /** `api.params.post` keys: schema keys shown as pills after the name. */
  postKeys?: readonly string[];
  /** Named schemas expanded inside one another, at most (default 3); deeper ones name their schema. */
  maxRefDepth?: number;
  /**
   * The href of the shared fragment holding the fields of the schema at a pointer (a component schema,
   * `#/components/schemas/X`, or an inline one by its place), for levels left out of the page; undefined: no
   * fragment (the level is only named).
   */
  fragmentHref?: (ref: string, direction: SchemaTreeContext['direction']) => string | undefined;
  /** Resolved references of the document, shared by every page of a spec (pointer parsing adds up on big specs). */
  refCache?: Map<string, unknown>;
  /** Examples already generated for a media type object (a page's trees may be built more than once). */
  examples?: Map<unknown, { name: string; summary?: string; value: string; generated: boolean }[]>;
}

/** Thrown by a `strict` budget once the page has more fields than it allows. */
export const OVER_BUDGET: unique symbol = Symbol('over budget');

/** Deeper than this, nested fields are not expanded (a reader follows the schema's page instead). */
const MAX_DEPTH = 12;
/**
 * Named schemas expanded inside one another, at most. Specs like Stripe's nest expandable objects (a charge
 * holds a customer, which holds a source, which holds an account…): without a limit one page holds the whole
 * spec. Past this depth a field names its schema instead.
 */
const MAX_REF_DEPTH = 3;

/** A schema after following references: the value, the names of the references crossed, and a cycle. */
interface Expanded {
  schema: JsonObject;
  refs: string[];
  circular?: string;
  /** The schema as the document holds it, when `schema` is its `allOf` merged (a new object). */
  merged?: JsonObject;
}

/** Follows references and merges `allOf`; `stack` holds the references of the fields above. */
export function expandSchema(ctx: SchemaTreeContext, raw: unknown, stack: readonly string[]): Expanded {
  const refs: string[] = [];
  let current = raw;
  for (let step = 0; step < 32; step++) {
    const ref = refOf(current);
    if (ref === undefined) break;
    if (stack.includes(ref) || refs.includes(ref)) return { schema: {}, refs, circular: refName(ref) };
    refs.push(ref);
    let target = ctx.refCache?.get(ref);
    if (target === undefined) {
      target = resolveRef(ctx.document, { $ref: ref }) ?? null;
      ctx.refCache?.set(ref, target);
    }
    // 3.1 allows keywords beside `$ref` (a description, nullable): they win over the target's.
    const source = current as JsonObject;
    if (!isJsonObject(target)) current = {};
    else if (Object.keys(source).length > 1) {
      const { $ref: _ref, ...siblings } = source;
      current = { ...target, ...siblings };
    } else current = target;
  }
  const schema = isJsonObject(current) ? current : {};
  if (!Array.isArray(schema.allOf)) return { schema, refs };
  return { schema: mergeAllOf(ctx, schema, [...stack, ...refs]), refs, merged: schema };
}

function mergeAllOf(ctx: SchemaTreeContext, schema: JsonObject, stack: readonly string[]): JsonObject {
  const { allOf, ...own } = schema;
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();
  for (const part of [...(allOf as unknown[]), own]) {
    const sub = part === own ? own : expandSchema(ctx, part, stack).schema;
    for (const [key, value] of Object.entries(sub)) {
      if (key === 'properties' && isJsonObject(value)) {
        // The same property in two parts (a base's `type: string`, a variant's `const: email`) is both at once.
        for (const [name, property] of Object.entries(value))
          properties[name] = mergeProperty(properties[name], property);
      } else if (key === 'required' && Array.isArray(value)) for (const name of value) required.add(String(name));
      // A variant built as `allOf: [Base, {...}]` is not named by its base's title.
      else if (key === 'title' && part !== own) continue;
      else if (part === own || merged[key] === undefined) merged[key] = value;
    }
  }
  if (Object.keys(properties).length) merged.properties = properties;
  if (required.size) merged.required = [...required];
  if (merged.type === undefined && Object.keys(properties).length) merged.type = 'object';
  return merged;
}

/** A property written in two parts: the later part's keys win, the earlier part's others stay. */
function mergeProperty(earlier: unknown, later: unknown): unknown {
  if (!isJsonObject(earlier) || !isJsonObject(later)) return later;
  if (refOf(earlier) !== undefined || refOf(later) !== undefined) return { allOf: [earlier, later] };
  return { ...earlier, ...later };
}

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

/** Where a field sits: its name, its schema, and the path above it. */
interface FieldPlace {
  name: string;
  raw: unknown;
  required: boolean;
  /** Anchor of the parent (`''` at the top). */
  prefix: string;
  stack: readonly string[];
  depth: number;
  /** The root of a body, response or schema page: its own fields are always listed. */
  root?: boolean;
}

/** The fields of an object schema (its properties), in written order, hidden ones left out. */
export function objectFields(
  ctx: SchemaTreeContext,
  schema: JsonObject,
  place: { prefix: string; stack: readonly string[]; depth: number },
): SchemaField[] {
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
      ? variantsOf(ctx, items.schema, { anchor, inner: [...inner, ...items.refs], depth })
      : undefined;
  const itemType = items
    ? items.circular
      ? items.circular
      : itemVariants
        ? variantType(itemVariants)
        : displayType(items.schema, nestedItemType(ctx, items, inner))
    : undefined;
  const variants = variantsOf(ctx, schema, { anchor, inner, depth });
  const type = variants && baseType(schema) === 'any' ? variantType(variants) : displayType(schema, itemType);

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
  if (expanded.circular) {
    field.circular = expanded.circular;
    return field;
  }
  if (typeof schema.description === 'string' && schema.description.trim())
    field.description = ctx.markdown(schema.description);
  if (schema.default !== undefined) field.default = jsonText(schema.default);
  const example = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (example !== undefined) field.example = jsonText(example);
  if (Array.isArray(schema.enum)) field.enum = schema.enum.map(jsonText);
  else if (schema.const !== undefined) field.enum = [jsonText(schema.const)];

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

function nestedItemType(ctx: SchemaTreeContext, items: Expanded, stack: readonly string[]): string | undefined {
  if (baseType(items.schema) !== 'array') return undefined;
  const inner = expandSchema(ctx, items.schema.items, [...stack, ...items.refs]);
  return inner.circular ?? displayType(inner.schema);
}

/** Where a oneOf/anyOf sits: the anchor its options' fields go under, the references above, the depth. */
interface VariantsPlace {
  anchor: string;
  inner: readonly string[];
  depth: number;
}

/** `oneOf`/`anyOf` of a schema as variants, each with its own fields (and options of its own). */
function variantsOf(ctx: SchemaTreeContext, schema: JsonObject, place: VariantsPlace): SchemaVariants | undefined {
  const kind = variantsKind(schema);
  if (!kind) return undefined;
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
    ? nestedVariants(ctx, holder, { anchor: place.anchor, inner: holderStack, depth: place.depth + 1 })
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
  const properties = isJsonObject(holder.properties) ? Object.keys(holder.properties).length : undefined;
  if (open) {
    if (nested) variant.variants = nested;
    variant.fields = objectFields(ctx, holder, { prefix: place.anchor, stack: holderStack, depth: place.depth + 1 });
    // A map (`additionalProperties`), as a field shows one: its values under `{key}`.
    const additional = holder.additionalProperties;
    if (additional === true || isJsonObject(additional)) {
      variant.fields.push(
        buildField(ctx, {
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

function variantType(variants: SchemaVariants): string {
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

/** Takes `count` rows from the page's field budget; a strict budget stops the build of the page once it is over. */
function charge(ctx: SchemaTreeContext, count: number): void {
  ctx.budget.fields -= count;
  if (ctx.budget.strict && ctx.budget.fields < 0) throw OVER_BUDGET;
}

/**
 * Where a level left out of the page loads from: the fragment of its schema, a named one by its reference
 * (`named`), an inline one by its place in the spec (an `allOf` by the place of the schema before merging, which
 * the fragment merges too). `holder` is what the level lists: the schema's own fields, or its items'.
 */
function leftOutLevel(
  ctx: SchemaTreeContext,
  level: { self: Expanded; items: Expanded | undefined; holder: JsonObject },
): { named?: string; href?: string } {
  const { self, items, holder } = level;
  const named = (items ? items.refs : self.refs).at(-1);
  const cut = items && !items.circular ? items : self;
  const at = named ?? pointerIn(ctx.document, cut.merged ?? holder);
  const href = at ? fragmentHrefOf(ctx, at) : undefined;
  return { ...(named ? { named } : {}), ...(href ? { href } : {}) };
}

/** The fragment of the schema at `ref`, a pointer into the document (a component schema or any other place). */
function fragmentHrefOf(ctx: SchemaTreeContext, ref: string): string | undefined {
  return ref.startsWith('#/') ? ctx.fragmentHref?.(ref, ctx.direction) : undefined;
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

/**
 * The anchors taken on a page before its first field: the ids of the layout's parts above the content, so that
 * a field named `content` is `#content-1` rather than a second `#content` (whose link lands on the article), and
 * the ids `taken` by the page's own content (`## Limit` above a query parameter `limit` makes it `#limit-1`).
 */
export function pageAnchors(taken: Iterable<string> = []): Set<string> {
  return new Set([...LAYOUT_IDS, ...taken]);
}

/** An id not yet taken on the page: `name`, else `name-1`, `name-2`… Whitespace becomes `-`. */
export function uniqueAnchor(ctx: { anchors: Set<string> }, wanted: string): string {
  const base = wanted.replace(/\s+/g, '-') || 'field';
  let anchor = base;
  for (let n = 1; ctx.anchors.has(anchor); n++) anchor = `${base}-${n}`;
  ctx.anchors.add(anchor);
  return anchor;
}

/** Every fragment href a page model points at (fields and variants left out), once each. */
export function fragmentHrefs(roots: Iterable<{ fields: SchemaField[]; variants?: SchemaVariants }>): string[] {
  const out = new Set<string>();
  const visitFields = (fields: readonly SchemaField[] | undefined): void => {
    for (const field of fields ?? []) {
      if (field.truncated?.href) out.add(field.truncated.href);
      visitFields(field.children);
      if (field.additional && field.additional !== true) visitFields([field.additional]);
      visitVariants(field.variants);
    }
  };
  const visitVariants = (variants: SchemaVariants | undefined): void => {
    for (const option of variants?.options ?? []) {
      if (option.truncated?.href) out.add(option.truncated.href);
      visitVariants(option.variants);
      visitFields(option.fields);
    }
  };
  for (const root of roots) {
    visitFields(root.fields);
    visitVariants(root.variants);
  }
  return [...out];
}

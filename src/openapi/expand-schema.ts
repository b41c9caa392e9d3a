/**
 * A schema as a field tree reads it: references followed (lazily, through the page's shared cache; keywords
 * beside a `$ref` win over its target's) and `allOf` merged into one object. A reference already crossed above
 * is not followed again: the schema is marked circular instead.
 */
import { refName, refOf, resolveRef } from './resolve-ref.js';
import type { SchemaTreeContext } from './schema-tree-context.js';
import { baseType, displayType } from './schema-type.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** A schema after following references: the value, the names of the references crossed, and a cycle. */
export interface Expanded {
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
    if (ref === undefined) {
      const single = singleBranch(current);
      if (!single) break;
      current = single;
      continue;
    }
    if (stack.includes(ref) || refs.includes(ref)) {
      // What the wrapper says beside the reference (its description) stays.
      const { $ref: _ref, ...beside } = current as JsonObject;
      return { schema: beside, refs, circular: refName(ref) };
    }
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
  const found = isJsonObject(current) ? current : {};
  const schema = constChoice(found) ?? found;
  if (!Array.isArray(schema.allOf)) return { schema, refs };
  return { schema: mergeAllOf(ctx, schema, [...stack, ...refs]), refs, merged: schema };
}

const COMBINERS = ['allOf', 'oneOf', 'anyOf'] as const;

/** Keywords a branch of a choice of values may hold besides its value: it names and describes it. */
const VALUE_BRANCH_KEYS = new Set(['const', 'enum', 'title', 'description', 'type', 'deprecated', 'x-deprecated']);

/**
 * A choice whose every branch is one value (`oneOf: [{title: ACTION_ROW, const: 1}, {title: BUTTON, const: 2}]`,
 * Discord's way to name its enums) as what it means, an enum of those values, typed as the schema or its
 * branches are; a sibling `enum` keeps only the values it allows. Each branch had been a variant of type `any`.
 */
function constChoice(schema: JsonObject): JsonObject | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const branches = schema[key];
    if (!Array.isArray(branches) || branches.length < 2) continue;
    const values: unknown[] = [];
    for (const branch of branches) {
      if (!isJsonObject(branch) || !Object.keys(branch).every((k) => VALUE_BRANCH_KEYS.has(k))) return undefined;
      if ('const' in branch) values.push(branch.const);
      else if (Array.isArray(branch.enum) && branch.enum.length === 1) values.push(branch.enum[0]);
      else return undefined;
    }
    const { [key]: _choice, ...rest } = schema;
    const allowed = Array.isArray(schema.enum) ? values.filter((v) => (schema.enum as unknown[]).includes(v)) : values;
    const type = schema.type ?? commonType(branches as JsonObject[], values);
    const kept = allowed.length ? allowed : values;
    // The names and descriptions of the values, which the branches gave, as a list under the field's own text.
    const named = (branches as JsonObject[])
      .map((branch, index) => ({ value: values[index], title: branch.title, text: branch.description }))
      .filter(
        (entry) => kept.includes(entry.value) && (typeof entry.title === 'string' || typeof entry.text === 'string'),
      )
      .map(({ value, title, text }) => {
        const words = [typeof title === 'string' ? title : '', typeof text === 'string' ? text : ''].filter(Boolean);
        return `- \`${JSON.stringify(value)}\`: ${words.join(' — ').replace(/\s*\n\s*/g, ' ')}`;
      });
    const description = [typeof schema.description === 'string' ? schema.description : '', named.join('\n')]
      .filter(Boolean)
      .join('\n\n');
    return {
      ...rest,
      ...(type !== undefined ? { type } : {}),
      enum: kept,
      ...(description ? { description } : {}),
    };
  }
  return undefined;
}

/** The type the branches share (written, else read from their values), or undefined. */
function commonType(branches: JsonObject[], values: unknown[]): unknown {
  const written = new Set(branches.map((b) => b.type));
  if (written.size === 1 && !written.has(undefined)) return branches[0]!.type;
  const kinds = new Set(
    values.map((v) => (Number.isInteger(v) ? 'integer' : typeof v === 'number' ? 'number' : typeof v)),
  );
  const only = kinds.size === 1 ? [...kinds][0] : undefined;
  return only === 'integer' || only === 'number' || only === 'string' || only === 'boolean' ? only : undefined;
}

/**
 * The one schema a wrapper stands for, with the wrapper's own keywords beside it: `{description, allOf: [X]}`,
 * `{anyOf: [X], nullable: true}`, `{oneOf: [X, {type: 'null'}]}` (then nullable) are X, not a merge or a choice
 * of one. Undefined for anything else (two real branches, or a wrapper with fields or a type of its own).
 */
function singleBranch(schema: unknown): JsonObject | undefined {
  if (!isJsonObject(schema)) return undefined;
  const kinds = COMBINERS.filter((kind) => schema[kind] !== undefined);
  const kind = kinds.length === 1 ? kinds[0]! : undefined;
  const list = kind ? schema[kind] : undefined;
  if (!kind || !Array.isArray(list)) return undefined;
  const real = kind === 'allOf' ? list : list.filter((branch) => !isNullBranch(branch));
  const branch = real.length === 1 ? real[0] : undefined;
  if (!isJsonObject(branch)) return undefined;
  const { [kind]: _list, ...own } = schema;
  if (hasShape(own) || own.discriminator !== undefined) return undefined;
  const nullable = real.length < list.length ? { nullable: true } : {};
  return { ...branch, ...own, ...nullable };
}

/** A branch that only allows `null` (`{type: 'null'}`, `{type: ['null']}`, `{enum: [null]}`). */
function isNullBranch(branch: unknown): boolean {
  if (!isJsonObject(branch)) return false;
  const { type } = branch;
  if (type === 'null' || (Array.isArray(type) && type.length === 1 && type[0] === 'null')) return true;
  return Array.isArray(branch.enum) && branch.enum.length === 1 && branch.enum[0] === null;
}

/** Whether a schema says what its values hold: fields, items, alternatives or a type of its own. */
function hasShape(schema: JsonObject): boolean {
  return ['properties', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'type', 'enum', 'const'].some(
    (key) => schema[key] !== undefined,
  );
}

function mergeAllOf(ctx: SchemaTreeContext, schema: JsonObject, stack: readonly string[]): JsonObject {
  const { allOf, ...own } = schema;
  const merged: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();
  const parts: JsonObject[] = [];
  for (const part of [...(allOf as unknown[]), own]) {
    const sub = part === own ? own : expandSchema(ctx, part, stack).schema;
    parts.push(sub);
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
  // 3.0's `nullable` widens the type of its own schema only: null passes `allOf` when every part with a type
  // allows it. A schema that extends a nullable base with a type of its own (Box's `File--Full`) is not
  // nullable; one that says `nullable` itself is.
  if (
    merged.nullable === true &&
    own.nullable !== true &&
    parts.some((p) => p.type !== undefined && p.nullable !== true)
  )
    delete merged.nullable;
  return merged;
}

/** A property written in two parts: the later part's keys win, the earlier part's others stay. */
function mergeProperty(earlier: unknown, later: unknown): unknown {
  if (!isJsonObject(earlier) || !isJsonObject(later)) return later;
  if (refOf(earlier) !== undefined || refOf(later) !== undefined) return { allOf: [earlier, later] };
  return { ...earlier, ...later };
}

/**
 * The type of the items of `items` when `items` is an array itself (`string` for items `string[]`), for the type
 * of the array holding them (`string[][]`); undefined for items that are not an array.
 */
export function nestedItemType(ctx: SchemaTreeContext, items: Expanded, stack: readonly string[]): string | undefined {
  if (baseType(items.schema) !== 'array') return undefined;
  const inner = expandSchema(ctx, items.schema.items, [...stack, ...items.refs]);
  return inner.circular ?? displayType(inner.schema);
}

/**
 * Schemas of a bundled spec → {@link LiteSchema}s for the playground: the keywords a form and a response check
 * use, nothing else. Named component schemas become `{ $ref: name }` entries of a shared `defs` map, so a cycle
 * stays a cycle. A node budget bounds the result: Stripe's expandable objects reach hundreds of schemas from one
 * response, and past the budget a schema becomes `{}` (anything is accepted, nothing is lost from the page).
 */
import type { LiteSchema } from './request/request-spec.js';
import { refName, refOf, resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** Conversion state of one playground file: the defs it gathers and the nodes it may still spend. */
export interface LiteSchemaContext {
  document: JsonObject;
  defs: Record<string, LiteSchema>;
  budget: { nodes: number };
  /** Named schemas converted by earlier files of the spec (see {@link LiteDefsMemo}); needs `trace`. */
  memo?: LiteDefsMemo;
  trace?: LiteTrace;
}

/**
 * Named schemas converted once per spec and reused by later playground files: Stripe's operations return the
 * same objects (and every one the same error), and converting them again was most of a file's cost. An entry
 * is reused only where it converts the same: the defs it added are all absent, those it found already there
 * are all present, and the budget cut nothing when it was made and cannot cut it now.
 */
export type LiteDefsMemo = Map<string, LiteDefsEntry>;

interface LiteDefsEntry {
  /** The defs it added, in the order they were added (the file lists them in that order). */
  added: [string, LiteSchema][];
  /** Defs it found already converted (and did not convert again). */
  found: string[];
  consumed: number;
}

/** What one file's conversion did so far, in order. */
export interface LiteTrace {
  added: string[];
  found: string[];
  /** Budget checks that cut a schema: a def converted past one is not kept. */
  cuts: number;
}

const SCHEMA_PREFIX = '#/components/schemas/';
const NUMBER_KEYS = [
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const satisfies readonly (keyof LiteSchema)[];
const COPIED_KEYS = ['format', 'title', 'pattern', 'contentMediaType'] as const satisfies readonly (keyof LiteSchema)[];

/** A new context with the given node budget. */
export function liteSchemaContext(document: JsonObject, nodes: number, memo?: LiteDefsMemo): LiteSchemaContext {
  return { document, defs: {}, budget: { nodes }, ...(memo ? { memo, trace: { added: [], found: [], cuts: 0 } } : {}) };
}

/**
 * Levels that keep their descriptions (the root and its properties: the form's own fields); deeper ones and
 * named schemas drop them, which halves the size of a playground file on Stripe.
 */
const DESCRIBED_DEPTH = 1;

/** The lite form of `raw` (a schema or a reference to one); `depth` counts levels from the form's root. */
export function toLiteSchema(ctx: LiteSchemaContext, raw: unknown, depth = 0): LiteSchema {
  const ref = refOf(raw);
  if (ref?.startsWith(SCHEMA_PREFIX) && !ref.slice(SCHEMA_PREFIX.length).includes('/')) {
    const name = refName(ref);
    if (name in ctx.defs) ctx.trace?.found.push(name);
    else {
      if (spent(ctx)) return {};
      if (!recallDef(ctx, name)) convertDef(ctx, name, raw);
    }
    return { $ref: name };
  }
  return convert(ctx, ref ? resolveRef(ctx.document, raw) : raw, depth);
}

function convertDef(ctx: LiteSchemaContext, name: string, raw: unknown): void {
  const { trace } = ctx;
  const mark = trace && {
    nodes: ctx.budget.nodes,
    cuts: trace.cuts,
    added: trace.added.length,
    found: trace.found.length,
  };
  // Placeholder first: a schema that refers to itself finds its own name taken and stops there.
  ctx.defs[name] = {};
  trace?.added.push(name);
  ctx.defs[name] = convert(ctx, resolveRef(ctx.document, raw), DESCRIBED_DEPTH + 1);
  if (!ctx.memo || !trace || !mark || trace.cuts !== mark.cuts) return;
  const added = trace.added.slice(mark.added);
  const own = new Set(added);
  ctx.memo.set(name, {
    added: added.map((def) => [def, ctx.defs[def]!]),
    // Defs it added and then found (a cycle) are its own: only those found from before matter.
    found: [...new Set(trace.found.slice(mark.found).filter((def) => !own.has(def)))],
    consumed: mark.nodes - ctx.budget.nodes,
  });
}

/** Adds the defs that converting `name` added when it was kept, if they come out the same here. */
function recallDef(ctx: LiteSchemaContext, name: string): boolean {
  const entry = ctx.memo?.get(name);
  if (!entry || !ctx.trace || ctx.budget.nodes - entry.consumed <= 0) return false;
  if (entry.added.some(([added]) => added in ctx.defs) || entry.found.some((found) => !(found in ctx.defs)))
    return false;
  for (const [added, lite] of entry.added) ctx.defs[added] = lite;
  ctx.budget.nodes -= entry.consumed;
  ctx.trace.added.push(...entry.added.map(([added]) => added));
  ctx.trace.found.push(...entry.found);
  return true;
}

/** Whether the node budget is spent (a check that cuts: noted in the trace). */
function spent(ctx: LiteSchemaContext): boolean {
  if (ctx.budget.nodes > 0) return false;
  if (ctx.trace) ctx.trace.cuts++;
  return true;
}

function convert(ctx: LiteSchemaContext, value: unknown, depth: number): LiteSchema {
  if (!isJsonObject(value) || spent(ctx)) return {};
  ctx.budget.nodes -= 1;
  const out: LiteSchema = {};
  const type = typeOf(value);
  if (type !== undefined) out.type = type;
  for (const key of COPIED_KEYS) if (typeof value[key] === 'string') out[key] = value[key] as string;
  for (const key of NUMBER_KEYS) if (typeof value[key] === 'number') out[key] = value[key] as number;
  exclusiveBounds(value, out);
  if (depth <= DESCRIBED_DEPTH && typeof value.description === 'string' && value.description.trim())
    out.description = plainSummary(value.description);
  if (Array.isArray(value.enum)) out.enum = value.enum;
  if ('const' in value) out.const = value.const;
  if ('default' in value) out.default = value.default;
  const example = 'example' in value ? value.example : Array.isArray(value.examples) ? value.examples[0] : undefined;
  if (example !== undefined) out.example = example;
  if (value.readOnly === true) out.readOnly = true;
  if (value.writeOnly === true) out.writeOnly = true;
  if (value.format === 'binary' && !out.contentMediaType) out.contentMediaType = 'application/octet-stream';
  if (Array.isArray(value.required)) out.required = value.required.filter((name) => typeof name === 'string');
  if (isJsonObject(value.properties)) {
    out.properties = {};
    for (const [name, child] of Object.entries(value.properties))
      out.properties[name] = toLiteSchema(ctx, child, depth + 1);
  }
  if (typeof value.additionalProperties === 'boolean') out.additionalProperties = value.additionalProperties;
  else if (isJsonObject(value.additionalProperties))
    out.additionalProperties = toLiteSchema(ctx, value.additionalProperties, depth + 1);
  if (value.items !== undefined && !Array.isArray(value.items)) out.items = toLiteSchema(ctx, value.items, depth + 1);
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const list = value[key];
    if (Array.isArray(list) && list.length) out[key] = list.map((child) => toLiteSchema(ctx, child, depth));
  }
  return out;
}

/** `type` as a string or list, with OpenAPI 3.0's `nullable: true` folded in as `'null'`. */
function typeOf(value: JsonObject): string | string[] | undefined {
  const raw = value.type;
  const types = Array.isArray(raw) ? raw.filter((t) => typeof t === 'string') : typeof raw === 'string' ? [raw] : [];
  if (value.nullable === true && types.length && !types.includes('null')) types.push('null');
  if (!types.length) return undefined;
  return types.length === 1 ? types[0] : types;
}

/** OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 writes the bound itself. */
function exclusiveBounds(value: JsonObject, out: LiteSchema): void {
  for (const [key, base] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const bound = value[key];
    if (typeof bound === 'number') out[key] = bound;
    else if (bound === true && typeof value[base] === 'number') {
      out[key] = value[base] as number;
      delete out[base];
    }
  }
}

/** The first sentence of a Markdown description, as plain text, for an input's hint. */
export function plainSummary(markdown: string): string {
  const text = markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*_]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.{8,}?[.!?])\s+(?=[A-Z])/.exec(text)?.[1] ?? text;
  return sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
}

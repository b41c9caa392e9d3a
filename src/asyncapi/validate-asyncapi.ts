/**
 * Validation of an AsyncAPI document with `@asyncapi/parser`. The parser is loaded here only, lazily: it takes
 * seconds to load, and sites without AsyncAPI must not pay for it. A spec that breaks its rules still builds
 * every page it can, so every problem is a warning, located in the file's text. Never the network, never a
 * file: every reference that leaves the document is answered with an empty object before the parser's own
 * readers (which fetch `http(s)` and read any file) get a chance.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { expandedSize } from '../openapi/expanded-size.js';
import { parseSpecText, specTextLocator } from '../openapi/parse-spec-text.js';
import { isJsonObject } from '../openapi/spec-document.js';
import { escapeSegment, resolvePointer } from '../openapi/resolve-ref.js';
import { valueAt } from '../openapi/validation-branches.js';
import { type PlainProblem, plainProblem } from '../openapi/validator-messages.js';
import { isBranchEcho, missingTarget, parserMessageAsError } from './parser-messages.js';

/**
 * Values of the document with its references expanded past which the parser is not run: it takes about 5 µs a
 * value over its rules (a 6-level fan-out of 5 million: 30 s), besides ~3 s to load.
 */
const MAX_EXPANDED_VALUES = 1_000_000;
/** More than this many problems in one spec are summed up in one line. */
const MAX_PROBLEMS = 50;
/** Stoplight severities: 0 error, 1 warning, 2 information, 3 hint. Information and hints are left out. */
const MAX_SEVERITY = 1;
const HINT = 'The page is built from what can be read; fix the spec so other AsyncAPI tools accept it too.';

/** One problem as the parser reports it (Spectral's diagnostic, the fields read here). */
interface ParserProblem {
  code?: string | number;
  message?: string;
  severity?: number;
  path?: (string | number)[];
  range?: { start?: { line?: number; character?: number } };
}

/** The part of the parser's API used here. */
interface ParserLike {
  validate(input: string): Promise<ParserProblem[]>;
}
type ParserClass = new (options: unknown) => ParserLike;

/** Validates spec text (`file` is root-relative, for the diagnostics). Never throws. */
export async function validateAsyncApi(input: { file: string; text: string }): Promise<Diagnostic[]> {
  const { file, text } = input;
  // The parser dereferences the document and runs its rules over the result, where a schema reused inside another
  // reused one is copied level after level: past the limit that takes minutes, so it is not run.
  const parsed = parseSpecText(text, file).value;
  if (isJsonObject(parsed) && expandedSize(parsed, MAX_EXPANDED_VALUES) > MAX_EXPANDED_VALUES) {
    return [
      {
        severity: 'warning',
        rule: 'asyncapi-too-large',
        file,
        line: 1,
        column: 1,
        message: `${file} reuses its schemas inside one another so often that, with its references expanded, it holds more than ${MAX_EXPANDED_VALUES.toLocaleString('en-US')} values: it was not validated.`,
        hint: 'Check it with another AsyncAPI tool, or let the schemas refer to fewer copies of one another; Quire builds its pages all the same.',
      },
    ];
  }
  let problems: ParserProblem[];
  try {
    const parser = new (await loadParserClass())(parserOptions());
    problems = await parser.validate(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return [
      {
        severity: 'warning',
        rule: 'asyncapi-validator',
        file,
        line: 1,
        column: 1,
        message: `${file} could not be validated (the AsyncAPI parser failed: ${message.split('\n')[0]}).`,
        hint: 'The pages are built from the file as written; check it with another AsyncAPI tool.',
      },
    ];
  }
  const dropped = problems.filter((problem) => reachesExternalRef(parsed, problem.path ?? []));
  // "must match "then" schema" above such a place only echoes the problem dropped there.
  const echoesDropped = (problem: ParserProblem) =>
    isBranchEcho(problem.message ?? '') && dropped.some((other) => isPrefix(problem.path ?? [], other.path ?? []));
  const kept = problems.filter(
    (problem) =>
      (problem.severity ?? 0) <= MAX_SEVERITY &&
      !isRefusedReference(problem) &&
      !isDuplicateKey(problem) &&
      !dropped.includes(problem) &&
      !echoesDropped(problem),
  );
  // A value reached through a `$ref` is checked again at every place that refers to it: the problem at the place
  // it is written comes first, and its echoes (the same message on the same line) go.
  const throughRef = (problem: ParserProblem): boolean => passesRef(parsed, problem.path ?? []);
  kept.sort((a, b) => Number(throughRef(a)) - Number(throughRef(b)));
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  // One parse of the text for every problem's position.
  const locate = specTextLocator(text, file);
  for (const problem of kept) {
    if (isBranchEcho(problem.message ?? '') && kept.some((other) => explains(other, problem))) continue;
    const diagnostic = toDiagnostic({ problem, file, locate, document: parsed });
    const key = `${diagnostic.line} ${diagnostic.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    diagnostics.push(diagnostic);
  }
  diagnostics.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  if (diagnostics.length <= MAX_PROBLEMS) return diagnostics;
  return [
    ...diagnostics.slice(0, MAX_PROBLEMS),
    {
      severity: 'warning',
      rule: 'asyncapi-invalid',
      file,
      line: 1,
      column: 1,
      message: `${diagnostics.length - MAX_PROBLEMS} more validation problems in ${file} are not listed.`,
      hint: HINT,
    },
  ];
}

/** The parser's class, from its CommonJS build (its ESM build has extensionless imports Node cannot load). */
async function loadParserClass(): Promise<ParserClass> {
  const loaded = (await import('@asyncapi/parser')) as unknown as { Parser?: unknown; default?: { Parser?: unknown } };
  const Parser = loaded.Parser ?? loaded.default?.Parser;
  if (typeof Parser !== 'function') throw new Error('@asyncapi/parser has no Parser export');
  return Parser as ParserClass;
}

/**
 * Core rules only: the "recommended" set asks for `id`, `tags`, a contact and a license, `operationId`s and
 * the like, which say nothing about whether the pages can be built. Readers for every scheme the parser knows
 * answer `{}` first; a reader that returns a string ends the search, so the parser's own never run.
 */
function parserOptions(): unknown {
  const refuse = () => '{}';
  return {
    ruleset: { recommended: false },
    __unstable: {
      resolver: {
        cache: false,
        resolvers: ['file', 'http', 'https'].map((schema) => ({ schema, order: 1, canRead: true, read: refuse })),
      },
    },
  };
}

/**
 * The parser's error for a reference that leaves the document (`'#/x' does not exist @ 'http://…'`): the loader
 * reports those itself, at the `$ref`, with what to do.
 */
function isRefusedReference(problem: ParserProblem): boolean {
  return problem.code === 'invalid-ref' && / @ '/.test(problem.message ?? '');
}

/**
 * The parser's "Duplicate key: x": the loader says it already (`spec-duplicate-key`), with the first place and the
 * value used.
 */
function isDuplicateKey(problem: ParserProblem): boolean {
  return problem.code === 'parser' && /^Duplicate key: /.test(problem.message ?? '');
}

/** True when `other` is a problem of its own at or under the value whose branch failure `echo` reports. */
function explains(other: ParserProblem, echo: ParserProblem): boolean {
  if (other === echo || isBranchEcho(other.message ?? '')) return false;
  const at = (echo.path ?? []).map(String);
  const path = (other.path ?? []).map(String);
  return path.length >= at.length && at.every((part, index) => path[index] === part);
}

/** True when the path steps through a `$ref` of the document as written (the parser reports the resolved one). */
/**
 * True when the problem's place is, or lies inside, what a `$ref` to another file or an address stands for
 * (following the spec's own `$ref`s on the way): that value is shown as empty, its own warning says why, and
 * "the required property `host` is missing" about the empty stand-in would only mislead.
 */
function reachesExternalRef(document: unknown, path: readonly (string | number)[]): boolean {
  const external = (value: unknown) =>
    isJsonObject(value) && typeof value.$ref === 'string' && !value.$ref.startsWith('#');
  let node = document;
  for (let i = 0, hops = 0; ; ) {
    if (external(node)) return true;
    if (isJsonObject(node) && typeof node.$ref === 'string' && hops < 32) {
      hops++;
      const target = isJsonObject(document) ? resolvePointer(document, node.$ref) : undefined;
      if (target === undefined) return false;
      node = target;
      continue;
    }
    if (i >= path.length || node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[String(path[i])];
    i++;
  }
}

function isPrefix(prefix: readonly (string | number)[], path: readonly (string | number)[]): boolean {
  return prefix.length <= path.length && prefix.every((part, index) => String(part) === String(path[index]));
}

function passesRef(document: unknown, path: readonly (string | number)[]): boolean {
  let node = document;
  for (const part of path) {
    if (isJsonObject(node) && typeof node.$ref === 'string') return true;
    if (node === null || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[String(part)];
  }
  return false;
}

function toDiagnostic(input: {
  problem: ParserProblem;
  file: string;
  locate: ReturnType<typeof specTextLocator>;
  document: unknown;
}): Diagnostic {
  const { problem, file, locate } = input;
  const segments = (problem.path ?? []).map((part) => (typeof part === 'number' ? part : String(part)));
  const start = problem.range?.start;
  // The parser puts problems it cannot place at 0:0; the path, when it has one, says better where.
  const unplaced = !start || (!start.line && !start.character);
  const position =
    unplaced && segments.length
      ? locate(segments)
      : { line: (start?.line ?? 0) + 1, column: (start?.character ?? 0) + 1 };
  const pointer = segments.map((part) => escapeSegment(String(part))).join('/');
  const said = plainMessage(problem.message ?? '', segments, input.document);
  const rule = problem.code ? ` (AsyncAPI rule \`${problem.code}\`)` : '';
  return {
    severity: 'warning',
    rule: 'asyncapi-invalid',
    file,
    ...(position ?? { line: 1, column: 1 }),
    ...(segments.length ? { path: `#/${pointer}` } : {}),
    message: said.message,
    hint: `${said.hint ?? HINT}${rule}`,
  };
}

/** The parser's message in plain words where it is one Quire knows (parser-messages.ts), else as it is. */
function plainMessage(message: string, segments: readonly (string | number)[], document: unknown): PlainProblem {
  const trimmed = message.trim();
  const missing = missingTarget(trimmed);
  if (missing) return missing;
  const error = parserMessageAsError(trimmed, segments);
  if (!error) return { message: trimmed || 'invalid value' };
  return plainProblem(error, valueAt(document, error.instancePath ?? ''));
}

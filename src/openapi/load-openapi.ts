/**
 * The edge of the OpenAPI stage: one spec file (and the files its `$ref`s name) read from disk, bundled into
 * one document with internal references only, Swagger 2.0 converted to 3.0, and validated. Never the network:
 * an `http(s)` reference is not fetched, whatever the spec says; it becomes a warning and an empty schema.
 * Never outside the site folder either: a reference that leaves it is refused the same way.
 */
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { scanJsonPath } from '../util/scan-json-path.js';
import { readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { realPathInside } from '../util/real-path.js';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { type DuplicateKey, duplicateKeyDiagnostics } from './duplicate-keys.js';
import { escapeDataRefs, restoreDataRefs } from './example-refs.js';
import { parseSpecText, specTextLocator } from './parse-spec-text.js';
import { resolveSchemaIds } from './schema-ids.js';
import { neutralizeRefs, REF_LOOP, type RefusedRef, refusal, refusedRefShows } from './external-refs.js';
import {
  cycleAt,
  isJsonObject,
  type JsonObject,
  MAX_SPEC_DEPTH,
  type OpenApiSpec,
  tooDeepAt,
} from './spec-document.js';
import { convertSwagger2 } from './convert-swagger2.js';
import { asParserVersion } from './parser-version.js';
import { escapeSegment } from './resolve-ref.js';
import type { RuleProblem } from './spec-rules.js';
import { readSpecVersion } from './spec-version.js';
import { checkSwagger2Rules } from './swagger2-rules.js';
import type { OpenApiValidation } from './validate-openapi.js';

/**
 * A file a `$ref` names, parsed: its value, or what is wrong with it. A file that is not JSON or YAML at all
 * (an image, a text) is a warning at the reference (`message` says why, after "the `$ref` to <file>"); a JSON or
 * YAML file that does not parse, nests too deep or contains itself is an error in that file, where it is.
 */
function referencedFile(
  text: string,
  file: string,
): { value: unknown; duplicates?: DuplicateKey[] } | { problem: Diagnostic } {
  if (!/\.(json|ya?ml)$/i.test(file) && !/^\s*[{[]/.test(text))
    return {
      problem: { severity: 'warning', rule: 'openapi-ref-unresolved', file, message: 'is not a JSON or YAML file' },
    };
  const parsed = parseSpecText(text, file);
  if (parsed.error) {
    const { message, line, column, hint } = parsed.error;
    return {
      problem: {
        severity: 'error',
        rule: 'openapi-syntax',
        file,
        line,
        column,
        message: `not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'} (a \`$ref\` of the spec names this file): ${message}`,
        hint,
      },
    };
  }
  const deepAt = tooDeepAt(parsed.value);
  const cycle = deepAt ? undefined : cycleAt(parsed.value);
  if (deepAt || cycle) {
    return {
      problem: {
        severity: 'error',
        rule: deepAt ? 'openapi-too-deep' : 'openapi-self-reference',
        file,
        ...(deepAt ? deepPosition(text, deepAt) : { line: 1, column: 1 }),
        path: `#/${(deepAt ?? cycle ?? [])
          .slice(0, 8)
          .map((key) => escapeSegment(String(key)))
          .join('/')}`,
        message: deepAt
          ? `this file, which a \`$ref\` of the spec names, is nested more than ${MAX_SPEC_DEPTH} levels deep; it is not read.`
          : 'a value of this file, which a `$ref` of the spec names, contains itself (a YAML alias inside its own value?); it is not read.',
        hint: deepAt
          ? 'Use `$ref`s to components instead of nesting schemas inline this deep.'
          : 'Point the alias (`*name`) at a value outside the one its anchor (`&name`) marks.',
      },
    };
  }
  escapeDataRefs(parsed.value);
  return parsed.duplicates ? { value: parsed.value, duplicates: parsed.duplicates } : { value: parsed.value };
}

/** A spec file read and bundled, or the diagnostics that say why not. */
export interface LoadedOpenApi {
  spec?: OpenApiSpec;
  diagnostics: Diagnostic[];
  /** Root-relative files the spec was read from (its entry first): what dev watches. */
  files: string[];
  /** With `validate: 'later'`: what `validateOpenApi` needs, to run when (and on the thread) the caller wants. */
  validation?: OpenApiValidation;
}

/** Reads, bundles, converts and validates one spec; `file` is root-relative. */
export async function loadOpenApi(input: {
  root: string;
  file: string;
  /** `'later'`: load now, validate when the caller runs `validation` (validation is most of the time). */
  validate?: boolean | 'later';
  /** Every validation problem listed (`quire openapi-check`), rather than the first 50 and a count. */
  allProblems?: boolean;
}): Promise<LoadedOpenApi> {
  const { root, file } = input;
  const diagnostics: Diagnostic[] = [];
  const absolute = path.resolve(root, file);
  // Links followed: a spec that is a link to a file outside the site folder is never read.
  const real = await realPathInside(root, absolute);
  if (real === 'outside') {
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-outside-site',
      file,
      message: `${file} is outside the site folder, and Quire reads nothing there.`,
      hint: 'Move the spec into the folder that holds docs.json (a link pointing outside it is refused too).',
    });
    return { diagnostics, files: [] };
  }
  let text: string;
  try {
    text = await readFile(real ?? absolute, 'utf8');
  } catch {
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-missing-file',
      file,
      message: `the OpenAPI file ${file} does not exist or cannot be read.`,
      hint: 'Check the path (it is relative to the folder that holds docs.json).',
    });
    return { diagnostics, files: [] };
  }
  const parsed = parseSpecText(text, file);
  if (parsed.error) {
    const { message, line, column, hint } = parsed.error;
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-syntax',
      file,
      line,
      column,
      message: `not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${message}`,
      hint,
    });
    return { diagnostics, files: [file] };
  }
  // Keys written twice: the last value is read, and each other one is said.
  diagnostics.push(...duplicateKeyDiagnostics(parsed.duplicates, file));
  const document = parsed.value;
  const deepAt = tooDeepAt(document);
  if (deepAt) {
    // The position-keeping parsers are recursive too: a JSON spec is scanned to the place, a YAML one is not.
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-too-deep',
      file,
      ...deepPosition(text, deepAt),
      path: `#/${deepAt
        .slice(0, 8)
        .map((key) => escapeSegment(String(key)))
        .join('/')}/…`,
      message: `the spec is nested more than ${MAX_SPEC_DEPTH} levels deep, which no real API needs; it is not read.`,
      hint: 'Use `$ref`s to components instead of nesting schemas inline this deep.',
    });
    return { diagnostics, files: [file] };
  }
  const cycle = cycleAt(document);
  if (cycle) {
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-self-reference',
      file,
      line: 1,
      column: 1,
      path: `#/${cycle
        .slice(0, 8)
        .map((key) => escapeSegment(String(key)))
        .join('/')}`,
      message:
        'a value of the spec contains itself (a YAML alias inside its own value?), so it has no end; it is not read.',
      hint: 'Point the alias (`*name`) at a value outside the one its anchor (`&name`) marks.',
    });
    return { diagnostics, files: [file] };
  }
  const reading = readSpecVersion(document);
  if (reading.problem) {
    const at = reading.field ? specTextLocator(text, file)([reading.field]) : undefined;
    diagnostics.push({
      ...reading.problem,
      file,
      ...(at ?? { line: 1, column: 1 }),
      ...(reading.field ? { path: `#/${reading.field}` } : {}),
    });
  }
  const written = reading.version;
  if (!isJsonObject(document) || !written) return { diagnostics, files: [file] };
  // A version written as a number is read as the string it means, by every reader after this one.
  if (reading.field === 'openapi') document.openapi = written;
  else if (reading.field === 'swagger') document.swagger = written;
  const files = new Set<string>([file]);
  const texts = new Map<string, string>([[file, text]]);
  const bundled = await bundle({ root, absolute, document, files, diagnostics, file, text, texts });
  if (!bundled) return { diagnostics, files: [...files] };
  let spec: OpenApiSpec;
  let writtenProblems: RuleProblem[] | undefined;
  if (written === '2.0') {
    // Read before the conversion, which mends (and so hides) what these rules find.
    writtenProblems = checkSwagger2Rules(bundled);
    const converted = await convertSwagger2(bundled);
    if (!converted.document) {
      diagnostics.push({
        severity: 'error',
        rule: 'openapi-convert',
        file,
        line: 1,
        column: 1,
        message: `this Swagger 2.0 file could not be converted to OpenAPI 3: ${converted.error}`,
        hint: 'Convert it yourself (for example with swagger2openapi) and name the converted file.',
      });
      return { diagnostics, files: [...files] };
    }
    spec = { file, document: converted.document, version: '3.0.0', convertedFrom: '2.0' };
  } else spec = { file, document: bundled, version: written };
  const validation: OpenApiValidation = {
    spec,
    text,
    ...(texts.size > 1 ? { texts } : {}),
    ...(input.allProblems ? { maxProblems: Infinity } : {}),
    ...(writtenProblems?.length ? { writtenProblems } : {}),
  };
  if (input.validate === 'later') return { spec, diagnostics, files: [...files], validation };
  if (input.validate !== false) {
    const { validateOpenApi } = await import('./validate-openapi.js');
    diagnostics.push(...(await validateOpenApi(validation)));
  }
  return { spec, diagnostics, files: [...files] };
}

/** The written `openapi` version back in place of the parser's, and the `$ref`s of example data restored. */
function finishBundle(document: JsonObject, written: unknown): JsonObject {
  if (typeof written === 'string') document.openapi = written;
  restoreDataRefs(document);
  return document;
}

function realpathOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

interface BundleInput {
  root: string;
  absolute: string;
  file: string;
  document: JsonObject;
  /** Filled with the root-relative files read. */
  files: Set<string>;
  /** The entry file's text, for positions. */
  text: string;
  /** Filled with the text of each file read (root-relative name → text), for positions in any of them. */
  texts: Map<string, string>;
  diagnostics: Diagnostic[];
}

/** How a reference into a file that does not read ends its reason (its hint differs). */
const UNREADABLE_SAID = 'which does not read (its problem is shown there)';

async function bundle(input: BundleInput): Promise<JsonObject | undefined> {
  const { root, absolute, document, files, diagnostics, file } = input;
  escapeDataRefs(document);
  const written = document.openapi;
  // 3.1 schemas may be named by `$id` or `$anchor`: references that name them so become pointers first.
  if (typeof written === 'string' && /^3\.[1-9]/.test(written)) resolveSchemaIds(document);
  if (typeof written === 'string') document.openapi = asParserVersion(written);
  const rootReal = await realpath(root).catch(() => root);
  const report = (refs: RefusedRef[], from: { file: string; text?: string }) => {
    const locate = from.text !== undefined ? specTextLocator(from.text, from.file) : undefined;
    for (const { ref, at, why } of refs) {
      const position = locate?.([...at, '$ref']);
      diagnostics.push({
        severity: 'warning',
        rule: 'openapi-ref-unresolved',
        file: from.file,
        ...(position ?? { line: 1, column: 1 }),
        message: `the \`$ref\` to ${ref} ${why}; ${refusedRefShows(at)}.`,
        hint: why.startsWith('points at nothing')
          ? 'Check the part after `#`: it must be the path of keys to the value, like `#/components/schemas/Pet`.'
          : why.endsWith(UNREADABLE_SAID)
            ? 'Fix the problem in that file: its schemas show once it reads.'
            : why.startsWith(REF_LOOP)
              ? 'Point one of these `$ref`s at the schema it stands for, or write that schema in its place.'
              : 'Copy the referenced file into the site folder and point the `$ref` at it with a relative path.',
      });
    }
  };
  // Keys written twice in the files the references name, said once per file (the entry's were said already).
  const duplicatesSaid = new Set<string>([realpathOf(absolute)]);
  const reportDuplicates = (realPath: string, relative: string, duplicates: DuplicateKey[] | undefined) => {
    if (!duplicates || duplicatesSaid.has(realPath)) return;
    duplicatesSaid.add(realPath);
    diagnostics.push(...duplicateKeyDiagnostics(duplicates, relative));
  };
  // Files the references name, read and parsed once: to check the pointers into them, then for the bundler.
  const parsedFiles = new Map<string, { text: string; value: unknown } | undefined>();
  // Referenced files that do not read (syntax, depth, a value inside itself), their problem reported once.
  const brokenFiles = new Set<string>();
  const readParsed = (realPath: string): unknown => {
    if (!parsedFiles.has(realPath)) {
      let entry: { text: string; value: unknown } | undefined;
      try {
        const text = readFileSync(realPath, 'utf8');
        const relative = path.relative(rootReal, realPath).split(path.sep).join('/');
        const read = referencedFile(text, relative);
        input.texts.set(relative, text);
        if (!('problem' in read)) {
          reportDuplicates(realPath, relative, read.duplicates);
          escapeDataRefs(read.value);
          entry = { text, value: read.value };
        } else if (read.problem.severity === 'error') {
          diagnostics.push(read.problem);
          brokenFiles.add(realPath);
        }
      } catch {
        entry = undefined;
      }
      parsedFiles.set(realPath, entry);
    }
    return parsedFiles.get(realPath)?.value;
  };
  const unreadable = (realPath: string): string | undefined => {
    readParsed(realPath);
    return brokenFiles.has(realPath)
      ? `names ${path.basename(realPath)}, which does not read (its problem is shown there)`
      : undefined;
  };
  let fileRefs = false;
  const onFileRef = () => {
    fileRefs = true;
  };
  report(neutralizeRefs(document, { file: absolute, rootReal, readParsed, unreadable, onFileRef }), {
    file,
    text: input.text,
  });
  // One file with references inside itself only: already a bundle (the bundler would walk it all for nothing).
  if (!fileRefs) return finishBundle(document, written);
  // Every reference was checked above, file by file; these resolvers refuse whatever still gets through the same
  // way (an empty schema and a warning), and never fetch.
  const refused = (url: string, why: string) => {
    report([{ ref: url, at: [], why }], { file });
    return '{}';
  };
  const options = {
    resolve: {
      http: {
        order: 1,
        canRead: /^https?:/i,
        read: (ref: { url: string }) =>
          refused(ref.url, 'is a network address, and Quire never fetches during a build'),
      },
      file: {
        order: 2,
        canRead: (ref: { url: string }) => !/^https?:/i.test(ref.url),
        read: async (ref: { url: string }) => {
          const target = ref.url.startsWith('file:') ? fileURLToPath(ref.url) : decodeURIComponent(ref.url);
          const why = refusal(target, { file: absolute, rootReal });
          if (why) return refused(path.relative(root, target) || target, why);
          const real = realpathOf(target);
          files.add(path.relative(rootReal, real).split(path.sep).join('/'));
          return parsedFiles.get(real)?.text ?? readFile(real);
        },
      },
    },
    parse: {
      // Only this parser: the bundler's own (a YAML parser without a limit on aliases, a text and a binary one)
      // would take the files it turns down, an alias bomb among them.
      json: false,
      yaml: false,
      text: false,
      binary: false,
      spec: {
        order: 1,
        // A refused file reads as `{}`: an empty schema, not a failed spec.
        allowEmpty: true,
        canParse: true,
        parse: (ref: { url: string; data: Buffer | string }) => {
          const absoluteRef = ref.url.startsWith('file:') ? fileURLToPath(ref.url) : decodeURIComponent(ref.url);
          const relative = path.relative(root, absoluteRef).split(path.sep).join('/');
          const realRef = realpathOf(absoluteRef);
          let value = parsedFiles.get(realRef)?.value;
          const text = String(ref.data);
          if (value === undefined) {
            if (text.trim() === '{}' || brokenFiles.has(realRef)) return {};
            const read = referencedFile(text, relative);
            if ('problem' in read) {
              if (read.problem.severity === 'error') diagnostics.push(read.problem);
              else report([{ ref: relative, at: [], why: read.problem.message }], { file });
              return {};
            }
            value = read.value;
            reportDuplicates(realRef, relative, read.duplicates);
          }
          report(neutralizeRefs(value, { file: absoluteRef, rootReal, readParsed, unreadable }), {
            file: relative,
            text,
          });
          return value;
        },
      },
    },
  };
  try {
    // The parser's types want its own document and option types; custom resolver objects are not listed there.
    // Imported when a spec is bundled: the parser and its validators are a large part of Quire's start-up, which a
    // dev session starting from its stored index never needs.
    const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
    const result = (await new SwaggerParser().bundle(
      absolute,
      document as never,
      options as never,
    )) as unknown as JsonObject;
    return finishBundle(result, written);
  } catch (error) {
    const message =
      error instanceof RangeError
        ? 'it refers to itself without end (a YAML alias inside its own value?) or is nested too deep'
        : error instanceof Error
          ? error.message
          : String(error);
    diagnostics.push({
      severity: 'error',
      rule: 'openapi-bundle',
      file,
      line: 1,
      column: 1,
      message: `the spec could not be read with its references: ${message.split('\n')[0]}`,
      hint: 'Check the `$ref`s of the spec: each names a file of the site and a JSON pointer inside it.',
    });
    return undefined;
  }
}

/** Where a JSON spec nests too deep (found by scanning its text); the file's start for YAML. */
function deepPosition(text: string, at: readonly (string | number)[]): { line: number; column: number } {
  const offset = /^\s*[{[]/.test(text) ? scanJsonPath(text, at) : undefined;
  return offset === undefined ? { line: 1, column: 1 } : offsetToPosition(text, offset);
}

/**
 * The edge of the AsyncAPI stage: one spec file (JSON or YAML, AsyncAPI 2.x or 3.0) read from the site folder
 * and validated. The document is kept as parsed, internal `$ref`s and all: the page models follow them
 * lazily. References that leave the file are not followed, as on the hosted platform (docs-json.md §6): an
 * `http(s)` one would need the network, which a build never uses, and another file would make pages that the
 * platform does not. Each is reported at its `$ref`; what it names shows as empty.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { duplicateKeyDiagnostics } from '../openapi/duplicate-keys.js';
import { parseSpecText, specTextLocator } from '../openapi/parse-spec-text.js';
import { MAX_SPEC_DEPTH, tooDeepAt } from '../openapi/spec-document.js';
import { isJsonObject } from '../openapi/spec-document.js';
import type { AsyncApiSpec } from './spec.js';
import { validateAsyncApi } from './validate-asyncapi.js';

export type { AsyncApiSpec } from './spec.js';

/** A spec file read, or the diagnostics that say why not. */
export interface LoadedAsyncApi {
  spec?: AsyncApiSpec;
  diagnostics: Diagnostic[];
  /** Root-relative files read (the spec itself): what dev watches. */
  files: string[];
  /** With `validate: 'later'`: what `validateAsyncApi` needs, to run when (and on the thread) the caller wants. */
  validation?: { file: string; text: string };
}

/** At most this many references that leave the file are reported one by one. */
const MAX_EXTERNAL_REFS = 20;

/**
 * Reads and validates one spec; `file` is root-relative. `validate: false` skips `@asyncapi/parser` (seconds
 * on first use) for callers that only need the document. Never throws.
 */
export async function loadAsyncApi(input: {
  root: string;
  file: string;
  validate?: boolean | 'later';
}): Promise<LoadedAsyncApi> {
  const { root, file } = input;
  const diagnostics: Diagnostic[] = [];
  const text = await readInside(root, file);
  if (typeof text !== 'string') {
    diagnostics.push({ severity: 'error', file, ...text });
    return { diagnostics, files: [] };
  }
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = parseSpecText(source, file);
  if (parsed.error) {
    const { message, line, column, hint } = parsed.error;
    diagnostics.push({
      severity: 'error',
      rule: 'asyncapi-syntax',
      file,
      line,
      column,
      message: `${file} is not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${message}`,
      hint,
    });
    return { diagnostics, files: [file] };
  }
  // Keys written twice: the last value is read, and each other one is said.
  diagnostics.push(...duplicateKeyDiagnostics(parsed.duplicates, file));
  const document = parsed.value;
  if (tooDeepAt(document)) {
    diagnostics.push({
      severity: 'error',
      rule: 'asyncapi-too-deep',
      file,
      line: 1,
      column: 1,
      message: `the spec is nested more than ${MAX_SPEC_DEPTH} levels deep, which no real API needs; it is not read.`,
      hint: 'Use `$ref`s to components instead of nesting schemas inline this deep.',
    });
    return { diagnostics, files: [file] };
  }
  const version = isJsonObject(document) ? String(document.asyncapi ?? '') : '';
  if (!isJsonObject(document) || !/^[23]\.\d+/.test(version)) {
    diagnostics.push({
      severity: 'error',
      rule: 'asyncapi-not-a-spec',
      file,
      line: 1,
      column: 1,
      message: version
        ? `${file} is AsyncAPI ${version}, which Quire does not read.`
        : `${file} is not an AsyncAPI document: it has no \`asyncapi: 3.0.0\` (or 2.x) field.`,
      hint: 'Name an AsyncAPI 3.0 (or 2.x) file here; convert older ones with the AsyncAPI converter.',
    });
    return { diagnostics, files: [file] };
  }
  diagnostics.push(...externalRefDiagnostics({ document, file, text: source }));
  const spec = { file, document, version };
  if (input.validate === 'later') return { spec, diagnostics, files: [file], validation: { file, text: source } };
  if (input.validate !== false) diagnostics.push(...(await validateAsyncApi({ file, text: source })));
  return { spec, diagnostics, files: [file] };
}

/** The file's text, or why it cannot be read: missing, or outside the site folder (also through a link). */
async function readInside(root: string, file: string): Promise<string | Pick<Diagnostic, 'rule' | 'message' | 'hint'>> {
  const missing = {
    rule: 'asyncapi-missing-file',
    message: `the AsyncAPI file ${file} does not exist or cannot be read.`,
    hint: 'Check the path (it is relative to the folder that holds docs.json).',
  };
  const real = await realpath(path.resolve(root, file)).catch(() => undefined);
  if (!real) return missing;
  const rootReal = await realpath(root).catch(() => path.resolve(root));
  const relative = path.relative(rootReal, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    return {
      rule: 'asyncapi-outside-site',
      message: `${file} is outside the site folder, and Quire reads nothing there.`,
      hint: 'Move the spec into the folder that holds docs.json (a link pointing outside it is refused too).',
    };
  }
  return readFile(real, 'utf8').catch(() => missing);
}

/** A warning at each `$ref` that leaves the document (the first {@link MAX_EXTERNAL_REFS}). */
function externalRefDiagnostics(input: { document: unknown; file: string; text: string }): Diagnostic[] {
  const { document, file, text } = input;
  const found = externalRefs(document);
  const locate = specTextLocator(text, file);
  const diagnostics = found.slice(0, MAX_EXTERNAL_REFS).map(({ ref, at }): Diagnostic => {
    const why = /^https?:/i.test(ref)
      ? 'is a network address, and Quire never fetches during a build'
      : 'names another file, and AsyncAPI specs are read as one file (as on the hosted platform)';
    return {
      severity: 'warning',
      rule: 'asyncapi-ref-external',
      file,
      ...(locate([...at, '$ref']) ?? { line: 1, column: 1 }),
      message: `${file}: the \`$ref\` to ${ref} ${why}; what it names is shown as empty.`,
      hint: 'Copy what it names into `components` of the spec and point the `$ref` there (`#/components/…`).',
    };
  });
  if (found.length > MAX_EXTERNAL_REFS) {
    diagnostics.push({
      severity: 'warning',
      rule: 'asyncapi-ref-external',
      file,
      message: `${found.length - MAX_EXTERNAL_REFS} more \`$ref\`s in ${file} name other files or addresses.`,
    });
  }
  return diagnostics;
}

/** Every `$ref` string not starting with `#`, with the path of the object that holds it, in document order. */
export function externalRefs(document: unknown): { ref: string; at: (string | number)[] }[] {
  const out: { ref: string; at: (string | number)[] }[] = [];
  // YAML aliases can make a parsed document refer to itself; each object is visited once.
  const seen = new WeakSet<object>();
  const visit = (node: unknown, at: (string | number)[]) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) visit(item, [...at, index]);
    } else if (isJsonObject(node)) {
      if (typeof node.$ref === 'string' && !node.$ref.startsWith('#')) out.push({ ref: node.$ref, at });
      for (const [key, value] of Object.entries(node)) if (key !== '$ref') visit(value, [...at, key]);
    }
  };
  visit(document, []);
  return out;
}

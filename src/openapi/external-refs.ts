/**
 * `$ref`s that Quire will not follow, found before the reference parser sees them: network addresses (a build
 * never downloads), files outside the site folder (whatever a path or a symlink says), and files that do not
 * exist. Each becomes an empty schema with a located warning, so the rest of the spec still builds (the parser
 * would otherwise fail the whole spec on one of them).
 */
import { realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeSegment, pointerSegments, refOf, resolvePointer } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** Where references are read from. */
export interface RefContext {
  /** Absolute path of the file being checked. */
  file: string;
  /** The real path of the site folder. */
  rootReal: string;
  /** The parsed value of another file of the site (by real path), to check the pointer a `$ref` names in it. */
  readParsed?: (realPath: string) => unknown;
  /**
   * Why another file of the site cannot be read as JSON or YAML (its syntax, its depth), having reported the
   * problem where it is; undefined for a file that reads. Every reference into such a file is refused, so the
   * rest of the spec still builds (the bundler fails the whole spec on a pointer into a file it could not read).
   */
  unreadable?: (realPath: string) => string | undefined;
  /** Told of each reference to another file that is kept (the bundler has work to do only when there are some). */
  onFileRef?: (ref: string) => void;
}

/** The key that keeps a refused reference in the object that held it (the `$ref` itself is removed). */
export const UNRESOLVED_KEY = 'x-quire-unresolved';

/** Where a refused reference was written, and why it was refused. */
export interface RefusedRef {
  ref: string;
  /** JSON path of the object holding the `$ref`, in its file. */
  at: (string | number)[];
  why: string;
}

/**
 * What a page shows in place of a refused reference, by what the reference stands for (the `{}` left in its
 * place): a parameter is left out, a request body or a response has no content, anything else is an empty
 * (any-value) schema. `at` is the JSON path of the object that held the `$ref`. A property of a schema named
 * `parameters` or `responses` is a schema.
 */
export function refusedRefShows(at: readonly (string | number)[]): string {
  const parent = at.at(-2);
  const inSchema = at.at(-3) === 'properties';
  if (parent === 'parameters' && !inSchema) return 'the parameter it stands for is left out';
  if (parent === 'responses' && !inSchema) return 'the response shows without a description or content';
  if ((at.at(-1) === 'requestBody' && parent !== 'properties') || (parent === 'requestBodies' && !inSchema))
    return 'the request body shows without content';
  return 'it is shown as an empty schema';
}

/**
 * Replaces refused references in `document` (in place; `$ref` inside data must already be escaped) and returns
 * them. A `#/pointer` that names nothing in the file is refused too: the reference parser would fail the whole
 * spec on it. `file` is the absolute path of the file the document was read from; `rootReal` the real site folder.
 */
export function neutralizeRefs(document: unknown, where: RefContext): RefusedRef[] {
  const refused: RefusedRef[] = [];
  const seen = new Set<unknown>();
  // Real paths of the files the references name, each looked up once for this file.
  const reals = new Map<string, string>();
  const real = (file: string) => {
    let found = reals.get(file);
    if (found === undefined) reals.set(file, (found = realOf(file)));
    return found;
  };
  const visit = (value: unknown, at: (string | number)[]): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...at, index]);
      });
      return;
    }
    if (isJsonObject(value) && typeof value.$ref === 'string') {
      const why =
        value.$ref.startsWith('#') && resolvePointer(document as JsonObject, value.$ref) === undefined
          ? 'points at nothing in this file'
          : refusal(value.$ref, where);
      const loop =
        why || value.$ref.startsWith('#') ? undefined : refLoop({ ref: value.$ref, at, document }, where, real);
      if (why || loop) {
        refused.push({ ref: value.$ref, at, why: why ?? loop! });
        value[UNRESOLVED_KEY] = value.$ref;
        delete value.$ref;
      } else if (!value.$ref.startsWith('#')) where.onFileRef?.(value.$ref);
    }
    for (const [key, child] of Object.entries(value)) visit(child, [...at, key]);
  };
  visit(document, []);
  return refused;
}

/** Why Quire will not follow `ref` written in `where.file` (network, missing, outside the site, empty pointer). */
export function refusal(ref: string, where: RefContext): string | undefined {
  const [filePart = '', fragment] = ref.split('#');
  if (!filePart) return undefined;
  if (/^[a-z][a-z\d+.-]*:/i.test(filePart) && !/^file:/i.test(filePart))
    return 'is a network address, and Quire never fetches during a build';
  let target: string;
  try {
    target = path.resolve(path.dirname(where.file), decodeURIComponent(filePart.replace(/^file:\/\//i, '')));
  } catch {
    return 'is not a valid file path';
  }
  let real: string;
  try {
    real = realpathSync(target);
  } catch {
    return 'names a file that does not exist';
  }
  const relative = path.relative(where.rootReal, real);
  if (relative.startsWith('..') || path.isAbsolute(relative))
    return 'leaves the site folder, and Quire reads nothing outside it';
  if (!isFile(real)) return 'names a folder or something else that is not a file';
  const broken = where.unreadable?.(real);
  if (broken) return broken;
  if (fragment?.startsWith('/') && where.readParsed) {
    const target = where.readParsed(real);
    if (target !== undefined && resolvePointer(target as JsonObject, `#${fragment}`) === undefined)
      return `points at nothing in ${path.basename(real)}`;
  }
  return undefined;
}

/** What a reference that leads back to itself through other files is refused for (the hint tells them apart). */
export const REF_LOOP = 'leads only to other `$ref`s and back to itself';

/**
 * Why the reference to another file at `at` of `document` is refused when it leads only to references and back to
 * itself (`A: {$ref: b.yaml#/B}` with `B: {$ref: a.yaml#/A}`): nothing ever stands at its end, and the bundler
 * turns the loop into a reference to itself at the place that first names it, which says nothing of the files.
 * Reported at a member of the loop only (a reference that leads into a loop without being in it resolves to the
 * member refused). Undefined when the chain reaches a value, leaves the site, or cannot be read.
 */
function refLoop(
  from: { ref: string; at: readonly (string | number)[]; document: unknown },
  where: RefContext,
  realOf: (file: string) => string,
): string | undefined {
  const { ref, at, document } = from;
  if (!where.readParsed) return undefined;
  const ownFile = realOf(where.file);
  const start = placeKey(ownFile, `#/${at.map((key) => escapeSegment(String(key))).join('/')}`);
  const seen = new Set<string>([start]);
  const steps: string[] = [];
  let file = where.file;
  let next: string | undefined = ref;
  // A chain longer than this is not a loop anyone wrote; it ends the check, not the build.
  for (let step = 0; step < 64 && next !== undefined; step++) {
    const [filePart = '', fragment = ''] = next.split('#');
    if (filePart) {
      if (/^[a-z][a-z\d+.-]*:/i.test(filePart)) return undefined;
      try {
        file = path.resolve(path.dirname(file), decodeURIComponent(filePart));
      } catch {
        return undefined;
      }
    }
    const real = realOf(file);
    const key = placeKey(real, `#${fragment}`);
    const relative = path.relative(where.rootReal, real);
    steps.push(`${relative.split(path.sep).join('/')}#${fragment}`);
    if (key === start) return `${REF_LOOP} (${steps.join(' → ')}), never to a schema`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    // Nothing outside the site folder is read, and a file that does not read has said so already.
    if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
    const value = real === ownFile ? document : where.unreadable?.(real) ? undefined : where.readParsed(real);
    if (value === undefined) return undefined;
    next = refOf(fragment ? resolvePointer(value as JsonObject, `#${fragment}`) : value);
  }
  return undefined;
}

/** One key per place a reference can name: the real file and the pointer's keys. */
function placeKey(real: string, pointer: string): string {
  return `${real}\u0000${pointerSegments(pointer).join('\u0000')}`;
}

function realOf(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

function isFile(real: string): boolean {
  try {
    return statSync(real).isFile();
  } catch {
    return false;
  }
}

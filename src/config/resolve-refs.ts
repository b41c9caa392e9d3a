/**
 * Reads docs.json and every file it pulls in with `$ref` (docs-json.md §1.4) and builds one resolved value.
 * `$ref` is resolved relative to the file containing it, nests, must stay inside the project root, and merges
 * sibling keys on top when it points at an object.
 *
 * Files are parsed with the native `JSON.parse`: on a large split config it is two orders of magnitude faster
 * than a position-keeping parser on a cold start. Positions are recovered only when something asks for one (see
 * position-index.ts), and syntax errors are re-parsed with jsonc-parser for a located message.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { report, type Where } from '../diagnostics/report.js';
import { duplicateKeys, parseJsonFile } from './parse-json-file.js';
import { createPositionIndex, type ConfigDocuments } from './position-index.js';
import { refOf, refPath, relativeName } from './ref-path.js';
import { MAX_JSON_DEPTH } from '../util/limits.js';

/**
 * The error code a {@link ReadTextFile} rejects with when the file is a link that leads outside the project
 * folder (see `readConfigFile` in load-config.ts).
 */
export const OUTSIDE_CODE = 'QUIRE_OUTSIDE';

/** Reads a file as UTF-8; rejects with a Node.js error (`code: 'ENOENT'`…) when it cannot. */
export type ReadTextFile = (absolutePath: string) => Promise<string>;

export interface ResolveRefsOptions {
  /** Absolute project root (the folder of docs.json); `$ref` may not leave it. */
  root: string;
  /** Absolute path of the entry file (docs.json). */
  entry: string;
  readFile: ReadTextFile;
}

export interface ResolvedJson extends ConfigDocuments {
  /** The resolved value; undefined when a file could not be read, parsed or followed. */
  value?: unknown;
  /** Root-relative paths of the entry and every `$ref` file that was read, in the order they are used. */
  files: string[];
  diagnostics: Diagnostic[];
}

/** A file as read: its text and parsed value, or why it has none. */
type ReadResult = { text: string; value?: unknown } | { error: NodeJS.ErrnoException };

interface Context {
  options: ResolveRefsOptions;
  result: ResolvedJson;
  texts: Map<string, ReadResult>;
  /** Resolved values of completed (cycle-free) files, by absolute path. */
  done: Map<string, { value: unknown } | undefined>;
  /** Where `report()` puts problems: `result.diagnostics`. */
  diagnostics: Diagnostic[];
  locate: (site: RefSite | undefined) => Where | undefined;
}

/** Resolves `entry` and its `$ref`s. Never throws for anything in the files; problems become diagnostics. */
export async function resolveRefs(options: ResolveRefsOptions): Promise<ResolvedJson> {
  const result: ResolvedJson = {
    root: options.root,
    entry: relativeName(options.root, options.entry),
    files: [],
    sources: new Map(),
    documents: new Map(),
    diagnostics: [],
  };
  const texts = await readReachable(options);
  const locate = (site: RefSite | undefined) => site && locateSite(result, site);
  const context: Context = { options, result, texts, done: new Map(), diagnostics: result.diagnostics, locate };
  const resolved = resolveFile(context, options.entry, { chain: [] });
  if (resolved && !result.diagnostics.some((d) => d.severity === 'error')) result.value = resolved.value;
  return result;
}

/** Reads the entry and, transitively, every file its `$ref`s name (the only asynchronous step). */
async function readReachable(options: ResolveRefsOptions): Promise<Map<string, ReadResult>> {
  const texts = new Map<string, ReadResult>();
  let pending = [options.entry];
  while (pending.length > 0) {
    const batch = [...new Set(pending)].filter((file) => !texts.has(file));
    pending = [];
    const read = await Promise.all(
      batch.map((file) =>
        options.readFile(file).then(parse, (error: NodeJS.ErrnoException): ReadResult => ({ error })),
      ),
    );
    batch.forEach((file, i) => {
      const result = read[i] as ReadResult;
      texts.set(file, result);
      if ('value' in result)
        collectRefs(result.value, (ref) => {
          const target = refPath(options.root, file, ref);
          if (typeof target === 'string') pending.push(target);
        });
    });
  }
  return texts;
}

function parse(raw: string): ReadResult {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  try {
    // `__proto__` is a key JSON may hold but no object may take: copied into the config, it became the object's
    // prototype and its values were read as the config's own. Left out (and said, see `protoKeys`).
    return { text, value: JSON.parse(text, PROTO_KEY.test(text) ? withoutProto : undefined) as unknown };
  } catch {
    return { text };
  }
}

const PROTO_KEY = /"__proto__"\s*:/;
const PROTO_KEYS = new RegExp(PROTO_KEY.source, 'g');

function withoutProto(key: string, value: unknown): unknown {
  return key === '__proto__' ? undefined : value;
}

/** Offsets of the `"__proto__"` keys of a JSON text (string values that spell it are not followed by `:`). */
function protoKeys(text: string): number[] {
  const out: number[] = [];
  for (const match of text.matchAll(PROTO_KEYS)) out.push(match.index);
  return out;
}

function collectRefs(value: unknown, found: (ref: string) => void, depth = 0): void {
  // Deeper values are reported by `resolveValue`, which stops there too.
  if (depth > MAX_JSON_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    const ref = refOf(value);
    if (ref !== undefined) found(ref);
    for (const child of Object.values(value)) collectRefs(child, found, depth + 1);
  }
}

/** How a file is reached: through which files, and from which `$ref`. */
interface Inclusion {
  /** Absolute paths of the files that include it, outermost first (a file already in it closes a cycle). */
  chain: string[];
  /** The `$ref` that names it; absent for the entry file. */
  site?: RefSite;
}

function resolveFile(context: Context, absolute: string, inclusion: Inclusion): { value: unknown } | undefined {
  const { chain, site } = inclusion;
  const { root } = context.options;
  const file = relativeName(root, absolute);
  if (chain.includes(absolute)) {
    const cycle = [...chain, absolute].map((f) => relativeName(root, f)).join(' → ');
    report(context, site, {
      severity: 'error',
      rule: 'config-ref-cycle',
      message: `circular $ref: ${cycle}`,
      hint: 'a file cannot include itself, directly or through other files.',
    });
    return undefined;
  }
  if (context.done.has(absolute)) return context.done.get(absolute);

  const read = context.texts.get(absolute);
  if (!read || 'error' in read) {
    const code = read && 'error' in read ? read.error.code : 'ENOENT';
    if (code === OUTSIDE_CODE) {
      const message = site
        ? `$ref "${site.ref}" points to ${file}, a symbolic link to a file outside the project folder; it is not read`
        : `${file} is a symbolic link to a file outside the project folder; it is not read`;
      report(context, site, {
        severity: 'error',
        rule: 'config-ref-outside',
        message,
        hint: 'referenced files must be inside the folder that holds docs.json, links followed; copy the file into it.',
      });
      return undefined;
    }
    const what =
      code === 'EISDIR'
        ? 'is a folder, not a JSON file'
        : code === 'ENOENT'
          ? 'does not exist'
          : `cannot be read (${code ?? 'unknown error'})`;
    if (!site)
      report(context, undefined, { severity: 'error', rule: 'config-ref-missing', message: `${file} ${what}` });
    else
      report(context, site, {
        severity: 'error',
        rule: 'config-ref-missing',
        message: `$ref "${site.ref}" points to ${file}, which ${what}`,
        hint: `paths in $ref are relative to the file that contains them (${site.file}).`,
      });
    return undefined;
  }
  if (!context.result.sources.has(file)) {
    context.result.files.push(file);
    context.result.sources.set(file, read.text);
  }
  if (!('value' in read)) {
    reportSyntaxErrors(context, file, read.text);
    context.done.set(absolute, undefined);
    return undefined;
  }
  context.result.documents.set(file, read.value);
  for (const offset of protoKeys(read.text)) {
    report(
      context.diagnostics,
      { file, ...offsetToPosition(read.text, offset) },
      {
        severity: 'warning',
        rule: 'config-unknown-key',
        message: 'unknown key "__proto__"; it is ignored',
        hint: 'remove it: no docs.json setting has this name.',
      },
    );
  }
  for (const { key, offset } of duplicateKeys(read.text)) {
    report(
      context.diagnostics,
      { file, ...offsetToPosition(read.text, offset) },
      {
        severity: 'warning',
        rule: 'config-duplicate-key',
        message: `"${key}" is written twice in this object; the second one replaces the first`,
        hint: 'remove one of the two, or merge them.',
      },
    );
  }
  const value = resolveValue(context, read.value, { file, absolute, chain: [...chain, absolute], at: [] });
  const resolved = value === FAILED ? undefined : { value };
  context.done.set(absolute, resolved);
  return resolved;
}

/** Marks a value that could not be resolved (the problem is already reported). */
const FAILED = Symbol('failed');

interface FileScope {
  file: string;
  absolute: string;
  chain: string[];
  /** Where the walk is inside the file (a JSON path): pushed and popped as it goes, shared, not copied. */
  at: (string | number)[];
}

/** Where a `$ref` was written: its file and the JSON path of the `$ref` string inside that file. */
interface RefSite {
  file: string;
  path: (string | number)[];
  ref?: string;
  key?: boolean;
}

/** Resolves `value` written at `scope.at` (a path inside the scope's file). */
function resolveValue(context: Context, value: unknown, scope: FileScope): unknown {
  const { at } = scope;
  if (at.length >= MAX_JSON_DEPTH && typeof value === 'object' && value !== null) {
    // Every later stage (validation, navigation) walks the value recursively: a stack overflow is a crash.
    report(
      context,
      { file: scope.file, path: [...at] },
      {
        severity: 'error',
        rule: 'config-too-deep',
        message: `arrays and objects are nested more than ${MAX_JSON_DEPTH} deep here`,
        hint: 'docs.json is never this deep: look for a runaway bracket or a generated value, and flatten it.',
      },
    );
    return FAILED;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, index) => {
      at.push(index);
      const resolved = resolveValue(context, item, scope);
      at.pop();
      out.push(resolved === FAILED ? undefined : resolved);
    });
    return out;
  }
  if (typeof value !== 'object' || value === null) return value;

  const own: Record<string, unknown> = {};
  let hasRef = false;
  for (const [key, member] of Object.entries(value)) {
    if (key === '$ref') {
      hasRef = true;
      continue;
    }
    at.push(key);
    const resolved = resolveValue(context, member, scope);
    at.pop();
    // A member that failed to resolve is dropped; the failure is already reported.
    if (resolved !== FAILED) own[key] = resolved;
  }
  if (!hasRef) return own;

  const ref = (value as Record<string, unknown>).$ref;
  const site: RefSite = { file: scope.file, path: [...at, '$ref'], ref: String(ref) };
  if (typeof ref !== 'string') {
    report(context, site, {
      severity: 'error',
      rule: 'config-invalid-type',
      message: '$ref must be a path to a JSON file, like "./navigation.json"',
    });
    return FAILED;
  }
  const target = refPath(context.options.root, scope.absolute, ref);
  if (typeof target !== 'string') {
    report(context, site, { severity: 'error', rule: target.rule, message: target.message, hint: target.hint });
    return FAILED;
  }
  const resolved = resolveFile(context, target, { chain: scope.chain, site });
  if (!resolved) return FAILED;
  if (isPlainObject(resolved.value)) return { ...resolved.value, ...own }; // siblings win
  if (Object.keys(own).length > 0) {
    report(
      context,
      { ...site, key: true },
      {
        severity: 'warning',
        rule: 'config-ref-siblings',
        message: `keys next to this $ref are ignored because ${relativeName(context.options.root, target)} holds ${kindOf(resolved.value)}, not an object`,
        hint: 'move those keys into the referenced file, or remove them.',
      },
    );
  }
  return resolved.value;
}

function reportSyntaxErrors(context: Context, file: string, text: string): void {
  const { errors } = parseJsonFile(text);
  // JSON.parse and jsonc-parser disagree only on exotic input; still say something located.
  for (const error of errors.length > 0 ? errors : [{ offset: 0, message: 'invalid JSON' }]) {
    report(
      context.diagnostics,
      { file, ...offsetToPosition(text, error.offset) },
      {
        severity: 'error',
        rule: 'config-json-syntax',
        message: error.message,
        // Every syntax error says how to go on: its own hint when the parser knows one.
        hint:
          'hint' in error && error.hint
            ? error.hint
            : 'Fix the JSON at this position: every `{` and `[` closed, commas between entries and none after the last, keys and strings in double quotes.',
      },
    );
  }
}

/** Positions are only needed on a problem: a one-off index over the files read so far. */
function locateSite(result: ResolvedJson, site: RefSite): Where | undefined {
  const index = createPositionIndex({ ...result, entry: site.file });
  return site.key ? index.locateKey(site.path) : index.locate(site.path);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

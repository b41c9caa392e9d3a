/**
 * Reads docs.json and every file it pulls in with `$ref` (docs-json.md §1.4) and builds one resolved value plus a
 * position tree saying where each part of it was written. `$ref` is resolved relative to the file containing it,
 * nests, must stay inside the project root, and merges sibling keys on top when it points at an object.
 */
import path from 'node:path';
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { parseJsonFile, type ParsedJsonFile } from './parse-json-file.js';
import type { PositionNode } from './position-index.js';

/** Reads a file as UTF-8; rejects with a Node.js error (`code: 'ENOENT'`…) when it cannot. */
export type ReadTextFile = (absolutePath: string) => Promise<string>;

export interface ResolveRefsOptions {
  /** Absolute project root (the folder of docs.json); `$ref` may not leave it. */
  root: string;
  /** Absolute path of the entry file (docs.json). */
  entry: string;
  readFile: ReadTextFile;
}

export interface ResolvedJson {
  /** The resolved value; undefined when a file could not be read or parsed. */
  value?: unknown;
  positions?: PositionNode;
  /** Root-relative paths of the entry and every `$ref` file that was read, in the order they were found. */
  files: string[];
  /** Root-relative path → text of every file read. */
  sources: Map<string, string>;
  diagnostics: Diagnostic[];
}

interface Resolved {
  value: unknown;
  node: PositionNode;
}

/** Where a `$ref` was written, for locating problems with the file it names. */
interface RefSite {
  file: string;
  offset: number;
  ref?: string;
}

/** A file as read: its text, or why it could not be read. */
type ReadResult = { text: string; parsed: ParsedJsonFile } | { error: NodeJS.ErrnoException };

interface Context {
  options: ResolveRefsOptions;
  result: ResolvedJson;
  /** Every file reachable through `$ref`, read up front so that resolution itself is synchronous. */
  texts: Map<string, ReadResult>;
  /** Completed files (cycle-free), by absolute path. */
  done: Map<string, Resolved | undefined>;
  failed: boolean;
}

/** Resolves `entry` and its `$ref`s. Never throws for anything in the files; problems become diagnostics. */
export async function resolveRefs(options: ResolveRefsOptions): Promise<ResolvedJson> {
  const result: ResolvedJson = { files: [], sources: new Map(), diagnostics: [] };
  const texts = await readReachable(options);
  const context: Context = { options, result, texts, done: new Map(), failed: false };
  const resolved = resolveFile(context, options.entry, []);
  if (resolved && !context.failed) {
    result.value = resolved.value;
    result.positions = resolved.node;
  }
  return result;
}

/**
 * Reads the entry and, transitively, every file its `$ref`s name. Only this step is asynchronous: walking a
 * large value with an `await` per node costs far more than the walk itself.
 */
async function readReachable(options: ResolveRefsOptions): Promise<Map<string, ReadResult>> {
  const texts = new Map<string, ReadResult>();
  let pending = [options.entry];
  while (pending.length > 0) {
    const batch = pending.filter((file, i) => !texts.has(file) && pending.indexOf(file) === i);
    pending = [];
    const read = await Promise.all(
      batch.map((file) =>
        options.readFile(file).then((text) => ({ text, parsed: parseJsonFile(text) }), (error: NodeJS.ErrnoException) => ({ error })),
      ),
    );
    batch.forEach((file, i) => {
      const result = read[i] as ReadResult;
      texts.set(file, result);
      if ('text' in result) pending.push(...refTargets(options.root, file, result.parsed.tree));
    });
  }
  return texts;
}

/** Absolute paths of the files the `$ref`s of one file name (invalid refs are reported later, in place). */
function refTargets(root: string, file: string, tree: Node | undefined): string[] {
  const out: string[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'property') {
      const [key, value] = node.children ?? [];
      if (key?.value === '$ref' && value?.type === 'string') {
        const target = refPath(root, file, String(value.value));
        if (typeof target === 'string') out.push(target);
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  if (tree) visit(tree);
  return out;
}

function resolveFile(context: Context, absolute: string, chain: string[], site?: RefSite): Resolved | undefined {
  const { root } = context.options;
  const file = relativeName(root, absolute);
  if (chain.includes(absolute)) {
    const cycle = [...chain, absolute].map((f) => relativeName(root, f)).join(' → ');
    report(context, 'error', 'config-ref-cycle', `circular $ref: ${cycle}`, site, 'a file cannot include itself, directly or through other files.');
    return undefined;
  }
  if (context.done.has(absolute)) return context.done.get(absolute);

  const read = context.texts.get(absolute);
  if (!read || 'error' in read) {
    const code = read && 'error' in read ? read.error.code : 'ENOENT';
    const what = code === 'EISDIR' ? 'is a folder, not a JSON file' : code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? 'unknown error'})`;
    if (!site) {
      report(context, 'error', 'config-ref-missing', `${file} ${what}`);
    } else {
      report(context, 'error', 'config-ref-missing', `$ref "${site.ref}" points to ${file}, which ${what}`, site, `paths in $ref are relative to the file that contains them (${site.file}).`);
    }
    return undefined;
  }
  const { text, parsed } = read;
  if (!context.result.sources.has(file)) {
    context.result.files.push(file);
    context.result.sources.set(file, text);
  }
  if (!parsed.tree) {
    for (const error of parsed.errors) {
      const where = offsetToPosition(text, error.offset);
      context.result.diagnostics.push({
        severity: 'error',
        rule: 'config-json-syntax',
        message: error.message,
        file,
        ...where,
        ...(error.hint ? { hint: error.hint } : {}),
      });
    }
    context.failed = true;
    context.done.set(absolute, undefined);
    return undefined;
  }
  const resolved = resolveNode(context, parsed.tree, { file, absolute, chain: [...chain, absolute] });
  context.done.set(absolute, resolved);
  return resolved;
}

interface FileScope {
  file: string;
  absolute: string;
  chain: string[];
}

function resolveNode(context: Context, node: Node, scope: FileScope): Resolved | undefined {
  switch (node.type) {
    case 'object':
      return resolveObject(context, node, scope);
    case 'array': {
      const value: unknown[] = [];
      const children: PositionNode[] = [];
      for (const item of node.children ?? []) {
        const resolved = resolveNode(context, item, scope);
        value.push(resolved?.value);
        children.push(resolved?.node ?? { file: scope.file, offset: item.offset });
      }
      return { value, node: { file: scope.file, offset: node.offset, children } };
    }
    default:
      return { value: node.value, node: { file: scope.file, offset: node.offset } };
  }
}

function resolveObject(context: Context, node: Node, scope: FileScope): Resolved | undefined {
  const value: Record<string, unknown> = {};
  const children = new Map<string, PositionNode>();
  let ref: { node: Node; keyOffset: number } | undefined;
  for (const member of node.children ?? []) {
    const [keyNode, valueNode] = member.children ?? [];
    if (!keyNode || !valueNode) continue;
    const key = String(keyNode.value);
    if (children.has(key) || (key === '$ref' && ref)) {
      report(context, 'warning', 'config-duplicate-key', `"${key}" is set twice in this object; the last value wins`, { file: scope.file, offset: keyNode.offset }, 'remove one of the two.');
    }
    if (key === '$ref') {
      ref = { node: valueNode, keyOffset: keyNode.offset };
      continue;
    }
    const resolved = resolveNode(context, valueNode, scope);
    // A member whose value failed to resolve is dropped; the failure is already reported.
    if (resolved) value[key] = resolved.value;
    children.set(key, { ...(resolved?.node ?? { file: scope.file, offset: valueNode.offset }), keyOffset: keyNode.offset, keyFile: scope.file });
  }
  const own: Resolved = { value, node: { file: scope.file, offset: node.offset, children } };
  if (!ref) return own;

  const target = resolveRef(context, ref.node, scope);
  if (!target) return undefined;
  if (isPlainObject(target.value) && target.node.children instanceof Map) {
    // Siblings of `$ref` win over the keys of the referenced object.
    const mergedChildren = new Map(target.node.children);
    for (const [key, child] of children) mergedChildren.set(key, child);
    return { value: { ...target.value, ...value }, node: { ...target.node, children: mergedChildren } };
  }
  if (children.size > 0) {
    const site = { file: scope.file, offset: ref.keyOffset };
    report(context, 'warning', 'config-ref-siblings', `keys next to this $ref are ignored because the referenced file holds ${kindOf(target.value)}, not an object`, site, 'move those keys into the referenced file, or remove them.');
  }
  return target;
}

/** Checks a `$ref` string and resolves the file it names. */
function resolveRef(context: Context, refNode: Node, scope: FileScope): Resolved | undefined {
  const site: RefSite = { file: scope.file, offset: refNode.offset, ref: String(refNode.value) };
  if (refNode.type !== 'string' || typeof refNode.value !== 'string') {
    report(context, 'error', 'config-invalid-type', '$ref must be a path to a JSON file, like "./navigation.json"', site);
    return undefined;
  }
  const target = refPath(context.options.root, scope.absolute, refNode.value);
  if (typeof target !== 'string') {
    report(context, 'error', target.rule, target.message, site, target.hint);
    return undefined;
  }
  return resolveFile(context, target, scope.chain, site);
}

/** The absolute file a `$ref` names, or why it may not be used. */
function refPath(root: string, from: string, ref: string): string | { rule: string; message: string; hint?: string } {
  if (ref.trim() === '') {
    return { rule: 'config-invalid-value', message: '$ref is empty', hint: 'give the path of a JSON file, like "./navigation.json".' };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) {
    return { rule: 'config-ref-outside', message: `$ref "${ref}" is a URL; only files inside the project can be referenced`, hint: 'download the file into the project and reference it by a relative path.' };
  }
  if (ref.includes('#')) {
    return { rule: 'config-invalid-value', message: `$ref "${ref}" uses a JSON pointer (#…), which is not supported`, hint: 'reference a whole file; split the part you need into its own JSON file.' };
  }
  // A leading slash means the project root, as for every other path in docs.json.
  const absolute = ref.startsWith('/') ? path.join(root, ref) : path.resolve(path.dirname(from), ref);
  const inside = path.relative(root, absolute);
  if (inside.startsWith('..') || path.isAbsolute(inside)) {
    return { rule: 'config-ref-outside', message: `$ref "${ref}" points outside the project folder`, hint: 'referenced files must be inside the folder that holds docs.json; move the file into it.' };
  }
  return absolute;
}

function report(
  context: Context,
  severity: Diagnostic['severity'],
  rule: string,
  message: string,
  site?: RefSite,
  hint?: string,
): void {
  if (severity === 'error') context.failed = true;
  const diagnostic: Diagnostic = { severity, rule, message };
  if (site) {
    diagnostic.file = site.file;
    Object.assign(diagnostic, offsetToPosition(context.result.sources.get(site.file) ?? '', site.offset));
  }
  if (hint) diagnostic.hint = hint;
  context.result.diagnostics.push(diagnostic);
}

function relativeName(root: string, absolute: string): string {
  const relative = path.relative(root, absolute);
  return (relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative).split(path.sep).join('/');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

/**
 * Spec text → value, for JSON and YAML files, with syntax errors located at a line and column. JSON goes
 * through `JSON.parse` (several times faster than a YAML parser on a 4 MB spec); the position-keeping parsers
 * run only to locate an error or a validation problem. Keys written twice in one object are found either way
 * (duplicate-keys.ts): both parsers keep the last value, and the caller reports the others.
 */
import path from 'node:path';
import { findNodeAtLocation, type Node as JsonNode, parseTree } from 'jsonc-parser';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode, visit } from 'yaml';
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { parseJsonFile } from '../config/parse-json-file.js';
import { type DuplicateKey, jsonDuplicateKeys, yamlDuplicateKeys } from './duplicate-keys.js';
import { pointerSegments } from './resolve-ref.js';

/** A syntax error at a 1-based position. */
export interface SpecSyntaxError {
  message: string;
  line: number;
  column: number;
  /** What to do about it. */
  hint: string;
}

const SYNTAX_HINT = 'Fix the syntax at this position; an editor with a JSON/YAML linter shows it too.';

/** Aliases (`*name`) a YAML spec may expand, counting the aliases inside each expansion (the yaml default is 100). */
const MAX_YAML_ALIASES = 1000;

/** True for file names read as JSON; everything else is read as YAML (a superset of JSON). */
export function isJsonFile(file: string): boolean {
  return /\.json$/i.test(file);
}

/** Spec text parsed: its value, or the syntax error that stops it. */
export interface ParsedSpecText {
  value?: unknown;
  error?: SpecSyntaxError;
  /** Keys written more than once in one object (the value holds the last), in text order; absent when none. */
  duplicates?: DuplicateKey[];
}

/** Parses spec text; `error` (located) when it is not valid JSON or YAML. */
export function parseSpecText(text: string, file: string): ParsedSpecText {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (isJsonFile(file) || /^\s*[{[]/.test(source)) {
    let value: unknown;
    let parsed = false;
    try {
      value = JSON.parse(source);
      parsed = true;
    } catch {
      if (isJsonFile(file)) {
        const first = parseJsonFile(source).errors[0];
        const offset = first?.offset ?? 0;
        return {
          error: { message: first?.message ?? 'invalid JSON', ...offsetToPosition(source, offset), hint: SYNTAX_HINT },
        };
      }
    }
    if (parsed) return withDuplicates(value, jsonDuplicateKeys(source, value));
  }
  const lineCounter = new LineCounter();
  // `<<` merge keys (YAML 1.1, which many specs still use to share a schema's fields) are read as merges.
  const document = parseDocument(source, { lineCounter, uniqueKeys: false, merge: true });
  const problem = document.errors[0];
  if (problem) {
    const at = problem.linePos?.[0] ?? { line: 1, col: 1 };
    // The library's own words ("please use YAML.parseAllDocuments()") say nothing a spec's author can act on.
    if (problem.code === 'MULTIPLE_DOCS')
      return {
        error: {
          message: 'the file holds more than one YAML document (a `---` line starts another one here)',
          line: at.line,
          column: at.col,
          hint: 'A spec is one document: remove this `---` line and what follows it, or move that part to a file of its own.',
        },
      };
    // The parser is recursive: thousands of nested `[`/`{` or indented levels overflow its stack.
    if (/Maximum call stack size exceeded/.test(problem.message))
      return { error: { ...TOO_DEEP, line: at.line, column: at.col } };
    return {
      error: {
        message: (problem.message.split('\n')[0] ?? 'invalid YAML').replace(/:\s*$/, ''),
        line: at.line,
        column: at.col,
        hint: SYNTAX_HINT,
      },
    };
  }
  try {
    return withDuplicates(document.toJS({ maxAliasCount: MAX_YAML_ALIASES }), yamlDuplicateKeys(document, lineCounter));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RangeError) return { error: { ...TOO_DEEP, line: 1, column: 1 } };
    if (!/alias count/i.test(message)) return { error: { message, line: 1, column: 1, hint: SYNTAX_HINT } };
    // Aliases of aliases multiply: a few lines can stand for billions of values (a "billion laughs" document).
    let at = { line: 1, col: 1 };
    visit(document, {
      Alias(_, node) {
        if (node.range) at = lineCounter.linePos(node.range[0]);
        return visit.BREAK;
      },
    });
    return {
      error: {
        message: `its aliases (\`*name\`) expand to more than ${MAX_YAML_ALIASES.toLocaleString('en-US')} copies, too many to read safely`,
        line: at.line,
        column: at.col,
        hint: 'Write the repeated parts out, or share them with `$ref` instead of YAML aliases.',
      },
    };
  }
}

/** What a spec nested deeper than the parser can follow is told. */
const TOO_DEEP = {
  message: 'it nests lists and mappings thousands of levels deep, more than the parser can follow',
  hint: 'Use `$ref`s to components instead of nesting values inline this deep.',
};

function withDuplicates(value: unknown, duplicates: DuplicateKey[]): ParsedSpecText {
  return duplicates.length > 0 ? { value, duplicates } : { value };
}

/**
 * Where the value at a JSON path was written in a spec's text: the deepest part of the path that exists in the
 * file. A path that runs into a `$ref` to this file goes on at its target (the validator reports problems in the
 * dereferenced document, so `#/paths/~1a/get/responses/200/content/…/schema/properties/id/type` is written under
 * `components/schemas`); a `$ref` to another file stops the path there. Undefined when not even the first step
 * exists.
 */
export function locateInSpecText(
  text: string,
  file: string,
  path: readonly (string | number)[],
): { line: number; column: number } | undefined {
  return specTextLocator(text, file)(path);
}

/**
 * `locateInSpecText` for many paths of one text: the text is parsed once, on the first call (a large YAML spec
 * takes most of a second to parse).
 */
export function specTextLocator(
  text: string,
  file: string,
): (path: readonly (string | number)[]) => { line: number; column: number } | undefined {
  const locate = specFilesLocator(file, new Map([[file, text]]));
  return (path) => {
    const found = locate(path);
    return found ? { line: found.line, column: found.column } : undefined;
  };
}

/** A place in one of a spec's files. */
export interface SpecFilePosition {
  /** Root-relative, as the keys of the texts given. */
  file: string;
  line: number;
  column: number;
}

/**
 * `specTextLocator` across the files of a multi-file spec (`texts`: root-relative name → text, the entry's
 * included): a path that runs into a `$ref` to another of these files goes on in that file, so a problem inside
 * `models/pet.yaml` is placed there rather than at the entry's `$ref` that leads to it. Each file is parsed once,
 * when a path first enters it.
 */
export function specFilesLocator(
  entry: string,
  texts: ReadonlyMap<string, string>,
): (path: readonly (string | number)[]) => SpecFilePosition | undefined {
  const trees = new Map<string, FileTree | undefined>();
  const treeOf = (file: string): FileTree | undefined => {
    if (!trees.has(file)) {
      const text = texts.get(file);
      let tree: FileTree | undefined;
      try {
        tree = text === undefined ? undefined : fileTree(file, text);
      } catch {
        // A position is a courtesy: a text the position parsers cannot walk (nesting too deep) has none.
        tree = undefined;
      }
      trees.set(file, tree);
    }
    return trees.get(file);
  };
  return (path) => {
    const start = treeOf(entry);
    if (!start) return undefined;
    try {
      const { tree, node } = walk(start, path, treeOf);
      const position = tree.position(node);
      return position ? { file: tree.file, ...position } : undefined;
    } catch {
      return undefined;
    }
  };
}

/** `$ref`s followed at most this many times for one path (a chain of them, or a loop). */
const MAX_REF_HOPS = 32;

/** How to step through one kind of parsed tree. */
interface TreeSteps<N> {
  /** The child at `key` (array steps come as strings, `/parameters/0` of a JSON pointer), else undefined. */
  child(node: N, key: string): N | undefined;
  /** The `$ref` string the node holds, else undefined. */
  ref(node: N): string | undefined;
}

/** One file parsed with positions: its root, how to step through it, and where a node of it is written. */
interface FileTree {
  file: string;
  root: unknown;
  steps: TreeSteps<unknown>;
  position(node: unknown): { line: number; column: number } | undefined;
}

function fileTree(file: string, text: string): FileTree | undefined {
  if (isJsonFile(file)) {
    const tree = parseTree(text);
    if (!tree) return undefined;
    return {
      file,
      root: tree,
      steps: JSON_STEPS as TreeSteps<unknown>,
      position: (node) => {
        const n = node as JsonNode;
        return offsetToPosition(text, n.parent?.type === 'property' ? n.parent.offset : n.offset);
      },
    };
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false, merge: true });
  const root: YamlSpot = { value: document.contents, at: document.contents ?? undefined };
  return {
    file,
    root,
    steps: YAML_STEPS as TreeSteps<unknown>,
    position: (node) => {
      const offset = (node as YamlSpot).at?.range?.[0];
      if (offset === undefined) return undefined;
      const pos = lineCounter.linePos(offset);
      return { line: pos.line, column: pos.col };
    },
  };
}

/**
 * The deepest node of `path` from the root of `start`, going on at the target of each `$ref` the path runs into:
 * in the same file, or in another one that `treeOf` has (a reference to any other file stops the path there).
 */
function walk(
  start: FileTree,
  path: readonly (string | number)[],
  treeOf: (file: string) => FileTree | undefined,
): { tree: FileTree; node: unknown } {
  let tree = start;
  let node = tree.root;
  let hops = 0;
  for (let i = 0; i < path.length; ) {
    const next = tree.steps.child(node, String(path[i]));
    if (next !== undefined) {
      node = next;
      i++;
      continue;
    }
    const ref = tree.steps.ref(node);
    if (ref === undefined || hops >= MAX_REF_HOPS) break;
    hops++;
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const target = filePart ? treeOf(referencedFile(tree.file, filePart)) : tree;
    if (!target) break;
    // A target that is not written in full keeps the path at the `$ref`.
    let found: unknown = target.root;
    for (const key of pointerSegments(hash < 0 ? '#' : ref.slice(hash)))
      found = found === undefined ? undefined : target.steps.child(found, key);
    if (found === undefined) break;
    tree = target;
    node = found;
  }
  return { tree, node };
}

/** The root-relative name of the file a `$ref` names from `from` (`../models/pet.yaml` from `specs/api.yaml`). */
function referencedFile(from: string, ref: string): string {
  let name = ref;
  try {
    name = decodeURI(ref);
  } catch {
    // Kept as written.
  }
  return path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
}

const JSON_STEPS: TreeSteps<JsonNode> = {
  child: (node, key) =>
    node.type === 'array'
      ? node.children?.[Number(key)]
      : node.type === 'object'
        ? findNodeAtLocation(node, [key])
        : undefined,
  ref: (node) => {
    const value = node.type === 'object' ? findNodeAtLocation(node, ['$ref'])?.value : undefined;
    return typeof value === 'string' ? value : undefined;
  },
};

/** A YAML value and the node its position is taken from (a map entry's key, else the value itself). */
interface YamlSpot {
  value: unknown;
  at: YamlNode | undefined;
}

const YAML_STEPS: TreeSteps<YamlSpot> = {
  child: ({ value }, key) => {
    if (isMap(value)) {
      const pair = value.items.find((item) => String((item.key as { value?: unknown })?.value) === key);
      return pair ? { value: pair.value, at: (pair.key as YamlNode | null) ?? undefined } : undefined;
    }
    if (isSeq(value) && /^\d+$/.test(key)) {
      const item = value.items[Number(key)];
      return item ? { value: item, at: item as YamlNode } : undefined;
    }
    return undefined;
  },
  ref: (spot) => {
    const value = YAML_STEPS.child(spot, '$ref')?.value;
    const ref = isScalar(value) ? value.value : undefined;
    return typeof ref === 'string' ? ref : undefined;
  },
};

/**
 * Spec text → value, for JSON and YAML files, with syntax errors located at a line and column. JSON goes
 * through `JSON.parse` (several times faster than a YAML parser on a 4 MB spec); the position-keeping parsers
 * run only to locate an error or a validation problem. Keys written twice in one object are found either way
 * (duplicate-keys.ts): both parsers keep the last value, and the caller reports the others.
 */
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
  const document = parseDocument(source, { lineCounter, uniqueKeys: false });
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
  let find: ((path: readonly (string | number)[]) => { line: number; column: number } | undefined) | undefined;
  return (path) => {
    try {
      find ??= isJsonFile(file) ? jsonLocator(text) : yamlLocator(text);
      return find(path);
    } catch {
      // A position is a courtesy: a text the position parsers cannot walk (nesting too deep) has none.
      return undefined;
    }
  };
}

/** Local `$ref`s followed at most this many times for one path (a chain of them, or a loop). */
const MAX_REF_HOPS = 32;

/** How to step through one kind of parsed tree. */
interface TreeSteps<N> {
  /** The child at `key` (array steps come as strings, `/parameters/0` of a JSON pointer), else undefined. */
  child(node: N, key: string): N | undefined;
  /** The `$ref` string the node holds, else undefined. */
  ref(node: N): string | undefined;
}

/** The deepest node of `path` from `root`, going on at the target of each local `$ref` that the path runs into. */
function walk<N>(root: N, path: readonly (string | number)[], steps: TreeSteps<N>): N {
  let node = root;
  let hops = 0;
  for (let i = 0; i < path.length; ) {
    const next = steps.child(node, String(path[i]));
    if (next !== undefined) {
      node = next;
      i++;
      continue;
    }
    const ref = steps.ref(node);
    if (ref === undefined || !ref.startsWith('#') || hops >= MAX_REF_HOPS) break;
    hops++;
    // A target that is not written in full keeps the path at the `$ref`.
    let target: N | undefined = root;
    for (const key of pointerSegments(ref)) target = target === undefined ? undefined : steps.child(target, key);
    if (target === undefined) break;
    node = target;
  }
  return node;
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

function jsonLocator(
  text: string,
): (path: readonly (string | number)[]) => { line: number; column: number } | undefined {
  const tree = parseTree(text);
  return (path) => {
    if (!tree) return undefined;
    const node = walk(tree, path, JSON_STEPS);
    return offsetToPosition(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  };
}

function yamlLocator(
  text: string,
): (path: readonly (string | number)[]) => { line: number; column: number } | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  const root: YamlSpot = { value: document.contents, at: document.contents ?? undefined };
  return (path) => {
    const offset = walk(root, path, YAML_STEPS).at?.range?.[0];
    if (offset === undefined) return undefined;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
}

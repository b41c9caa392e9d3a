/**
 * Spec text → value, for JSON and YAML files, with syntax errors located at a line and column. JSON goes
 * through `JSON.parse` (several times faster than a YAML parser on a 4 MB spec); the position-keeping parsers
 * run only to locate an error or a validation problem.
 */
import { findNodeAtLocation, parseTree } from 'jsonc-parser';
import { isMap, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';
import { offsetToPosition } from '../diagnostics/diagnostic.js';
import { parseJsonFile } from '../config/parse-json-file.js';

/** A syntax error at a 1-based position. */
export interface SpecSyntaxError {
  message: string;
  line: number;
  column: number;
}

/** True for file names read as JSON; everything else is read as YAML (a superset of JSON). */
export function isJsonFile(file: string): boolean {
  return /\.json$/i.test(file);
}

/** Parses spec text; `error` (located) when it is not valid JSON or YAML. */
export function parseSpecText(text: string, file: string): { value?: unknown; error?: SpecSyntaxError } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (isJsonFile(file) || /^\s*[{[]/.test(source)) {
    try {
      return { value: JSON.parse(source) };
    } catch {
      if (isJsonFile(file)) {
        const first = parseJsonFile(source).errors[0];
        const offset = first?.offset ?? 0;
        return { error: { message: first?.message ?? 'invalid JSON', ...offsetToPosition(source, offset) } };
      }
    }
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, uniqueKeys: false });
  const problem = document.errors[0];
  if (problem) {
    const at = problem.linePos?.[0] ?? { line: 1, col: 1 };
    return { error: { message: problem.message.split('\n')[0] ?? 'invalid YAML', line: at.line, column: at.col } };
  }
  try {
    return { value: document.toJS({ maxAliasCount: 1000 }) };
  } catch (error) {
    return { error: { message: error instanceof Error ? error.message : String(error), line: 1, column: 1 } };
  }
}

/**
 * Where the value at a JSON path was written in a spec's text: the deepest part of the path that exists in the
 * file (a path that runs into a `$ref` stops at the `$ref`). Undefined when not even the first step exists.
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

function jsonLocator(
  text: string,
): (path: readonly (string | number)[]) => { line: number; column: number } | undefined {
  const tree = parseTree(text);
  return (path) => {
    if (!tree) return undefined;
    // Array steps may come as strings (`/parameters/0` of a JSON pointer): index arrays by number.
    let node = tree;
    for (const key of path) {
      const next =
        node.type === 'array'
          ? node.children?.[Number(key)]
          : node.type === 'object'
            ? findNodeAtLocation(node, [String(key)])
            : undefined;
      if (!next) break;
      node = next;
    }
    return offsetToPosition(text, node.parent?.type === 'property' ? node.parent.offset : node.offset);
  };
}

function yamlLocator(
  text: string,
): (path: readonly (string | number)[]) => { line: number; column: number } | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  return (path) => {
    let node: unknown = document.contents;
    let found: YamlNode | undefined = document.contents ?? undefined;
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String((item.key as { value?: unknown })?.value) === String(key));
        if (!pair) break;
        found = (pair.key as YamlNode) ?? found;
        node = pair.value;
      } else if (isSeq(node) && /^\d+$/.test(String(key))) {
        node = node.items[Number(key)];
        if (!node) break;
        found = node as YamlNode;
      } else break;
    }
    const offset = found?.range?.[0];
    if (offset === undefined) return undefined;
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, column: pos.col };
  };
}

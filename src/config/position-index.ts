/**
 * Where a value of the resolved docs.json was written. Nothing is precomputed: `locate` walks the path through
 * the parsed files (stepping into a `$ref` file where the path leaves the referring object), then finds that
 * spot in the file's jsonc-parser tree, built the first time a position in that file is asked for. Valid sites
 * that never need a position never pay for the position-keeping parse.
 */
import path from 'node:path';
import { parseTree, type Node } from 'jsonc-parser';
import type { ConfigLocation, JsonPath, Locate } from './json-path.js';
import { refOf, refPath, relativeName } from './ref-path.js';
import { scanJsonPath } from '../util/scan-json-path.js';

/** The parsed config files, by root-relative name. */
export interface ConfigDocuments {
  /** Absolute project root. */
  root: string;
  /** Root-relative name of the entry file (docs.json). */
  entry: string;
  /** Root-relative name → text of every file read. */
  sources: Map<string, string>;
  /** Root-relative name → parsed value of every file that parsed. */
  documents: Map<string, unknown>;
}

/** Looks up positions by JSON path of the resolved value. */
export interface PositionIndex {
  /** Where the value at `path` was written; the nearest written ancestor when the path does not exist. */
  locate: Locate;
  /** Where the property name of the member at `path` was written (else where its value was). */
  locateKey: Locate;
}

/** Where a path lands: a file and the path inside it. */
interface Spot {
  file: string;
  path: (string | number)[];
}

/** Builds the lookup functions over the parsed files. */
export function createPositionIndex(docs: ConfigDocuments): PositionIndex {
  const trees = new Map<string, { tree?: Node; lineStarts: number[] }>();
  const parsed = (file: string) => {
    let entry = trees.get(file);
    if (!entry) {
      const text = docs.sources.get(file) ?? '';
      entry = { lineStarts: computeLineStarts(text) };
      // jsonc-parser descends recursively: a file nested thousands deep (reported as config-too-deep) overflows
      // the stack; its problems are then located by scanning the text (scan-json-path.ts).
      const tree = parseTreeWithinStack(text);
      if (tree) entry.tree = tree;
      trees.set(file, entry);
    }
    return entry;
  };
  const position = (spot: Spot, key: boolean): ConfigLocation => {
    const { tree, lineStarts } = parsed(spot.file);
    const node = tree ? nodeAt(tree, spot.path) : undefined;
    const keyNode = key && node?.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    // Without a tree (nested past the stack), the scanner finds the value all the same.
    const offset = tree
      ? ((keyNode ?? node)?.offset ?? 0)
      : (scanJsonPath(docs.sources.get(spot.file) ?? '', spot.path) ?? 0);
    const line = lastAtOrBefore(lineStarts, offset);
    return { file: spot.file, line: line + 1, column: offset - (lineStarts[line] ?? 0) + 1 };
  };
  return {
    locate: (path) => position(walk(docs, path).value, false),
    locateKey: (path) => {
      const { value, member } = walk(docs, path);
      return member ? position(member, true) : position(value, false);
    },
  };
}

function parseTreeWithinStack(text: string): Node | undefined {
  try {
    return parseTree(text, [], { allowTrailingComma: true });
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}

/**
 * Follows `path` through the raw files. `value` is where the value is written (a `$ref` object resolves to the
 * referenced file's root); `member` is where the last step's property was written, before following any `$ref`.
 */
function walk(docs: ConfigDocuments, jsonPath: JsonPath): { value: Spot; member?: Spot } {
  let spot: Spot = { file: docs.entry, path: [] };
  let raw = docs.documents.get(docs.entry);
  let member: Spot | undefined;
  const follow = (): boolean => {
    const ref = refOf(raw);
    if (ref === undefined) return false;
    const target = refPath(docs.root, path.join(docs.root, spot.file), ref);
    if (typeof target !== 'string') return false;
    const file = relativeName(docs.root, target);
    if (!docs.documents.has(file)) return false;
    spot = { file, path: [] };
    raw = docs.documents.get(file);
    return true;
  };
  for (const part of jsonPath) {
    let moved = false;
    for (let hops = 0; hops < 16 && !moved; hops++) {
      if (Array.isArray(raw) && typeof part === 'number' && part < raw.length) {
        member = { file: spot.file, path: [...spot.path, part] };
        spot = member;
        raw = raw[part];
        moved = true;
      } else if (isObject(raw) && typeof part === 'string' && Object.hasOwn(raw, part)) {
        member = { file: spot.file, path: [...spot.path, part] };
        spot = member;
        raw = raw[part];
        moved = true;
      } else if (!follow()) break;
    }
    if (!moved) return { value: spot };
  }
  for (let hops = 0; hops < 16 && follow(); hops++);
  return { value: spot, ...(member ? { member } : {}) };
}

/** The node at `path` in a jsonc tree; like JSON.parse, the last of duplicate keys wins. */
function nodeAt(tree: Node, path: readonly (string | number)[]): Node | undefined {
  let node: Node | undefined = tree;
  for (const part of path) {
    if (!node) return undefined;
    if (node.type === 'array' && typeof part === 'number') {
      node = node.children?.[part];
    } else if (node.type === 'object' && typeof part === 'string') {
      let found: Node | undefined;
      for (const property of node.children ?? []) {
        if (property.children?.[0]?.value === part) found = property.children[1];
      }
      node = found;
    } else return undefined;
  }
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** Index of the last element ≤ `value` in an ascending array (binary search). */
function lastAtOrBefore(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((sorted[mid] ?? 0) <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

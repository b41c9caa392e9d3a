/**
 * Where every value of the resolved docs.json was written. The tree mirrors the resolved value (so it follows
 * `$ref` files transparently) and stores offsets only; lines and columns are computed on demand from a per-file
 * index of line starts, which keeps building it cheap on large split configs.
 */
import type { ConfigLocation, JsonPath, Locate } from './json-path.js';

/** Position of one value, and of the values inside it. */
export interface PositionNode {
  /** Root-relative file the value is written in. */
  file: string;
  /** Offset of the value. */
  offset: number;
  /** Offset of the property name when the value is an object member. */
  keyOffset?: number;
  /** File of the property name (differs from `file` when the value comes from a `$ref`). */
  keyFile?: string;
  /** Members (objects) or items (arrays). */
  children?: Map<string, PositionNode> | PositionNode[];
}

/** Looks up positions by JSON path. */
export interface PositionIndex {
  /** Where the value at `path` was written; the nearest written ancestor when the path does not exist. */
  locate: Locate;
  /** Where the property name of the member at `path` was written (else where its value was). */
  locateKey: Locate;
  /** Root-relative file → text, for code frames. */
  sources: ReadonlyMap<string, string>;
}

/** Builds the lookup functions over a position tree and the texts of the files it points into. */
export function createPositionIndex(root: PositionNode, sources: ReadonlyMap<string, string>): PositionIndex {
  const lineStarts = new Map<string, number[]>();
  const toLocation = (file: string, offset: number): ConfigLocation => {
    let starts = lineStarts.get(file);
    if (!starts) {
      starts = computeLineStarts(sources.get(file) ?? '');
      lineStarts.set(file, starts);
    }
    const line = lastAtOrBefore(starts, offset);
    return { file, line: line + 1, column: offset - (starts[line] ?? 0) + 1 };
  };
  const locate: Locate = (path) => {
    const node = nearest(root, path);
    return toLocation(node.file, node.offset);
  };
  const locateKey: Locate = (path) => {
    const node = nearest(root, path);
    return node.keyOffset === undefined ? toLocation(node.file, node.offset) : toLocation(node.keyFile ?? node.file, node.keyOffset);
  };
  return { locate, locateKey, sources };
}

/** The node at `path`, or its deepest existing ancestor. */
function nearest(root: PositionNode, path: JsonPath): PositionNode {
  let node = root;
  for (const part of path) {
    const children = node.children;
    const next = children instanceof Map ? children.get(String(part)) : typeof part === 'number' ? children?.[part] : undefined;
    if (!next) break;
    node = next;
  }
  return node;
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

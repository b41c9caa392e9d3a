/**
 * Keys written more than once in one object of a spec file. `JSON.parse` and YAML's `toJS` (with
 * `uniqueKeys: false`) both keep the last value without a word, so the other one (a whole operation, a schema)
 * vanishes from the pages; each repeat becomes a located warning, and the last value is still the one used.
 *
 * Cost: a YAML file is already a parsed `Document`, and walking its maps is cheap next to parsing it. A JSON file
 * is read by `JSON.parse`, which keeps no positions; a position-keeping scan of all of it (jsonc-parser's `visit`)
 * costs three to four times as much as `JSON.parse` (about 55 ms against 15 ms on Stripe's 4.2 MB spec). So the
 * keys are first counted, in the text (a string followed by `:`) and in the parsed value (about 7 ms together
 * there): the counts differ exactly when a key was written twice, and only then does the scan run to find where.
 */
import { visit as visitJson } from 'jsonc-parser';
import { type Document, isMap, isScalar, isSeq, type LineCounter, type Node as YamlNode } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { escapeSegment } from './resolve-ref.js';

/** One repeat of a key in an object. */
export interface DuplicateKey {
  key: string;
  /** JSON path of the object that holds the key. */
  at: (string | number)[];
  /** 1-based position of this occurrence (the second or a later one). */
  line: number;
  column: number;
  /** 1-based line of the first occurrence. */
  firstLine: number;
  /** 1-based line of the last occurrence: its value is the one used. */
  lastLine: number;
  /** How many times the key is written in the object. */
  count: number;
  /** Whether this occurrence is the last one (its value is used). */
  last: boolean;
}

/** Warnings per file; the rest are counted in one more. */
export const MAX_DUPLICATE_KEY_WARNINGS = 20;

/** The rule of the warnings. */
export const DUPLICATE_KEY_RULE = 'spec-duplicate-key';

/** Places of one key in one object, in order. */
type Places = { line: number; column: number }[];

/** The repeats of the keys of one object, from the places of each key. */
function repeatsOf(keys: Map<string, Places>, at: () => (string | number)[], out: DuplicateKey[]): void {
  for (const [key, places] of keys) {
    if (places.length < 2) continue;
    const first = places[0]!;
    const last = places[places.length - 1]!;
    const path = at();
    for (let i = 1; i < places.length; i++) {
      const { line, column } = places[i]!;
      out.push({
        key,
        at: path,
        line,
        column,
        firstLine: first.line,
        lastLine: last.line,
        count: places.length,
        last: i === places.length - 1,
      });
    }
  }
}

function inTextOrder(duplicates: DuplicateKey[]): DuplicateKey[] {
  return duplicates.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The keys written twice in JSON `text` that `JSON.parse` read as `value` (the text without a byte-order mark,
 * and the value before anything changed it). Empty, after a count of the keys, when there are none.
 */
export function jsonDuplicateKeys(text: string, value: unknown): DuplicateKey[] {
  if (countTextKeys(text) === countValueKeys(value)) return [];
  const out: DuplicateKey[] = [];
  const stack: Map<string, Places>[] = [];
  let keys = new Map<string, Places>();
  // The parser's path as it is when called: at the end of an object, the path of that object.
  let pathNow: () => (string | number)[] = () => [];
  try {
    visitJson(text, {
      // biome-ignore lint/complexity/useMaxParams: jsonc-parser calls it as (offset, length, line, character, path).
      onObjectBegin: (_offset, _length, _line, _character, pathSupplier) => {
        stack.push(keys);
        keys = new Map();
        pathNow = pathSupplier;
      },
      // biome-ignore lint/complexity/useMaxParams: jsonc-parser calls it as (name, offset, length, line, character).
      onObjectProperty: (property, _offset, _length, line, character) => {
        const place = { line: line + 1, column: character + 1 };
        const places = keys.get(property);
        if (places) places.push(place);
        else keys.set(property, [place]);
      },
      onObjectEnd: () => {
        repeatsOf(keys, pathNow, out);
        keys = stack.pop() ?? new Map();
      },
    });
  } catch {
    // The scan is recursive: a text nested deeper than the stack allows (refused later as too deep) is not located.
    return [];
  }
  return inTextOrder(out);
}

/**
 * The keys of valid JSON text: each string followed by `:` (outside strings, JSON has no `"`, and the only
 * whitespace is space, tab, CR and LF).
 */
function countTextKeys(text: string): number {
  let keys = 0;
  let start = text.indexOf('"');
  while (start !== -1) {
    // The closing quote: the next one not escaped by an odd number of backslashes.
    let end = start;
    for (;;) {
      end = text.indexOf('"', end + 1);
      if (end === -1) return keys;
      let backslashes = 0;
      while (text.charCodeAt(end - 1 - backslashes) === 92) backslashes++;
      if (backslashes % 2 === 0) break;
    }
    let next = end + 1;
    let code = text.charCodeAt(next);
    while (code === 32 || code === 10 || code === 13 || code === 9) code = text.charCodeAt(++next);
    if (code === 58) keys++;
    start = text.indexOf('"', next);
  }
  return keys;
}

/** The keys of every object of a value that `JSON.parse` returned (a tree: no value is reached twice). */
function countValueKeys(value: unknown): number {
  let keys = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) if (typeof item === 'object' && item !== null) stack.push(item);
      continue;
    }
    for (const key of Object.keys(node)) {
      keys++;
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return keys;
}

/**
 * The keys written twice in a parsed YAML document, compared as `toJS` turns them into property names (`1` and
 * `"1"` are one key there). Merge keys (`<<`, when the document's schema has them) add keys rather than setting
 * one, and keys that are collections or aliases are left out.
 */
export function yamlDuplicateKeys(document: Document, lineCounter: LineCounter): DuplicateKey[] {
  const merges = document.schema.tags.some((tag) => tag.tag === 'tag:yaml.org,2002:merge' && tag.default);
  const out: DuplicateKey[] = [];
  interface Entry {
    node: unknown;
    parent?: Entry;
    step?: string | number;
  }
  const pathOf = (entry: Entry): (string | number)[] => {
    const steps: (string | number)[] = [];
    for (let e: Entry | undefined = entry; e?.step !== undefined; e = e.parent) steps.push(e.step);
    return steps.reverse();
  };
  const stack: Entry[] = [{ node: document.contents }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { node } = entry;
    if (isSeq(node)) {
      node.items.forEach((item, index) => {
        if (isMap(item) || isSeq(item)) stack.push({ node: item, parent: entry, step: index });
      });
      continue;
    }
    if (!isMap(node)) continue;
    const keys = new Map<string, Places>();
    for (const pair of node.items) {
      const key = propertyName(pair.key, merges);
      if (key !== undefined) {
        const offset = (pair.key as YamlNode).range?.[0];
        if (offset !== undefined) {
          const { line, col } = lineCounter.linePos(offset);
          const places = keys.get(key);
          if (places) places.push({ line, column: col });
          else keys.set(key, [{ line, column: col }]);
        }
      }
      if (isMap(pair.value) || isSeq(pair.value))
        stack.push({ node: pair.value, parent: entry, step: key ?? String(pair.key) });
    }
    repeatsOf(keys, () => pathOf(entry), out);
  }
  return inTextOrder(out);
}

/** The property name `toJS` makes of a map key, for scalar keys other than merge keys; else undefined. */
function propertyName(key: unknown, merges: boolean): string | undefined {
  if (!isScalar(key)) return undefined;
  const value = key.value;
  if (value === null || value === undefined) return '';
  if (typeof value === 'symbol' || typeof value === 'object') return undefined;
  const name = String(value);
  if (merges && name === '<<' && (!key.type || key.type === 'PLAIN')) return undefined;
  return name;
}

/**
 * Located warnings for the repeats of `file` (root-relative), the first {@link MAX_DUPLICATE_KEY_WARNINGS} one by
 * one and the rest counted.
 */
export function duplicateKeyDiagnostics(duplicates: readonly DuplicateKey[] | undefined, file: string): Diagnostic[] {
  if (!duplicates || duplicates.length === 0) return [];
  const diagnostics = duplicates.slice(0, MAX_DUPLICATE_KEY_WARNINGS).map(
    (duplicate): Diagnostic => ({
      severity: 'warning',
      rule: DUPLICATE_KEY_RULE,
      file,
      line: duplicate.line,
      column: duplicate.column,
      path: duplicate.at.length === 0 ? '#' : `#/${duplicate.at.map((key) => escapeSegment(String(key))).join('/')}`,
      message: duplicateKeyMessage(duplicate),
      hint: `Keep one ${shown(duplicate.key)}: merge the values into it, or rename or remove the others. A key may appear once per object, and other tools keep the first value or refuse the file.`,
    }),
  );
  const more = duplicates.length - MAX_DUPLICATE_KEY_WARNINGS;
  if (more > 0) {
    diagnostics.push({
      severity: 'warning',
      rule: DUPLICATE_KEY_RULE,
      file,
      line: 1,
      column: 1,
      message: `${more} more ${more === 1 ? 'key is' : 'keys are'} written twice in ${file}; in each object the last value is used.`,
    });
  }
  return diagnostics;
}

function duplicateKeyMessage(duplicate: DuplicateKey): string {
  const key = shown(duplicate.key);
  const { firstLine, lastLine, count } = duplicate;
  if (count === 2)
    return `the key ${key} is written twice in this object (first on line ${firstLine}): the value written here, the later one, is used and the one on line ${firstLine} is ignored.`;
  return duplicate.last
    ? `the key ${key} is written ${count} times in this object (first on line ${firstLine}): the value written here, the last one, is used and the others are ignored.`
    : `the key ${key} is written ${count} times in this object (first on line ${firstLine}): the value written here is ignored, like every one but the last (line ${lastLine}), which is used.`;
}

/** A key in backticks, shortened when long (a key can be a whole sentence). */
function shown(key: string): string {
  const short = key.length > 60 ? `${key.slice(0, 57)}…` : key;
  return short === '' || /[`\n]/.test(short) ? JSON.stringify(short) : `\`${short}\``;
}

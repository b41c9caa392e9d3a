import { parseTree, findNodeAtLocation } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { scanJsonPath } from '../../../src/util/scan-json-path.js';

const TEXT = `{
  // a comment
  "name": "Docs",
  "navigation": { "groups": [ { "group": "A", "pages": ["index", { "group": "B", "pages": [] }] } ] },
  "list": [1, [2, 3], {"x": null},],
}`;

describe('scanJsonPath', () => {
  it('finds each value where the parsed tree has it', () => {
    const tree = parseTree(TEXT, [], { allowTrailingComma: true })!;
    const paths = [
      [],
      ['name'],
      ['navigation'],
      ['navigation', 'groups', 0, 'pages', 1, 'group'],
      ['navigation', 'groups', 0, 'pages', 1, 'pages'],
      ['list', 1, 1],
      ['list', 2, 'x'],
    ];
    for (const path of paths)
      expect(scanJsonPath(TEXT, path), JSON.stringify(path)).toBe(findNodeAtLocation(tree, path)!.offset);
  });

  it('says nothing for a path the text does not have', () => {
    expect(scanJsonPath(TEXT, ['nope'])).toBeUndefined();
    expect(scanJsonPath(TEXT, ['list', 7])).toBeUndefined();
    expect(scanJsonPath(TEXT, ['name', 'x'])).toBeUndefined();
  });

  it('locates a value nested thousands deep, where a tree would overflow the stack', () => {
    const depth = 20_000;
    const text = `{"a": ${'['.repeat(depth)}1${']'.repeat(depth)}}`;
    expect(scanJsonPath(text, ['a', ...Array.from({ length: 64 }, () => 0)])).toBe(6 + 64);
  });
});

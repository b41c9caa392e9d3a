/**
 * Where a value of the resolved docs.json was written (position-index.ts): through arrays, objects and chains of
 * `$ref` files, the nearest written ancestor for a path that does not exist, keys versus values.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPositionIndex } from '../../../src/config/position-index.js';
import { resolveRefs } from '../../../src/config/resolve-refs.js';

const root = path.resolve('/site');

/** The position index of `files` (root-relative name → text) read from memory, entry docs.json. */
async function indexOf(files: Record<string, string>) {
  const result = await resolveRefs({
    root,
    entry: path.join(root, 'docs.json'),
    readFile: async (absolute) => {
      const text = files[path.relative(root, absolute).split(path.sep).join('/')];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    },
  });
  return { result, index: createPositionIndex(result) };
}

describe('createPositionIndex', () => {
  it('counts a value at the start of a line as on that line, in column 1', async () => {
    const { index } = await indexOf({ 'docs.json': '{"list": [\n1,\n2\n]}' });
    expect(index.locate(['list', 1])).toEqual({ file: 'docs.json', line: 3, column: 1 });
    expect(index.locate(['list', 0])).toEqual({ file: 'docs.json', line: 2, column: 1 });
  });

  it('falls back to the nearest written ancestor for a missing item, a wrong kind of step or a null', async () => {
    const { index } = await indexOf({
      'docs.json': '{\n  "list": [1, 2],\n  "logo": null,\n  "colors": {"primary": "#000"}\n}',
    });
    const list = { file: 'docs.json', line: 2, column: 11 };
    expect(index.locate(['list', 2])).toEqual(list);
    expect(index.locate(['list', 'length'])).toEqual(list);
    expect(index.locate(['colors', 0])).toEqual({ file: 'docs.json', line: 4, column: 13 });
    expect(index.locate(['logo', 'light'])).toEqual({ file: 'docs.json', line: 3, column: 11 });
    expect(index.locateKey(['list', 2])).toEqual(list);
  });

  it('puts the key of an array item at the item itself', async () => {
    const { index } = await indexOf({ 'docs.json': '{\n  "list": [\n    "a",\n    "b"\n  ]\n}' });
    expect(index.locateKey(['list', 1])).toEqual({ file: 'docs.json', line: 4, column: 5 });
    expect(index.locateKey(['list'])).toEqual({ file: 'docs.json', line: 2, column: 3 });
  });

  it('follows a $ref whose file is itself a $ref, for values and at the end of a path', async () => {
    const { index } = await indexOf({
      'docs.json': '{\n  "navigation": { "$ref": "nav.json" }\n}',
      'nav.json': '{ "$ref": "real/nav.json" }',
      'real/nav.json': '{\n  "pages": [\n    "index"\n  ]\n}',
    });
    expect(index.locate(['navigation', 'pages', 0])).toEqual({ file: 'real/nav.json', line: 3, column: 5 });
    expect(index.locate(['navigation'])).toEqual({ file: 'real/nav.json', line: 1, column: 1 });
    // The key is where the property was written, in the file that refers.
    expect(index.locateKey(['navigation'])).toEqual({ file: 'docs.json', line: 2, column: 3 });
  });

  it('stops at the $ref object when its file is not among those read', async () => {
    const { result } = await indexOf({ 'docs.json': '{\n  "navigation": { "$ref": "nav.json" }\n}' });
    const index = createPositionIndex({
      ...result,
      documents: new Map([[result.entry, result.documents.get('docs.json')]]),
    });
    expect(index.locate(['navigation', 'pages'])).toEqual({ file: 'docs.json', line: 2, column: 17 });
  });

  it('locates problems of a file nested past the stack where they are, without crashing', async () => {
    const deep = `{ "x": ${'['.repeat(200_000)}${']'.repeat(200_000)} }`;
    const { result } = await indexOf({ 'docs.json': deep });
    // At the 64th bracket (`x` and 63 list levels make the 64 levels allowed): `{ "x": ` is 7 characters.
    expect(result.diagnostics).toMatchObject([{ rule: 'config-too-deep', file: 'docs.json', line: 1, column: 7 + 64 }]);
  });
});

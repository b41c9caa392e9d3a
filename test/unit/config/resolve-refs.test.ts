import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPositionIndex } from '../../../src/config/position-index.js';
import { resolveRefs } from '../../../src/config/resolve-refs.js';

const root = path.resolve('/site');

/** Resolves `files` (root-relative name → text) from memory, entry docs.json. */
async function resolve(files: Record<string, string>) {
  const readFile = async (absolute: string) => {
    const text = files[path.relative(root, absolute).split(path.sep).join('/')];
    if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return text;
  };
  const result = await resolveRefs({ root, entry: path.join(root, 'docs.json'), readFile });
  return { ...result, index: createPositionIndex(result) };
}

describe('resolveRefs', () => {
  it('inlines a $ref and merges sibling keys on top of the referenced object', async () => {
    const r = await resolve({
      'docs.json':
        '{\n  "navbar": { "$ref": "./navbar.json", "primary": { "type": "github", "href": "https://x.y" } }\n}',
      'navbar.json': '{ "links": [], "primary": { "type": "button" } }',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ navbar: { links: [], primary: { type: 'github', href: 'https://x.y' } } });
    expect(r.files).toEqual(['docs.json', 'navbar.json']);
  });

  it('resolves nested refs relative to the file that contains them', async () => {
    const r = await resolve({
      'docs.json': '{ "navigation": { "$ref": "nav/index.json" } }',
      'nav/index.json': '{ "groups": [ { "$ref": "./groups/start.json" } ] }',
      'nav/groups/start.json': '{ "group": "Start", "pages": ["index"] }',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });
    expect(r.files).toEqual(['docs.json', 'nav/index.json', 'nav/groups/start.json']);
  });

  it('uses a referenced array as is and warns that siblings are ignored', async () => {
    const r = await resolve({
      'docs.json': '{ "redirects": { "$ref": "./redirects.json", "extra": true } }',
      'redirects.json': '[ { "source": "/a", "destination": "/b" } ]',
    });
    expect(r.value).toEqual({ redirects: [{ source: '/a', destination: '/b' }] });
    expect(r.diagnostics.map((d) => [d.severity, d.rule])).toEqual([['warning', 'config-ref-siblings']]);
  });

  it('reports a cycle with the whole chain, at the $ref that closes it', async () => {
    const r = await resolve({
      'docs.json': '{ "navigation": { "$ref": "./a.json" } }',
      'a.json': '{\n  "pages": [],\n  "x": { "$ref": "./docs.json" }\n}',
    });
    expect(r.value).toBeUndefined();
    expect(r.diagnostics).toMatchObject([
      {
        severity: 'error',
        rule: 'config-ref-cycle',
        message: 'circular $ref: docs.json → a.json → docs.json',
        file: 'a.json',
        line: 3,
        column: 18,
      },
    ]);
  });

  it('allows the same file to be referenced twice when that is not a cycle', async () => {
    const r = await resolve({
      'docs.json': '{ "a": { "$ref": "./x.json" }, "b": { "$ref": "./x.json" } }',
      'x.json': '{ "k": 1 }',
    });
    expect(r.diagnostics).toEqual([]);
    expect(r.value).toEqual({ a: { k: 1 }, b: { k: 1 } });
    expect(r.files).toEqual(['docs.json', 'x.json']);
  });

  it('rejects refs that leave the project, URLs and missing files, located at the $ref value', async () => {
    const r = await resolve({
      'docs.json':
        '{\n "a": { "$ref": "../outside.json" },\n "b": { "$ref": "https://example.com/x.json" },\n "c": { "$ref": "./nope.json" }\n}',
    });
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule}`)).toEqual([
      '2:17 config-ref-outside',
      '3:17 config-ref-outside',
      '4:17 config-ref-missing',
    ]);
  });

  it("gives every syntax error a hint, the parser's own or a general one (an unclosed object has none of its own)", async () => {
    const r = await resolve({ 'docs.json': '{ "name": "T", "navigation": { "pages": ["index"] }' });
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.rule} ${d.message} | ${d.hint}`)).toEqual([
      '1:52 config-json-syntax expected "}" to close the object opened at line 1, found end of file | Fix the JSON at this position: every `{` and `[` closed, commas between entries and none after the last, keys and strings in double quotes.',
    ]);
  });

  it('locates a syntax error inside a referenced file in that file', async () => {
    const r = await resolve({
      'docs.json': '{ "navigation": { "$ref": "./nav.json" } }',
      'nav.json': '{\n  "pages": ["a",]\n}',
    });
    expect(r.diagnostics).toMatchObject([{ rule: 'config-json-syntax', file: 'nav.json', line: 2, column: 16 }]);
    expect(r.files).toEqual(['docs.json', 'nav.json']);
  });

  it('keeps the last of duplicate keys, like JSON.parse, and locates that one', async () => {
    const r = await resolve({ 'docs.json': '{ "name": "a",\n  "name": "b" }' });
    expect(r.value).toEqual({ name: 'b' });
    expect(r.index.locate(['name'])).toEqual({ file: 'docs.json', line: 2, column: 11 });
  });

  it('warns about a key written twice, at the second, in whichever file it is', async () => {
    const r = await resolve({
      'docs.json': '{ "navigation": { "$ref": "nav.json" } }',
      'nav.json': '{\n  "pages": ["a"],\n  "pages": ["b"]\n}',
    });
    expect(r.value).toEqual({ navigation: { pages: ['b'] } });
    expect(r.diagnostics).toEqual([
      {
        severity: 'warning',
        rule: 'config-duplicate-key',
        message: '"pages" is written twice in this object; the second one replaces the first',
        hint: 'remove one of the two, or merge them.',
        file: 'nav.json',
        line: 3,
        column: 3,
      },
    ]);
  });

  it('reads a file referenced twice once, and uses it in both places', async () => {
    const reads: string[] = [];
    const files: Record<string, string> = {
      'docs.json': '{ "a": { "$ref": "x.json" }, "b": { "$ref": "x.json", "extra": 1 } }',
      'x.json': '{ "v": 1 }',
    };
    const r = await resolveRefs({
      root,
      entry: path.join(root, 'docs.json'),
      readFile: async (absolute) => {
        const name = path.relative(root, absolute);
        reads.push(name);
        return files[name] ?? '';
      },
    });
    expect(r.value).toEqual({ a: { v: 1 }, b: { v: 1, extra: 1 } });
    expect(reads).toEqual(['docs.json', 'x.json']);
    expect(r.files).toEqual(['docs.json', 'x.json']);
  });
});

describe('locate', () => {
  it('finds values, keys and array items, following $ref files', async () => {
    const r = await resolve({
      'docs.json':
        '{\n  "name": "Acme",\n  "navigation": {\n    "tabs": [\n      { "tab": "A", "pages": ["x"] },\n      { "$ref": "tabs/b.json" }\n    ]\n  }\n}',
      'tabs/b.json': '{\n  "tab": "B",\n  "pages": [\n    "y",\n    "z"\n  ]\n}',
    });
    const { locate, locateKey } = r.index;
    expect(locate(['name'])).toEqual({ file: 'docs.json', line: 2, column: 11 });
    expect(locateKey(['name'])).toEqual({ file: 'docs.json', line: 2, column: 3 });
    expect(locate(['navigation', 'tabs', 0])).toEqual({ file: 'docs.json', line: 5, column: 7 });
    expect(locate(['navigation', 'tabs', 1])).toEqual({ file: 'tabs/b.json', line: 1, column: 1 });
    expect(locateKey(['navigation', 'tabs', 1, 'tab'])).toEqual({ file: 'tabs/b.json', line: 2, column: 3 });
    expect(locate(['navigation', 'tabs', 1, 'pages', 1])).toEqual({ file: 'tabs/b.json', line: 5, column: 5 });
    // A path that does not exist resolves to its nearest written ancestor.
    expect(locate(['navigation', 'tabs', 1, 'groups', 0])).toEqual({ file: 'tabs/b.json', line: 1, column: 1 });
    expect(locate([])).toEqual({ file: 'docs.json', line: 1, column: 1 });
  });
});

/** Resolves from memory like `resolve`, with some files failing to read with an error code. */
async function resolveFailing(files: Record<string, string>, failures: Record<string, string | undefined>) {
  const readFile = async (absolute: string) => {
    const name = path.relative(root, absolute).split(path.sep).join('/');
    if (name in failures) {
      const code = failures[name];
      throw code === undefined ? new Error('no code') : Object.assign(new Error(code), { code });
    }
    const text = files[name];
    if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return text;
  };
  return resolveRefs({ root, entry: path.join(root, 'docs.json'), readFile });
}

const problems = (r: { diagnostics: { severity: string; rule: string; message: string; file?: string }[] }) =>
  r.diagnostics.map((d) => `${d.severity} ${d.rule} ${d.file ?? '-'}: ${d.message}`);

describe('resolveRefs: $refs it refuses, and why', () => {
  it.each([
    ['an empty $ref', '" "', 'error config-invalid-value docs.json: $ref is empty'],
    [
      'a JSON pointer',
      '"./nav.json#/groups"',
      'error config-invalid-value docs.json: $ref "./nav.json#/groups" uses a JSON pointer (#…), which is not supported',
    ],
    [
      'a URL',
      '"https://example.com/nav.json"',
      'error config-ref-outside docs.json: $ref "https://example.com/nav.json" is a URL; only files inside the project can be referenced',
    ],
    [
      'a number',
      '3',
      'error config-invalid-type docs.json: $ref must be a path to a JSON file, like "./navigation.json"',
    ],
  ])('%s', async (_name, ref, problem) => {
    const r = await resolve({ 'docs.json': `{ "navigation": { "$ref": ${ref} } }` });
    expect(r.value).toBeUndefined();
    expect(problems(r)).toEqual([problem]);
  });

  it.each([
    [
      'EISDIR',
      'error config-ref-missing docs.json: $ref "./nav.json" points to nav.json, which is a folder, not a JSON file',
    ],
    [
      'EACCES',
      'error config-ref-missing docs.json: $ref "./nav.json" points to nav.json, which cannot be read (EACCES)',
    ],
    [
      undefined,
      'error config-ref-missing docs.json: $ref "./nav.json" points to nav.json, which cannot be read (unknown error)',
    ],
    [
      'QUIRE_OUTSIDE',
      'error config-ref-outside docs.json: $ref "./nav.json" points to nav.json, a symbolic link to a file outside the project folder; it is not read',
    ],
  ])('a referenced file that cannot be read (%s)', async (code: string | undefined, problem: string) => {
    const r = await resolveFailing({ 'docs.json': '{ "navigation": { "$ref": "./nav.json" } }' }, { 'nav.json': code });
    expect(r.value).toBeUndefined();
    expect(problems(r)).toEqual([problem]);
  });

  it('names docs.json itself when it is a link out of the project or a folder', async () => {
    expect(problems(await resolveFailing({}, { 'docs.json': 'QUIRE_OUTSIDE' }))).toEqual([
      'error config-ref-outside -: docs.json is a symbolic link to a file outside the project folder; it is not read',
    ]);
    expect(problems(await resolveFailing({}, { 'docs.json': 'EISDIR' }))).toEqual([
      'error config-ref-missing -: docs.json is a folder, not a JSON file',
    ]);
  });

  it('reads files that start with a byte order mark, and reports a syntax error of a referenced file in it', async () => {
    const r = await resolve({
      'docs.json': '\uFEFF{ "navigation": { "$ref": "./nav.json" }, "colors": { "$ref": "./colors.json" } }',
      'nav.json': '\uFEFF{ "pages": ["index"] }',
      'colors.json': '{\n  "primary": "#fff",\n}',
    });
    expect(problems(r)).toEqual([
      'error config-json-syntax colors.json: trailing comma: JSON does not allow a comma after the last item',
    ]);
    expect(r.diagnostics[0]).toMatchObject({ line: 2, column: 20 });
  });

  it('names what a referenced non-object holds when keys beside the $ref are ignored', async () => {
    for (const [text, kind] of [
      ['null', 'null'],
      ['"text"', 'a string'],
      ['[1]', 'an array'],
    ]) {
      const r = await resolve({ 'docs.json': '{ "x": { "$ref": "./v.json", "y": 1 } }', 'v.json': text! });
      expect(problems(r)).toEqual([
        `warning config-ref-siblings docs.json: keys next to this $ref are ignored because v.json holds ${kind}, not an object`,
      ]);
    }
  });

  it('locates the ignored-siblings warning at the $ref key, with a hint', async () => {
    const r = await resolve({
      'docs.json': '{\n  "x": {\n    "$ref": "./v.json",\n    "y": 1\n  }\n}',
      'v.json': '[1]',
    });
    expect(r.diagnostics).toMatchObject([
      {
        severity: 'warning',
        hint: 'move those keys into the referenced file, or remove them.',
        file: 'docs.json',
        line: 3,
        column: 5,
      },
    ]);
  });

  it('stops at nesting deeper than the limit with a located error, and still follows $refs inside arrays', async () => {
    const deep = `{ "x": ${'['.repeat(600)}1${']'.repeat(600)} }`;
    const r = await resolve({ 'docs.json': deep });
    expect(r.value).toBeUndefined();
    expect(r.diagnostics.map((d) => d.rule)).toEqual(['config-too-deep']);
    expect(r.diagnostics[0]?.message).toMatch(/^arrays and objects are nested more than \d+ deep here$/);
    const inArray = await resolve({
      'docs.json': '{ "redirects": [ { "$ref": "./r.json" } ] }',
      'r.json': '{ "source": "/a", "destination": "/b" }',
    });
    expect(inArray.value).toEqual({ redirects: [{ source: '/a', destination: '/b' }] });
  });
});

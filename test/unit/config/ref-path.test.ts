/**
 * Where a `$ref` points (ref-path.ts, docs-json.md §1.4): relative to its file, `/` for the project root, never
 * outside the project, never a URL or a JSON pointer; each refusal with its rule, message and hint.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refOf, refPath, relativeName } from '../../../src/config/ref-path.js';

const root = path.resolve('/site');
const nested = path.join(root, 'nav', 'index.json');

describe('refPath', () => {
  it('resolves a path relative to the file that holds it, and a leading "/" from the project root', () => {
    expect(refPath(root, nested, './groups/a.json')).toBe(path.join(root, 'nav', 'groups', 'a.json'));
    expect(refPath(root, nested, '../shared.json')).toBe(path.join(root, 'shared.json'));
    expect(refPath(root, nested, '/shared/tabs.json')).toBe(path.join(root, 'shared', 'tabs.json'));
  });

  it.each([
    [
      'an empty path',
      '  ',
      {
        rule: 'config-invalid-value',
        message: '$ref is empty',
        hint: 'give the path of a JSON file, like "./navigation.json".',
      },
    ],
    [
      'a URL',
      'https://example.com/nav.json',
      {
        rule: 'config-ref-outside',
        message: '$ref "https://example.com/nav.json" is a URL; only files inside the project can be referenced',
        hint: 'download the file into the project and reference it by a relative path.',
      },
    ],
    [
      'a JSON pointer',
      'nav.json#/tabs',
      {
        rule: 'config-invalid-value',
        message: '$ref "nav.json#/tabs" uses a JSON pointer (#…), which is not supported',
        hint: 'reference a whole file; split the part you need into its own JSON file.',
      },
    ],
    [
      'a path that leaves the project',
      '../../outside.json',
      {
        rule: 'config-ref-outside',
        message: '$ref "../../outside.json" points outside the project folder',
        hint: 'referenced files must be inside the folder that holds docs.json; move the file into it.',
      },
    ],
  ])('refuses %s', (_what, ref, problem) => {
    expect(refPath(root, nested, ref)).toEqual(problem);
  });

  it('takes a file whose name starts with two dots as inside the project (it used to be refused)', () => {
    expect(refPath(root, nested, '../..hidden.json')).toBe(path.join(root, '..hidden.json'));
  });
});

describe('relativeName', () => {
  it('names a file inside the root relatively with forward slashes, and one outside by its absolute path', () => {
    expect(relativeName(root, path.join(root, 'nav', 'index.json'))).toBe('nav/index.json');
    expect(relativeName(root, path.join(root, '..hidden.json'))).toBe('..hidden.json');
    expect(relativeName(path.join(root, 'nav'), root)).toBe(root.split(path.sep).join('/'));
    const outside = path.resolve('/elsewhere/x.json');
    expect(relativeName(root, outside)).toBe(outside.split(path.sep).join('/'));
    // The root itself (a `$ref` of "."), not a blank.
    expect(relativeName(root, root)).toBe('.');
  });
});

describe('refOf', () => {
  it('gives the $ref string of an object only', () => {
    expect(refOf({ $ref: 'a.json', x: 1 })).toBe('a.json');
    expect(refOf({ $ref: 3 })).toBeUndefined();
    expect(refOf(null)).toBeUndefined();
    expect(refOf('a.json')).toBeUndefined();
    expect(refOf(Object.assign(['a'], { $ref: 'a.json' }))).toBeUndefined();
  });
});

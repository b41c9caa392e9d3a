/**
 * What docs.json's syntax errors say, for each kind of mistake: the offset the message points at, the message and
 * the hint. Each input is the smallest text that makes the mistake.
 */
import { describe, expect, it } from 'vitest';
import { duplicateKeys, parseJsonFile } from '../../../src/config/parse-json-file.js';

const VALUE_HINT = 'a value is a string in double quotes, a number, true, false, null, an object or an array.';

describe('parseJsonFile', () => {
  it('returns the tree of valid JSON and no errors', () => {
    const parsed = parseJsonFile('{"name": "A", "list": [1, 2]}');
    expect(parsed.errors).toEqual([]);
    expect(parsed.tree?.type).toBe('object');
    expect(parsed.tree?.children).toHaveLength(2);
  });

  it.each([
    [
      'empty file',
      '  \n',
      { offset: 0, message: 'the file is empty: expected a JSON object', hint: 'start from `{ }`.' },
    ],
    [
      'single quotes',
      "{'name': 1}",
      {
        offset: 1,
        message: "unexpected 'name': JSON strings must use double quotes",
        hint: 'replace the single quotes with double quotes.',
      },
    ],
    [
      'unquoted property name',
      '{name: 1}',
      { offset: 1, message: 'property names must be in double quotes, found name', hint: 'write "name".' },
    ],
    [
      'a bare word as a value',
      '{"a": yes}',
      { offset: 6, message: 'unexpected `yes`: expected a value', hint: VALUE_HINT },
    ],
    [
      'a bare word that is not followed by a colon',
      '{"a": 1, b}',
      { offset: 9, message: 'unexpected `b`: expected a value', hint: VALUE_HINT },
    ],
    [
      'an unquoted property name with a space before the colon',
      '{name : 1}',
      { offset: 1, message: 'property names must be in double quotes, found name', hint: 'write "name".' },
    ],
    [
      'a bare word longer than 24 characters, cut',
      '{"a": yesyesyesyesyesyesyesyesyes}',
      { offset: 6, message: 'unexpected `yesyesyesyesyesyesyesyes…`: expected a value', hint: VALUE_HINT },
    ],
    [
      'a number as a property name',
      '{"a": 1, 2: 3}',
      { offset: 9, message: 'expected a property name in double quotes, found `2`' },
    ],
    [
      'two commas in an object',
      '{"a": 1,, "b": 2}',
      { offset: 8, message: 'expected a property name in double quotes, found `,`' },
    ],
    ['a missing value', '{"a": }', { offset: 6, message: 'expected a value, found `}`', hint: VALUE_HINT }],
    ['a missing colon', '{"a" 1}', { offset: 5, message: 'expected ":" after the property name, found `1`' }],
    [
      'a missing comma',
      '{"a": 1\n "b": 2}',
      {
        offset: 7,
        message: 'expected "," or "}" after this value, found `"b"`',
        hint: 'add a "," between the two items.',
      },
    ],
    [
      'an array closed with a brace',
      '{"a": [1, 2}',
      {
        offset: 11,
        message: 'expected "," or "]" after this value, found `}`',
        hint: 'close the array opened at line 1 with "]" first.',
      },
    ],
    [
      'an unclosed object',
      '{\n"a": 1',
      { offset: 8, message: 'expected "}" to close the object opened at line 1, found end of file' },
    ],
    [
      'an unclosed array',
      '[1, 2',
      { offset: 5, message: 'expected "]" to close the array opened at line 1, found end of file' },
    ],
    [
      'an unclosed array inside an unclosed object',
      '{\n"a": [1, 2',
      { offset: 12, message: 'expected "]" to close the array opened at line 2, found end of file' },
    ],
    [
      'content after the value',
      '{} {}',
      {
        offset: 3,
        message: 'unexpected content after the end of the JSON value',
        hint: 'a JSON file holds one value: remove what follows the closing "}".',
      },
    ],
    [
      'an unclosed string',
      '{"a": "b',
      { offset: 6, message: 'this string is not closed', hint: 'add the closing double quote.' },
    ],
    [
      'a tab inside a string',
      '{"a": "b\tc"}',
      {
        // At the string that holds it (jsonc-parser reports string problems at the string's start).
        offset: 6,
        message: 'invalid character in a string',
        hint: 'escape tabs and line breaks inside strings as \\t and \\n.',
      },
    ],
    [
      'a bad escape',
      '{"a": "\\x"}',
      {
        offset: 6,
        message: 'invalid escape sequence in a string',
        hint: 'valid escapes are \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.',
      },
    ],
    ['a bad number', '{"a": 1.}', { offset: 6, message: 'invalid number `1.`' }],
  ])('%s', (_name, text, expected) => {
    expect(parseJsonFile(text).errors).toEqual([expected]);
  });

  it('reports every trailing comma and comment, at the comma or the comment', () => {
    const text = '{\n  "a": [1, 2,],\n  // note\n  "b": 1,\n}';
    expect(parseJsonFile(text).errors).toEqual([
      {
        offset: text.indexOf(',]'),
        message: 'trailing comma: JSON does not allow a comma after the last item',
        hint: 'remove this comma.',
      },
      {
        offset: text.indexOf('//'),
        message: 'comments are not allowed in JSON',
        hint: 'remove the comment; docs.json is plain JSON, not JSONC.',
      },
      {
        offset: text.lastIndexOf(','),
        message: 'trailing comma: JSON does not allow a comma after the last item',
        hint: 'remove this comma.',
      },
    ]);
  });

  it('reports nesting deeper than the stack as one located error, not a crash', () => {
    const errors = parseJsonFile(`${'['.repeat(200_000)}${']'.repeat(200_000)}`).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      offset: 0,
      message: expect.stringMatching(/^arrays and objects are nested more than \d+ deep$/),
    });
  });
});

describe('duplicateKeys', () => {
  it('finds none, without throwing, in text nested deeper than the stack', () => {
    expect(duplicateKeys(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)).toEqual([]);
  });

  it('finds keys written twice in the same object only, at the second', () => {
    const text = '{"a": 1, "b": {"a": 2}, "a": 3}';
    expect(duplicateKeys(text)).toEqual([{ key: 'a', offset: text.lastIndexOf('"a"') }]);
  });
});

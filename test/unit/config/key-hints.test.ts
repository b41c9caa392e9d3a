/**
 * The hints docs.json diagnostics give for missing keys, unknown keys and outdated values (key-hints.ts): the text a
 * user reads next to the error, for each kind of key.
 */
import { describe, expect, it } from 'vitest';
import { missingKeyHint, unknownKeyHint, valueHint } from '../../../src/config/key-hints.js';

describe('missingKeyHint', () => {
  it('gives the ready-made example of a key every docs.json needs', () => {
    expect(missingKeyHint(['name'], 'string')).toBe('add "name": "My Docs" (the site name shown in page titles).');
    expect(missingKeyHint(['colors', 'primary'], 'string')).toBe('add "primary": "#16A34A" (any hex colour).');
    expect(missingKeyHint(['theme'], 'string', ['mint', 'maple'])).toMatch(/^add "theme": "mint" \(or maple, /);
  });

  it('offers the allowed values of other keys, the first as the one to add', () => {
    expect(missingKeyHint(['navbar', 'primary', 'type'], 'string', ['button', 'github'])).toBe(
      'add "type": "button" (or "github").',
    );
    expect(missingKeyHint(['appearance', 'default'], 'string', ['system'])).toBe('add "default": "system".');
  });

  it('lists every other allowed value after the first', () => {
    expect(missingKeyHint(['navbar', 'primary', 'type'], 'string', ['button', 'github', 'discord'])).toBe(
      'add "type": "button" (or "github", "discord").',
    );
    expect(missingKeyHint(['constructor'], 'string')).toBe('add "constructor": "…".');
  });

  it('falls back to a placeholder of the expected type when there are no choices', () => {
    const at = ['navigation', 'tabs', 0, 'tab'];
    expect(missingKeyHint(at, 'string')).toBe('add "tab": "…".');
    expect(missingKeyHint(at, 'string', [])).toBe('add "tab": "…".');
    expect(missingKeyHint(at, 'array')).toBe('add "tab": […].');
    expect(missingKeyHint(at, 'object')).toBe('add "tab": { … }.');
    expect(missingKeyHint(at, 'boolean')).toBe('add "tab": <boolean>.');
  });
});

describe('unknownKeyHint', () => {
  it('suggests the close key first, even for a mint.json key', () => {
    expect(unknownKeyHint('nmae', [], ['name', 'theme'])).toBe('did you mean "name"?');
    expect(unknownKeyHint('font', [], ['fonts', 'name'])).toBe('did you mean "fonts"?');
  });

  it.each([
    ['feedback', 'feedback buttons are not configured in docs.json.'],
    ['stylesheets', '.css files anywhere in the project are added to every page; no key is needed.'],
    ['styles', '.css files anywhere in the project are added to every page; no key is needed.'],
    ['css', '.css files anywhere in the project are added to every page; no key is needed.'],
    ['scripts', '.js files anywhere in the project are added to every page; no key is needed.'],
    ['js', '.js files anywhere in the project are added to every page; no key is needed.'],
    ['mintlify', '"mintlify" is a mint.json key with no docs.json equivalent; remove it.'],
    ['isWhiteLabeled', '"isWhiteLabeled" is a mint.json key with no docs.json equivalent; remove it.'],
    ['codeBlock', '"codeBlock" is a mint.json key; in docs.json use `styling.codeblocks`.'],
  ])('explains the top-level key %s', (key, hint) => {
    expect(unknownKeyHint(key, [], ['name', 'theme'])).toBe(hint);
  });

  it('gives no explanation for another top-level key, nor for the names every object has', () => {
    const known = Array.from({ length: 13 }, (_, i) => `key${String.fromCharCode(97 + i)}long`);
    expect(unknownKeyHint('zzz', [], known)).toBeUndefined();
    expect(unknownKeyHint('constructor', [], known)).toBeUndefined();
    expect(unknownKeyHint('toString', [], known)).toBeUndefined();
  });

  it('does not suggest the key itself: a key unknown here is listed with the keys that are known', () => {
    expect(unknownKeyHint('strict', ['appearance'], ['default', 'strict'])).toBe('known keys here: default, strict.');
  });

  it('gives the top-level explanations only at the top level', () => {
    expect(unknownKeyHint('feedback', ['styling'], ['eyebrows', 'codeblocks'])).toBe(
      'known keys here: eyebrows, codeblocks.',
    );
    expect(unknownKeyHint('codeBlock', ['api'], [])).toBeUndefined();
  });

  it('lists the known keys of an object of up to 12 keys, and none of a larger or empty one', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => `key${String.fromCharCode(97 + i)}long`);
    expect(unknownKeyHint('zzz', ['x'], twelve)).toBe(`known keys here: ${twelve.join(', ')}.`);
    expect(unknownKeyHint('zzz', ['x'], [...twelve, 'another'])).toBeUndefined();
    expect(unknownKeyHint('zzz', ['x'], [])).toBeUndefined();
  });
});

describe('valueHint', () => {
  it('names the docs.json theme of a mint.json theme name', () => {
    expect(valueHint(['theme'], 'venus')).toBe('"venus" is the mint.json name of the "palm" theme; use "palm".');
    expect(valueHint(['theme'], 'quill')).toBe('"quill" is the mint.json name of the "willow" theme; use "willow".');
  });

  it('says nothing for other values or other keys', () => {
    expect(valueHint(['theme'], 'mint')).toBeUndefined();
    expect(valueHint(['theme'], 7)).toBeUndefined();
    expect(valueHint(['theme'], 'constructor')).toBeUndefined();
    expect(valueHint(['theme'], ['venus'])).toBeUndefined();
    expect(valueHint(['styling', 'theme'], 'venus')).toBeUndefined();
  });
});

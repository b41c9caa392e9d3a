import { describe, expect, it } from 'vitest';
import { choiceHint, formatHint, sizeHint, typeHint } from '../../../src/config/value-hints.js';

describe('hints for docs.json values', () => {
  it('shapes a type hint by what was written', () => {
    expect(typeHint(['name'], 'string', 5)).toBe('put the value in quotes: "name": "5".');
    expect(typeHint(['name'], 'string', {})).toBe('write text in quotes: "name": "…".');
    expect(typeHint(['navigation', 'groups', 0, 'expanded'], 'boolean', 'true')).toBe('write true without quotes.');
    expect(typeHint(['hidden'], 'boolean', 1)).toBe('write true or false (without quotes): "hidden": true.');
    expect(typeHint(['fonts', 'weight'], 'number', '400')).toBe('write the number without quotes: "weight": 400.');
    expect(typeHint(['fonts', 'weight'], 'number', 'bold')).toBe('write a number (without quotes): "weight": 1.');
    expect(typeHint(['navigation', 'pages'], 'array', 'index')).toBe(
      'write a list in square brackets: "pages": [ … ], like "pages": ["index"].',
    );
    expect(typeHint(['navigation'], 'object', [])).toBe('write an object in braces: "navigation": { … }.');
    expect(typeHint([], 'object', null)).toBe(
      'docs.json holds one object, in braces: { "name": "My Docs", "theme": "mint", … }.',
    );
  });

  it('gives an example of the form, the size or a choice', () => {
    expect(formatHint(['colors', 'primary'], 'expected a hex colour like "#16A34A"')).toBe(
      'write a hex colour with # and 3 or 6 digits: "primary": "#16A34A".',
    );
    expect(formatHint(['api', 'playground', 'proxy'], 'expected a string matching url')).toBe(
      'write a full web address: "proxy": "https://…".',
    );
    expect(sizeHint(['logo'], { small: true, origin: 'string', limit: 3 })).toBe('write at least 3 characters.');
    expect(sizeHint(['seo', 'metatags', 'x'], { small: true, origin: 'string', limit: 1 })).toBe(
      'give "x" a value, or remove it.',
    );
    expect(sizeHint(['footer', 'links'], { small: false, origin: 'array', limit: 4 })).toBe(
      'remove items from "links".',
    );
    expect(sizeHint(['navbar', 'links'], { small: true, origin: 'array', limit: 1 })).toBe(
      'add at least 1 item, or remove "links".',
    );
    expect(choiceHint(['navigable', 'all'])).toBe('write one of the listed values exactly as shown, like "navigable".');
    expect(choiceHint([])).toBeUndefined();
  });
});

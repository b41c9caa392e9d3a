/** Names of docs.json language codes in their own language, for the language switcher (locale-name.ts). */
import { describe, expect, it } from 'vitest';
import { localeDisplayName } from '../../../src/navigation/locale-name.js';

describe('localeDisplayName', () => {
  it("names a code in its own language, capitalised, docs.json's aliases included", () => {
    expect(localeDisplayName('fr')).toBe('Français');
    expect(localeDisplayName('cn')).toBe('简体中文');
  });

  it('keeps a code the runtime has no name for as written', () => {
    expect(localeDisplayName('zz')).toBe('zz');
    expect(localeDisplayName('not a tag')).toBe('not a tag');
  });
});

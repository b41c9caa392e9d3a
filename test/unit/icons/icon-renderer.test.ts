import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reducedIconNames } from '../../../src/icons/icon-aliases.js';
import { createIconRenderer, isImageIcon } from '../../../src/icons/icon-renderer.js';

const root = fileURLToPath(new URL('../../fixtures/icons/site/', import.meta.url));

describe('icon renderer: Font Awesome', () => {
  const icons = createIconRenderer({ root, library: 'fontawesome' });

  it('inlines a solid icon by default, with our classes, size and aria-hidden', () => {
    const svg = icons.render('house');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 512 512" class="q-icon q-icon-fontawesome q-icon-fontawesome-house" width="1em" height="1em" aria-hidden="true" focusable="false">/,
    );
    expect(svg).toContain('<path fill="currentColor" d="M277.8');
    expect(svg).not.toContain('<!--');
  });

  it('picks the style from iconType, falls back to brands, and resolves old names', () => {
    expect(icons.resolve('heart', { iconType: 'regular' })).toMatchObject({
      kind: 'library',
      file: { style: 'regular' },
    });
    expect(icons.resolve('github')).toMatchObject({
      kind: 'library',
      file: { library: 'fontawesome', style: 'brands', name: 'github' },
    });
    // Font Awesome 4 names, from the package's shims: `check-circle-o` is the regular `circle-check`.
    expect(icons.resolve('check-circle-o')).toMatchObject({
      kind: 'library',
      file: { name: 'circle-check', style: 'regular' },
      fallback: true,
    });
    // Later renames ship as files of their own.
    expect(icons.resolve('home')).toMatchObject({ kind: 'library', file: { name: 'home' }, fallback: false });
    // Pro-only styles fall back to a free one.
    expect(icons.resolve('star', { iconType: 'duotone' })).toMatchObject({ kind: 'library', file: { style: 'solid' } });
  });

  it('accepts {name, style, library} objects and pasted class names', () => {
    expect(icons.resolve({ name: 'star', style: 'regular' })).toMatchObject({
      file: { style: 'regular', name: 'star' },
    });
    expect(icons.resolve({ name: 'house', library: 'lucide' })).toMatchObject({
      file: { library: 'lucide', name: 'house' },
    });
    expect(icons.resolve('fa-solid fa-rocket')).toMatchObject({ file: { name: 'rocket', style: 'solid' } });
  });

  it('size, colour and class options', () => {
    const svg = icons.render('rocket', { size: 20, color: '#ff0000', className: 'x' });
    expect(svg).toContain(
      'class="q-icon q-icon-fontawesome q-icon-fontawesome-rocket x" width="20" height="20" style="color:#ff0000"',
    );
  });
});

describe('icon renderer: Lucide and Tabler', () => {
  it('Lucide icons keep their stroke attributes on a group, so `svg { fill }` rules cannot fill them', () => {
    const icons = createIconRenderer({ root, library: 'lucide' });
    const svg = icons.render('book-open');
    expect(svg).toContain('viewBox="0 0 24 24" class="q-icon q-icon-lucide q-icon-lucide-book-open"');
    expect(svg).toContain(
      '<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path',
    );
    expect(svg).not.toContain('@license');
    // Old Lucide names ship as files too.
    expect(icons.resolve('alert-circle')).toMatchObject({
      file: { library: 'lucide', name: 'alert-circle' },
      fallback: false,
    });
  });

  it('brand names missing from Lucide fall back to Font Awesome brands', () => {
    const icons = createIconRenderer({ root, library: 'lucide' });
    expect(icons.exists('python')).toBe(true);
    expect(icons.resolve('python')).toMatchObject({
      file: { library: 'fontawesome', style: 'brands' },
      fallback: true,
    });
  });

  it('Tabler: outline by default, filled on request, padding path removed', () => {
    const icons = createIconRenderer({ root, library: 'tabler' });
    const outline = icons.render('home');
    expect(outline).toContain('q-icon-tabler-home');
    expect(outline).not.toContain('M0 0h24v24H0z');
    expect(icons.resolve('home', { iconType: 'filled' })).toMatchObject({
      file: { library: 'tabler', style: 'filled' },
    });
  });
});

describe('images, aliases and missing icons', () => {
  const icons = createIconRenderer({ root, library: 'fontawesome', base: '/docs/' });

  it('URLs and project paths become <img>, root-relative ones with the base path', () => {
    expect(icons.render('https://example.com/i.png')).toBe(
      '<img src="https://example.com/i.png" class="q-icon q-icon-image" alt="" loading="lazy" decoding="async">',
    );
    expect(icons.render('/images/logo.svg', { size: 24 })).toBe(
      '<img src="/docs/images/logo.svg" class="q-icon q-icon-image" width="24" height="24" alt="" loading="lazy" decoding="async">',
    );
    expect(icons.exists('/images/logo.svg')).toBe(true);
    expect(icons.exists('/images/missing.png')).toBe(false);
    expect(icons.exists('https://example.com/x.svg')).toBe(true);
    expect(isImageIcon('logo.png')).toBe(true);
    expect(isImageIcon('rocket')).toBe(false);
  });

  it('common Mintlify (Font Awesome Pro) names resolve to free look-alikes', () => {
    expect(icons.resolve('circle-1')).toMatchObject({ file: { library: 'tabler', name: 'circle-number-1' } });
    expect(icons.resolve('square-k')).toMatchObject({ file: { library: 'tabler', name: 'square-letter-k' } });
    expect(icons.resolve('spinner-third')).toMatchObject({ file: { library: 'fontawesome', name: 'spinner' } });
  });

  it('an unknown name does not exist and renders a neutral placeholder', () => {
    expect(icons.exists('definitely-not-an-icon')).toBe(false);
    const svg = icons.render('definitely-not-an-icon');
    expect(svg).toContain('class="q-icon q-icon-missing"');
    expect(svg).toContain('data-icon="definitely-not-an-icon"');
  });

  it('inline <svg> markup passes through', () => {
    expect(icons.render('<svg viewBox="0 0 1 1"></svg>')).toBe('<svg viewBox="0 0 1 1"></svg>');
  });
});

describe('icon renderer: names no free library has', () => {
  const icons = createIconRenderer({ root, library: 'fontawesome' });

  it('shows the nearest icon that has a part of the name, nearest first', () => {
    expect(reducedIconNames('gear-complex-code')).toEqual(['gear-complex', 'gear', 'complex-code', 'code']);
    expect(icons.nearest('gear-complex-code')).toBe('gear');
    expect(icons.resolve('gear-complex-code')).toMatchObject({
      kind: 'library',
      nearest: true,
      file: { name: 'gear' },
    });
    expect(icons.render('sparkles-plus')).toContain('q-icon-lucide-sparkles');
    // Names that exist, and the curated aliases, are not stand-ins.
    expect(icons.nearest('house')).toBeUndefined();
    expect(icons.nearest('screwdriver')).toBeUndefined();
  });

  it('takes a logo for the base of a name only, never for its last word', () => {
    // `qq` and `github` are Font Awesome brand logos.
    expect(icons.nearest('github-octocat-alt')).toBe('github');
    expect(icons.nearest('xyzzy-foo-qq')).toBeUndefined();
    expect(icons.render('xyzzy-foo-qq')).toContain('q-icon-missing');
  });

  it('shows a free icon of the same family when no part of the name is an icon (Pro `chart-mixed`)', () => {
    const shown = icons.nearest('chart-mixed');
    expect(shown).toMatch(/^chart-/);
    expect(icons.exists(shown!)).toBe(true);
  });

  it('leaves an empty, sized space for a name with no part that any library has', () => {
    expect(icons.nearest('xyzzy-foo')).toBeUndefined();
    expect(icons.exists('xyzzy-foo')).toBe(false);
    expect(icons.render('xyzzy-foo', { size: 16 })).toContain('class="q-icon q-icon-missing"');
  });
});

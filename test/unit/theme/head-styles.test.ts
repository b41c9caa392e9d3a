import { describe, expect, it } from 'vitest';
import { siteStyles, textOn, themeScript } from '../../../templates/default/layout/head-styles.js';
import { site } from './page-fixture.js';

describe('siteStyles', () => {
  it('falls back to primary for the light and dark brand colours', () => {
    expect(siteStyles(site({ colors: { primary: '#123456' } }))).toContain(
      ':root{--q-primary:#123456;--q-primary-light:#123456;--q-primary-dark:#123456;--q-on-primary-dark:#fff}',
    );
  });

  it('writes on the dark brand colour the text that reads: near-black on a light one, white on a dark one', () => {
    expect(siteStyles(site({ colors: { primary: '#A8FF53' } }))).toContain('--q-on-primary-dark:#0b0c0f');
    expect(siteStyles(site({ colors: { primary: '#A8FF53', dark: '#1d4ed8' } }))).toContain('--q-on-primary-dark:#fff');
    expect([
      textOn('#fff'),
      textOn('#000'),
      textOn('#16a34a'),
      textOn('#facc15'),
      textOn('oklch(0.7 0.1 200)'),
    ]).toEqual(['#0b0c0f', '#fff', '#fff', '#0b0c0f', undefined]);
  });

  it('writes font weights and background images per mode', () => {
    const css = siteStyles(
      site({
        fonts: { heading: { family: 'Lexend', weight: 550 } },
        background: { image: { light: '/bg.png', dark: '/bg-dark.png' } },
      }),
    );
    expect(css).toContain('--q-font-weight-heading:550');
    expect(css).toContain('--q-bg-image:url("/bg.png")');
    expect(css).toMatch(/html\[data-theme="dark"\]\{[^}]*--q-bg-image:url\("\/bg-dark.png"\)/);
  });
});

describe('themeScript', () => {
  function run(options: {
    stored?: string | null;
    systemDark?: boolean;
    appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
    banner?: string;
  }) {
    const attributes = new Map<string, string>();
    const classes = new Set<string>();
    const storage = new Map<string, string>();
    if (options.stored) storage.set('quire-theme', options.stored);
    if (options.banner) storage.set('quire-banner-dismissed', options.banner);
    const document = {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    const localStorage = { getItem: (key: string) => storage.get(key) ?? null };
    const matchMedia = () => ({ matches: options.systemDark ?? false });
    const chrome = site({
      appearance: options.appearance,
      banner: { html: 'x', id: 'b-1', dismissible: true, type: 'info' },
    });
    new Function('document', 'localStorage', 'matchMedia', themeScript(chrome))(document, localStorage, matchMedia);
    return {
      theme: attributes.get('data-theme'),
      bannerHidden: attributes.has('data-banner-dismissed'),
      scripted: classes.has('q-js'),
    };
  }

  it('prefers the saved choice, then the configured default, then the system', () => {
    expect(run({ stored: 'dark', appearance: { default: 'light', strict: false } }).theme).toBe('dark');
    expect(run({ appearance: { default: 'light', strict: false }, systemDark: true }).theme).toBe('light');
    expect(run({ appearance: { default: 'system', strict: false }, systemDark: true }).theme).toBe('dark');
    expect(run({ appearance: { default: 'system', strict: false } }).theme).toBe('light');
  });

  it('ignores a saved choice on a strict site', () => {
    expect(run({ stored: 'dark', appearance: { default: 'light', strict: true } }).theme).toBe('light');
  });

  it('hides a banner dismissed with the same id and marks the page as scripted', () => {
    expect(run({ appearance: { default: 'light', strict: false }, banner: 'b-1' }).bannerHidden).toBe(true);
    expect(run({ appearance: { default: 'light', strict: false }, banner: 'old' }).bannerHidden).toBe(false);
    expect(run({ appearance: { default: 'light', strict: false } }).scripted).toBe(true);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { h, type VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../../../src/render/default-theme.js';
import type { ComponentContext } from '../../../src/render/theme.js';
import { helpers, page } from './page-fixture.js';

function context(): ComponentContext {
  return {
    base: '/',
    assetsBase: '/_quire/',
    iconLibrary: 'fontawesome',
    renderIcon: () => '<svg></svg>',
    features: new Set(),
  };
}

describe('the default theme implements the Theme contract', () => {
  it('renders page data to a whole document carrying the page title and body', () => {
    const html = defaultTheme.renderDocument(
      page({ title: 'Contract page', html: '<p id="marker">Marker body</p>' }),
      helpers,
    );
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Contract page - Acme</title>');
    expect(html).toContain('<p id="marker">Marker body</p>');
  });

  it('names every component it creates, and every name it lists resolves in the table', () => {
    const components = defaultTheme.createComponents(context());
    const created = Object.keys(components).filter((name) => /^[A-Z]/.test(name));
    expect(created.length).toBeGreaterThan(40);
    for (const name of created) expect(defaultTheme.componentNames.has(name), name).toBe(true);
    for (const name of defaultTheme.componentNames) {
      const component = name
        .split('.')
        .reduce<unknown>((owner, key) => (owner as Record<string, unknown> | undefined)?.[key], components);
      expect(typeof component, name).toBe('function');
    }
  });

  it('creates a fresh table per page: features go to that page’s context only', () => {
    const first = context();
    const second = context();
    const mermaid = defaultTheme.createComponents(first).Mermaid as (props: { chart: string }) => VNode;
    renderToString(h(mermaid, { chart: 'graph TD; A-->B' }));
    defaultTheme.createComponents(second);
    expect([...first.features]).toEqual(['mermaid']);
    expect(second.features.size).toBe(0);
  });

  it('lists its assets through the contract, vendor files only for features in use', () => {
    const plain = defaultTheme.assets({ features: new Set() }).map((asset) => asset.to);
    expect(plain).toContain('quire.css');
    expect(plain).not.toContain('vendor/mermaid.min.js');
    expect(defaultTheme.assets({ features: new Set(['mermaid']) }).map((asset) => asset.to)).toContain(
      'vendor/mermaid.min.js',
    );
  });
});

describe('the pipeline reaches the theme only through the contract', () => {
  it('one module of src/ imports the theme, and only its index', () => {
    const src = join(import.meta.dirname, '../../../src');
    const importers: string[] = [];
    for (const entry of readdirSync(src, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const file = join(entry.parentPath, entry.name);
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!);
      for (const specifier of specifiers.filter((s) => s.includes('templates/')))
        importers.push(`${relative(src, file).split(sep).join('/')} → ${specifier}`);
    }
    expect(importers).toEqual(['render/default-theme.ts → ../../templates/default/index.js']);
  });
});

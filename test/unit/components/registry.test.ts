import { describe, expect, it } from 'vitest';
import {
  BUILTIN_COMPONENT_NAMES,
  componentScripts,
  createComponents,
} from '../../../templates/default/components/index.js';
import { componentVendorFiles } from '../../../templates/default/components/client-scripts.js';
import { h, renderToString, testPage } from './helpers.js';

describe('component registry', () => {
  it('every built-in name resolves in the map, dotted names through their namespace', () => {
    const { c } = testPage();
    for (const name of BUILTIN_COMPONENT_NAMES) {
      // biome-ignore lint/suspicious/noExplicitAny: walks `Color.Item`-style names through the table
      const component = name.split('.').reduce((o: any, key) => o?.[key], c);
      expect(typeof component, name).toBe('function');
    }
  });

  it("includes Mintlify's allowed components and Quire's aliases", () => {
    for (const name of [
      'Tree.Folder',
      'Tree.File',
      'Color.Row',
      'Color.Item',
      'GitHub.Repo',
      'Github.Repo',
      'Param',
      'Example',
      'CardGroup',
      'FileTree',
      'Github',
      'Latex',
      'ZoomImage',
      'OptimizedVideo',
    ]) {
      expect(BUILTIN_COMPONENT_NAMES.has(name), name).toBe(true);
    }
  });

  it('aliases render like their targets', () => {
    const page = testPage();
    expect(page.c.Param).toBe(page.c.ParamField);
    expect(page.c.Example).toBe(page.c.Frame);
    expect(page.c.CardGroup).toBe(page.c.Columns);
    expect(page.c.FileTree).toBe(page.c.Tree);
    expect(page.c.Github).toBe(page.c.GitHub);
  });

  it('overrides img, video, iframe and a, but leaves headings to the layout', () => {
    const { c } = testPage();
    for (const tag of ['img', 'video', 'iframe', 'a']) expect(typeof c[tag]).toBe('function');
    expect(c.h2).toBeUndefined();
  });

  it('keeps per-page state inside each map: fallback ids restart on a new page', () => {
    const make = () => {
      const features = new Set<string>();
      const c = createComponents({ base: '/', iconLibrary: 'lucide', renderIcon: () => '', features });
      return renderToString(h(c.Accordion, { title: 'Same' }, 'x'));
    };
    expect(make()).toContain('id="same"');
    expect(make()).toContain('id="same"');
  });

  it('pages load one module entry; vendor files follow features', () => {
    expect(componentScripts(['tabs', 'mermaid'])).toEqual(['components/index.js']);
    expect(componentVendorFiles(['mermaid', 'math', 'tabs'])).toEqual([
      'vendor/mermaid.min.js',
      'vendor/katex/katex.min.css',
    ]);
  });
});

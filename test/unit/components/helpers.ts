// Shared setup for component tests: a page's components with a fake icon renderer, and HTML rendering.
import { h, type ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { ComponentContext } from '../../../src/render/theme.js';
import { createComponents } from '../../../templates/default/components/index.js';

export interface TestPage {
  /** The components map, as the MDX runtime receives it. */
  // biome-ignore lint/suspicious/noExplicitAny: tests call the components with props of every shape, wrong ones included
  c: Record<string, any>;
  ctx: ComponentContext;
  /** Renders `<Name {...props}>{children}</Name>` to HTML (a name the map lacks is a plain element). */
  render(name: string, props?: Record<string, unknown> | null, ...children: ComponentChildren[]): string;
}

/** A fresh page: new per-page state, features recorded in `ctx.features`, icons as `<svg data-icon="…">`. */
export function testPage(overrides: Partial<ComponentContext> = {}): TestPage {
  const ctx: ComponentContext = {
    base: '/',
    assetsBase: '/_quire/',
    iconLibrary: 'fontawesome',
    renderIcon: (icon, opts) => {
      const name = typeof icon === 'string' ? icon : icon.name;
      const extra = opts?.iconType ? ` data-type="${opts.iconType}"` : '';
      return `<svg data-icon="${name}"${extra}></svg>`;
    },
    features: new Set(),
    ...overrides,
  };
  const c = createComponents(ctx);
  return {
    c,
    ctx,
    render: (name, props, ...children) => {
      // biome-ignore lint/suspicious/noExplicitAny: walks `Color.Item`-style names through the table
      const component = name.includes('.') ? name.split('.').reduce((o: any, k) => o[k], c) : (c[name] ?? name);
      return renderToString(h(component, props ?? {}, ...children));
    },
  };
}

/** Renders any vnode. */
export { renderToString, h };

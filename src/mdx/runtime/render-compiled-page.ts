import { h } from 'preact';
import * as jsxRuntime from 'preact/jsx-runtime';
import { renderToString } from 'preact-render-to-string';
import { createRuntimeHelpers, type ComponentError, type IslandOptions } from './runtime-helpers.js';
import { RUNTIME } from './runtime-names.js';
import { createPageSandbox, DEFAULT_PAGE_TIMEOUT_MS, type PageSandbox } from './page-sandbox.js';
import type { CompiledPage } from '../types.js';
import { staticTreeElement } from './render-static-tree.js';
import { componentNames } from './static-tree.js';

export type { ComponentError } from './runtime-helpers.js';

export interface RenderPageOptions {
  /**
   * The theme's MDX components by name (`Note`, `CodeBlock`, `Tree` with `Tree.Folder` as a property or
   * under the key `"Tree.Folder"`). A name the page uses but the map lacks renders as a placeholder.
   */
  components: Record<string, unknown>;
  /** Extra names in scope for the page's expressions (`user` defaults to `{}`). */
  scope?: Record<string, unknown>;
  /** Called when one of the page's own components throws (it renders a notice instead). */
  onError?: (error: ComponentError) => void;
  /**
   * Where the page's code runs (see page-sandbox.ts): one per site and thread, reused for every page. Without
   * one, a new sandbox is made for this page alone.
   */
  sandbox?: PageSandbox;
  /** Time limit of the page's code, evaluation and render together (default {@link DEFAULT_PAGE_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** Interactive components render as islands (see islands.ts); without this, as static HTML only. */
  islands?: IslandOptions;
}

/** The name of a page's compiled code in error stacks (`quire:page-code:3:9`); see render/page-code-location.ts. */
export const PAGE_CODE_FILENAME = 'quire:page-code';
/** The line of the code that `CompiledPage.code` starts on, in the function compiled from it (after the wrapper's). */
export const PAGE_CODE_FIRST_LINE = 2;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const RESERVED = new Set(
  'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);

/**
 * Runs a compiled page (its MDX function body, with `preact/jsx-runtime`) and renders it to HTML with
 * preact-render-to-string, in the page sandbox and under its time limit. React hooks, `React` (`preact/compat`),
 * the components and `scope` are in scope for the page's `export const` components. Throws only when the page's
 * code itself fails to evaluate or render outside its own components, or runs too long (`PageTimeoutError`); the
 * caller turns that into a diagnostic.
 */
export function renderCompiledPage(page: CompiledPage, options: RenderPageOptions): string {
  const helpers = createRuntimeHelpers(options.onError, options.islands);
  if (page.tree) {
    // No code of the page's own runs: theme components alone, outside the sandbox and its time limit.
    const components = completeComponents(options.components, componentNames(page.tree), helpers.missing);
    return renderToString(staticTreeElement(page.tree, components));
  }
  const used = [...page.code.matchAll(/_missingMdxReference\("([^"]+)"/g)].map((m) => m[1]!);
  const components = completeComponents(options.components, used, helpers.missing);
  const params: Record<string, unknown> = {
    ...helpers.hooks,
    React: helpers.react,
    Fragment: jsxRuntime.Fragment,
    user: {},
  };
  // Components are variables too, for JSX inside `export const` components (`() => <Card/>`).
  // (Not those that would hide a JavaScript global, like a component called `Map` or `Request`.)
  for (const [name, value] of Object.entries(components))
    if (/^[A-Z]/.test(name) && IDENTIFIER.test(name) && !(name in globalThis)) params[name] = value;
  Object.assign(params, options.scope ?? {}, {
    [RUNTIME.react]: helpers.react,
    [RUNTIME.jsxRuntime]: helpers.jsx,
    [RUNTIME.missing]: helpers.missing,
    [RUNTIME.safe]: helpers.safe,
    [RUNTIME.createModules]: helpers.createModules,
  });
  const names = Object.keys(params).filter((n) => IDENTIFIER.test(n) && !RESERVED.has(n));
  const sandbox = options.sandbox ?? createPageSandbox();
  // Evaluation and render in one timed run: the page's components are called while Preact renders.
  return sandbox.run(() => {
    // The page's code runs in an inner function, so its own declarations may shadow any of these names.
    const run = sandbox.compileFunction(
      `return (function () {\n${page.code}\n}).call(undefined, _quireRuntime);`,
      [...names, '_quireRuntime'],
      PAGE_CODE_FILENAME,
    );
    const mod = run(...names.map((n) => params[n]), {
      Fragment: jsxRuntime.Fragment,
      jsx: helpers.jsx.jsx,
      jsxs: helpers.jsx.jsxs,
    }) as {
      default: (props: Record<string, unknown>) => unknown;
    };
    return renderToString(h(mod.default as never, { components }));
  }, options.timeoutMs ?? DEFAULT_PAGE_TIMEOUT_MS);
}

/**
 * The components map as MDX needs it: `Tree.Folder` reachable as a property of `Tree`, and a placeholder for
 * every component the page references (`used`) but the map lacks (MDX would throw "Expected component … to be
 * defined").
 */
function completeComponents(
  given: Record<string, unknown>,
  used: readonly string[],
  missing: (name: string) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...given };
  const dotted = [...Object.keys(given).filter((k) => k.includes('.')), ...used.filter((k) => k.includes('.'))];
  for (const name of used) if (!name.includes('.') && out[name] === undefined) out[name] = missing(name);
  for (const name of dotted) {
    const [root, ...rest] = name.split('.');
    const member = rest.join('.');
    const parent = out[root!] as Record<string, unknown> | undefined;
    const value = given[name] ?? (parent as Record<string, unknown> | undefined)?.[member] ?? missing(name);
    if (parent && (parent as Record<string, unknown>)[member] === value) continue;
    // A new function object so the theme's own component is never mutated.
    const base = parent ?? missing(root!);
    const wrapper = Object.assign((props: Record<string, unknown>) => h(base as never, props), base, {
      [member]: value,
    });
    out[root!] = wrapper;
  }
  return out;
}

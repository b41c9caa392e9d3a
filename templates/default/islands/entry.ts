/**
 * The islands script (built with the package into dist/island/islands.js; loaded only by pages that have
 * interactive components, see src/mdx/runtime/islands.ts). It runs the page's declarations, as the build did,
 * with Preact in place of the build's renderer, and hydrates every outermost `<quire-island>` with its
 * component and props: the markup is the build's, the state and event handlers come alive. An island whose
 * code fails keeps its static markup.
 */
import { Fragment, h, hydrate, type ComponentType } from 'preact';
import * as compat from 'preact/compat';
import * as hooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import {
  CLIENT_CODE_ATTRIBUTE,
  CLIENT_ISLANDS_ATTRIBUTE,
  CLIENT_THEME_ATTRIBUTE,
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
} from '../../../src/mdx/runtime/islands.js';
import { type ModuleFactories, type ModuleMaps, moduleLoader } from '../../../src/mdx/runtime/module-loader.js';
import { safeElementProps } from '../../../src/util/safe-element-props.js';

type AnyComponent = ComponentType<Record<string, unknown>>;

/** The React API page code is given (`React`, `import … from "react"`). */
const REACT: Record<string, unknown> = {
  ...(compat as unknown as Record<string, unknown>),
  ...((compat as unknown as { default?: object }).default ?? {}),
};

const list = (value: string | null): string[] => (value ? value.split(',').filter(Boolean) : []);

/** A component the browser does not have (a theme component, an import that resolved to nothing). */
function unavailable(name: string): AnyComponent {
  const Unavailable = (): never => {
    throw new Error(`<${name}> is only available when the site is built`);
  };
  return Unavailable;
}

/** Runs the page's declarations and returns what they declare (see recma-client-code.ts). */
function declarations(holder: Element): { declared: Record<string, unknown>; raw: Map<string, AnyComponent> } {
  const islands = new Set(list(holder.getAttribute(CLIENT_ISLANDS_ATTRIBUTE)));
  const raw = new Map<string, AnyComponent>();
  const wrapped = new WeakMap<object, AnyComponent>();
  /** A component the build made an island: it renders the same `<quire-island>` around its output. */
  const asIsland = (component: AnyComponent, name: string): AnyComponent => {
    const known = wrapped.get(component);
    if (known) return known;
    const Island = (props: Record<string, unknown>) => {
      const { children, ...data } = props;
      const json = JSON.stringify(children === undefined ? data : props);
      return h(
        ISLAND_ELEMENT,
        { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: json },
        h(component as never, props),
      );
    };
    wrapped.set(component, Island);
    return Island;
  };
  const safe = (value: unknown, name: string): unknown => {
    if (typeof value !== 'function') return value ?? unavailable(name);
    raw.set(name, value as AnyComponent);
    return islands.has(name) ? asIsland(value as AnyComponent, name) : value;
  };
  const guard =
    (create: (type: never, props: never, key?: never) => unknown) =>
    (type: unknown, props: Record<string, unknown>, key?: unknown): unknown => {
      if (typeof type === 'string') {
        const safe = safeElementProps(type, props);
        return safe ? create(type as never, safe as never, key as never) : null;
      }
      const name = typeof type === 'function' ? (type as { displayName?: string; name?: string }) : undefined;
      const label = name?.displayName || name?.name;
      const shown = label && islands.has(label) && !raw.has(label) ? asIsland(type as AnyComponent, label) : type;
      return create(shown as never, props as never, key as never);
    };
  const jsx = { ...jsxRuntime, jsx: guard(jsxRuntime.jsx), jsxs: guard(jsxRuntime.jsxs) };
  const missingModule = (spec: string): unknown =>
    new Proxy({}, { get: (_target, key) => (typeof key === 'symbol' ? undefined : unavailable(String(key ?? spec))) });
  const params: Record<string, unknown> = {
    ...hooks,
    React: REACT,
    Fragment,
    user: {},
    _quireReact: REACT,
    _quireJsxRuntime: jsx,
    _quireMissing: unavailable,
    _quireSafe: safe,
    _quireCreateModules: (factories: ModuleFactories, maps: ModuleMaps) =>
      moduleLoader(factories, maps, {
        react: REACT,
        jsx,
        missing: missingModule,
        onError: (path, error) => console.warn(`quire: the module ${path} failed in the browser:`, error),
      }),
  };
  for (const name of list(holder.getAttribute(CLIENT_THEME_ATTRIBUTE))) params[name] ??= unavailable(name);
  const names = Object.keys(params).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  const code = holder.getAttribute(CLIENT_CODE_ATTRIBUTE) ?? '';
  // The same wrapper as the build's (render-compiled-page.ts): the page's code is a function body.
  const run = new Function(
    ...names,
    '_quireRuntime',
    `return (function () {\n${code}\n}).call(undefined, _quireRuntime);`,
  ) as (...args: unknown[]) => Record<string, unknown>;
  const declared = run(...names.map((name) => params[name]), { Fragment, jsx: jsx.jsx, jsxs: jsx.jsxs });
  return { declared, raw };
}

function start(): void {
  const holder = document.querySelector(`[${CLIENT_CODE_ATTRIBUTE}]`);
  if (!holder) return;
  let page: ReturnType<typeof declarations>;
  try {
    page = declarations(holder);
  } catch (error) {
    console.warn('quire: the interactive components of this page could not start:', error);
    return;
  }
  for (const element of document.querySelectorAll(ISLAND_ELEMENT)) {
    if (element.parentElement?.closest(ISLAND_ELEMENT)) continue;
    const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
    const component = page.raw.get(name) ?? (page.declared[name] as AnyComponent | undefined);
    if (typeof component !== 'function') continue;
    try {
      const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
      hydrate(h(component as never, props), element);
      element.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    } catch (error) {
      console.warn(`quire: <${name}> could not start in the browser:`, error);
    }
  }
}

start();

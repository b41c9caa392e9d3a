import { h, type ComponentChildren } from 'preact';
import * as compat from 'preact/compat';
import * as preactHooks from 'preact/hooks';
import * as jsxRuntime from 'preact/jsx-runtime';
import {
  hasEventHandler,
  INTERACTIVE_HOOKS,
  ISLAND_ELEMENT,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandProps,
} from './islands.js';
import { type ModuleFactories, type ModuleMaps, moduleLoader } from './module-loader.js';

/** A component that failed while rendering, as passed to `onError`. */
export interface ComponentError {
  component: string;
  message: string;
  /**
   * `node`: it used something of Node that page code does not have (`process`, `require`…; named by `name`).
   * `async`: it returned a promise (an async component), which renders nothing.
   */
  kind?: 'node' | 'async';
  /** The Node name it used, with `kind: 'node'`. */
  name?: string;
  /** The stack of what it threw, when that was an error with one (to locate it in the source). */
  stack?: string;
}

/**
 * Names of Node (and of browsers' network) that page code does not have: a page using one gets an error saying
 * so, rather than a bare "is not defined". (Timers it has, inert: sandbox-web-globals.ts.)
 */
const NODE_NAMES = new Set([
  'process',
  'require',
  'module',
  'exports',
  '__dirname',
  '__filename',
  'Buffer',
  'global',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'setImmediate',
]);

/**
 * What a thrown value says, for a diagnostic. Errors thrown by page code come from the sandbox's realm, where
 * `instanceof Error` is false: read the message of any error-like object.
 */
export function describeError(
  error: unknown,
  options: { insideTimeLimit?: boolean } = {},
): { message: string; nodeName?: string; stack?: string } {
  const message =
    typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error);
  const name =
    (error as { name?: unknown } | null)?.name === 'ReferenceError'
      ? /^(\S+) is not defined$/.exec(message)?.[1]
      : undefined;
  // Outside the page's time limit, read as a plain value only: a getter of page code's would run here. (Node 24's
  // errors have their stack behind a getter of their own, so there it is read inside the limit, or not at all.)
  const stack =
    typeof error !== 'object' || error === null
      ? undefined
      : options.insideTimeLimit
        ? (error as { stack?: unknown }).stack
        : Object.getOwnPropertyDescriptor(error, 'stack')?.value;
  return {
    message,
    ...(name && NODE_NAMES.has(name) ? { nodeName: name } : {}),
    ...(typeof stack === 'string' ? { stack } : {}),
  };
}

type AnyComponent = ((props: Record<string, unknown>) => unknown) & Record<string | symbol, unknown>;

/** Marks the components `safe` made (they are not wrapped again). */
const SAFE = Symbol('quire.safe');

/** The React API for `import … from "react"` and component modules: `preact/compat` (hooks included). */
export const REACT: Readonly<Record<string, unknown>> = Object.freeze({
  ...(compat as unknown as Record<string, unknown>),
  ...((compat as unknown as { default?: object }).default ?? {}),
});

/** How a render treats the page's interactive components (see islands.ts). */
export interface IslandOptions {
  /** The names the page declares for the browser (`CompiledPage.client.names`): only these can hydrate. */
  names: ReadonlySet<string>;
  /** An interactive component rendered as an island. */
  onIsland: (name: string) => void;
  /** An interactive component rendered as static HTML only, and why (`reason` completes "because it …"). */
  onStatic: (name: string, reason: string) => void;
}

/** What the component being called (in `safe`) did that needs a browser, or used that only the build has. */
interface CallRecord {
  interactive: boolean;
  /** A theme component it rendered itself (`<Card>`): those exist at build time only. */
  theme?: string;
}

/**
 * The helpers the compiled code calls (see `runtime-names.ts`), bound to one render so errors reach
 * that render's `onError`, and islands that render's `islands`.
 */
export function createRuntimeHelpers(onError?: (error: ComponentError) => void, islands?: IslandOptions) {
  /** The record of the page component being called, if any. */
  let call: CallRecord | undefined;
  // The hooks page code gets (as names and on `React`): the same, noting that the component calling one is
  // interactive.
  const hooks: Record<string, unknown> = { ...preactHooks };
  for (const name of INTERACTIVE_HOOKS) {
    const hook = (REACT[name] ?? hooks[name]) as ((...args: unknown[]) => unknown) | undefined;
    if (typeof hook !== 'function') continue;
    hooks[name] = (...args: unknown[]) => {
      if (call) call.interactive = true;
      return hook(...args);
    };
  }
  const react: Readonly<Record<string, unknown>> = Object.freeze({
    ...REACT,
    ...Object.fromEntries(Object.keys(hooks).map((name) => [name, hooks[name]])),
  });

  const missing = (name: string): AnyComponent => {
    const Placeholder = ((props: { children?: ComponentChildren }) =>
      h('div', { class: 'quire-missing', 'data-component': name }, props.children)) as unknown as AnyComponent;
    Placeholder.displayName = `Missing(${name})`;
    return Placeholder;
  };

  const safe = (value: unknown, name: string): unknown => {
    if (value === undefined || value === null) return missing(name);
    if (typeof value !== 'function') return value;
    const component = value as AnyComponent & { prototype?: { render?: unknown } };
    if (component.prototype?.render) return value;
    const Safe = function (this: unknown, props: Record<string, unknown>) {
      let result: unknown;
      const saved = call;
      const record: CallRecord = { interactive: false };
      call = record;
      try {
        result = component.call(this, props);
      } catch (error) {
        // Inside the page's timed run: components render there.
        const { message, nodeName, stack } = describeError(error, { insideTimeLimit: true });
        onError?.({
          component: name,
          message,
          ...(nodeName ? { kind: 'node' as const, name: nodeName } : {}),
          ...(stack ? { stack } : {}),
        });
        return h(
          'div',
          { class: 'quire-missing quire-error', 'data-component': name, role: 'alert' },
          `<${name}> failed to render: ${message}`,
        );
      } finally {
        call = saved;
      }
      if (typeof (result as { then?: unknown } | null)?.then === 'function') {
        // Rendered once and synchronously: what the promise resolves to is never shown. Its rejection is not a
        // crash either (handled here).
        (result as Promise<unknown>).then(undefined, () => undefined);
        onError?.({ component: name, message: 'it returns a promise', kind: 'async' });
        return null;
      }
      return record.interactive && islands ? island({ name, props, result, record }, islands) : result;
    } as unknown as AnyComponent;
    Object.assign(Safe, component);
    Safe.displayName = name;
    Safe[SAFE] = true;
    return Safe;
  };

  // Each function component once, so that it keeps one identity from render to render.
  const wrapped = new WeakMap<object, unknown>();
  const safeType = (type: unknown): unknown => {
    // Page code's own functions only (made in the page sandbox's realm): the theme's components are trusted, and
    // some are recognised by identity (a CodeGroup reads its code blocks' props).
    if (typeof type !== 'function' || type instanceof Function || (type as AnyComponent)[SAFE]) return type;
    let out = wrapped.get(type);
    if (!out) {
      const named = type as { displayName?: unknown; name?: unknown };
      const name =
        typeof named.displayName === 'string' && named.displayName
          ? named.displayName
          : typeof named.name === 'string' && named.name
            ? named.name
            : 'Component';
      out = safe(type, name);
      wrapped.set(type, out);
    }
    return out;
  };
  /**
   * The JSX runtime of page code and component modules: every function component of page code it is given renders
   * through `safe`, so that one that throws shows a notice, whether the page names it or a component of a snippet uses it
   * inside itself (`const Inner = () => localStorage…` in a snippet failed the whole build).
   */
  const guarded =
    (create: (type: never, props: never, key?: never) => unknown) => (type: unknown, props: unknown, key?: unknown) => {
      if (call) noteElement(call, type, props);
      return create(safeType(type) as never, props as never, key as never);
    };
  const jsx = Object.freeze({
    ...jsxRuntime,
    jsx: guarded(jsxRuntime.jsx),
    jsxs: guarded(jsxRuntime.jsxs),
    jsxDEV: guarded(jsxRuntime.jsxDEV),
  });

  /** A module that could not be resolved: every export is a placeholder component. */
  const missingModule = (spec: string): unknown =>
    new Proxy(
      {},
      {
        get: (_target, key) =>
          key === '__esModule' || typeof key === 'symbol' ? undefined : missing(key === 'default' ? spec : String(key)),
      },
    );

  const createModules = (factories: ModuleFactories, maps: ModuleMaps) =>
    moduleLoader(factories, maps, {
      react,
      jsx,
      missing: missingModule,
      onError: (path, error) => {
        // Inside the page's timed run: components render there.
        const { message, nodeName, stack } = describeError(error, { insideTimeLimit: true });
        onError?.({
          component: path,
          message,
          ...(nodeName ? { kind: 'node' as const, name: nodeName } : {}),
          ...(stack ? { stack } : {}),
        });
      },
    });

  return { missing, safe, createModules, jsx, hooks, react };
}

/** What an element a page component makes says about it: an event handler, or a theme component. */
function noteElement(call: CallRecord, type: unknown, props: unknown): void {
  if (typeof type === 'string') {
    if (!call.interactive && hasEventHandler(props)) call.interactive = true;
  } else if (
    typeof type === 'function' &&
    type instanceof Function &&
    type !== jsxRuntime.Fragment &&
    !(type as AnyComponent)[SAFE] &&
    !call.theme
  ) {
    // A function of this realm: one of the theme's components (page code's own come from the sandbox's realm).
    const named = type as { displayName?: unknown; name?: unknown };
    const name = typeof named.displayName === 'string' ? named.displayName : named.name;
    if (typeof name === 'string' && /^[A-Z]/.test(name)) call.theme = name;
  }
}

/**
 * An interactive component's output as an island (see islands.ts), or as it is, static, when it cannot be one:
 * its name is not among the page's declarations, it renders a theme component, or its props are not plain data.
 */
function island(
  rendered: { name: string; props: Record<string, unknown>; result: unknown; record: CallRecord },
  islands: IslandOptions,
): unknown {
  const { name, props, result, record } = rendered;
  if (!islands.names.has(name)) {
    islands.onStatic(name, 'is not declared at the top of the page or exported by an imported snippet');
    return result;
  }
  if (record.theme) {
    islands.onStatic(name, `renders <${record.theme}>, a built-in component that only exists at build time`);
    return result;
  }
  const data = islandProps(props);
  if ('problem' in data) {
    islands.onStatic(name, `is given ${data.problem}, which cannot be sent to the browser`);
    return result;
  }
  islands.onIsland(name);
  return h(ISLAND_ELEMENT, { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: data.json }, result as never);
}

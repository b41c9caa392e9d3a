import { h, type ComponentChildren } from 'preact';
import * as compat from 'preact/compat';
import * as jsxRuntime from 'preact/jsx-runtime';

/** A component that failed while rendering, as passed to `onError`. */
export interface ComponentError {
  component: string;
  message: string;
}

type AnyComponent = ((props: Record<string, unknown>) => unknown) & Record<string, unknown>;

/** The React API for `import … from "react"` and component modules: `preact/compat` (hooks included). */
export const REACT = {
  ...(compat as unknown as Record<string, unknown>),
  ...((compat as unknown as { default?: object }).default ?? {}),
};

/**
 * The helpers the compiled code calls (see `runtime-names.ts`), bound to one render so errors reach
 * that render's `onError`.
 */
export function createRuntimeHelpers(onError?: (error: ComponentError) => void) {
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
      try {
        return component.call(this, props);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        onError?.({ component: name, message });
        return h(
          'div',
          { class: 'quire-missing quire-error', 'data-component': name, role: 'alert' },
          `<${name}> failed to render: ${message}`,
        );
      }
    } as unknown as AnyComponent;
    Object.assign(Safe, component);
    Safe.displayName = name;
    return Safe;
  };

  /** A module that could not be resolved: every export is a placeholder component. */
  const missingModule = (spec: string): unknown =>
    new Proxy(
      {},
      {
        get: (_target, key) =>
          key === '__esModule' || typeof key === 'symbol' ? undefined : missing(key === 'default' ? spec : String(key)),
      },
    );

  const createModules = (
    factories: Record<
      string,
      (module: { exports: unknown }, exports: unknown, require: (spec: string) => unknown) => void
    >,
    maps: Record<string, Record<string, string | null>>,
  ) => {
    const cache = new Map<string, { exports: unknown }>();
    const load = (path: string): unknown => {
      const cached = cache.get(path);
      if (cached) return cached.exports;
      const module = { exports: {} as unknown };
      cache.set(path, module);
      const require = (spec: string): unknown => {
        const target = maps[path]?.[spec];
        if (target === '@react') return REACT;
        if (target === '@jsx') return jsxRuntime;
        if (target === '@empty') return {};
        if (target && factories[target]) return load(target);
        return missingModule(spec);
      };
      try {
        factories[path]!(module, module.exports, require);
      } catch (error) {
        onError?.({ component: path, message: error instanceof Error ? error.message : String(error) });
        module.exports = missingModule(path);
      }
      return module.exports;
    };
    return load;
  };

  return { missing, safe, createModules };
}

/**
 * The table of a page's compiled component modules (imported `.jsx` snippets, see snippets/module-table.ts),
 * loaded on first use. Shared by the server render and the browser's interactive components (islands-client.ts):
 * it imports nothing.
 */

/** A compiled module: CommonJS-style, given its `module`, `exports` and `require`. */
export type ModuleFactory = (
  module: { exports: unknown },
  exports: unknown,
  require: (spec: string) => unknown,
) => void;
export type ModuleFactories = Record<string, ModuleFactory>;
/** Per module, what each of its import specifiers resolves to: a module path, `@react`, `@jsx`, `@empty`, or null. */
export type ModuleMaps = Record<string, Record<string, string | null>>;

export interface ModuleLoaderOptions {
  /** The React API (`import … from "react"`). */
  react: unknown;
  /** The JSX runtime (`react/jsx-runtime`). */
  jsx: unknown;
  /** What an import that resolves to nothing gives (placeholder components). */
  missing: (spec: string) => unknown;
  /** A module whose code throws: its exports are then `missing(path)`. */
  onError: (path: string, error: unknown) => void;
}

/** `load(path)`: the exports of a module of the table, each module run once. */
export function moduleLoader(
  factories: ModuleFactories,
  maps: ModuleMaps,
  options: ModuleLoaderOptions,
): (path: string) => unknown {
  const cache = new Map<string, { exports: unknown }>();
  const load = (path: string): unknown => {
    const cached = cache.get(path);
    if (cached) return cached.exports;
    const module = { exports: {} as unknown };
    cache.set(path, module);
    const require = (spec: string): unknown => {
      const target = maps[path]?.[spec];
      if (target === '@react') return options.react;
      if (target === '@jsx') return options.jsx;
      if (target === '@empty') return {};
      if (target && Object.hasOwn(factories, target)) return load(target);
      return options.missing(spec);
    };
    try {
      factories[path]!(module, module.exports, require);
    } catch (error) {
      options.onError(path, error);
      module.exports = options.missing(path);
    }
    return module.exports;
  };
  return load;
}

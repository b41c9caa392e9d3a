/**
 * Names the compiled code uses for what the renderer provides (see `render-compiled-page.ts`). They are
 * parameters of a function wrapped around the page's code, so the page may declare the same names itself.
 */
export const RUNTIME = {
  /** `preact/compat` (React API: hooks, createElement, Fragment…), for `import … from "react"`. */
  react: '_quireReact',
  /** `preact/jsx-runtime`, for `import … from "react/jsx-runtime"`. */
  jsxRuntime: '_quireJsxRuntime',
  /** `(name) => Component`: a visible placeholder for something that could not be imported. */
  missing: '_quireMissing',
  /** `(value, name) => value`: wraps a user component so an exception renders a notice, not a failed page. */
  safe: '_quireSafe',
  /** `(factories, requireMaps) => load(path)`: the table of compiled component modules. */
  createModules: '_quireCreateModules',
} as const;

/** The page-level constant holding the module table. */
export const MODULES_CONST = '_quireModules';

/** Names in scope in every page without an import (reference §3.1: React hooks; `user` for personalization). */
export const INJECTED_NAMES = [
  'useState',
  'useEffect',
  'useRef',
  'useCallback',
  'useMemo',
  'useContext',
  'useReducer',
  'useLayoutEffect',
  'useId',
  'React',
  'Fragment',
  'user',
] as const;

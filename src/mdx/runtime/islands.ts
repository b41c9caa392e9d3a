/**
 * Interactive components ("islands"): a page's own component that keeps state (`useState`), runs effects or
 * handles events (`onClick`) renders at build time like any other, inside a `<quire-island>` element that names
 * it and holds its props as JSON; in the browser, the theme's islands script runs the page's declarations
 * (plugins/recma-client-code.ts) and hydrates each island, so the component works as its author wrote it.
 * Shared by the server render and the browser script: it imports nothing.
 */

/** The element around an island (`display: contents`: it adds no box). */
export const ISLAND_ELEMENT = 'quire-island';
/** Its attributes: the component's name, and its props as JSON. */
export const ISLAND_NAME_ATTRIBUTE = 'data-component';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** Set by the browser script on an island it brought to life. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The hidden element holding the page's declarations for the browser, and the islands and theme names it needs. */
export const CLIENT_CODE_ATTRIBUTE = 'data-q-components';
export const CLIENT_ISLANDS_ATTRIBUTE = 'data-q-islands';
export const CLIENT_THEME_ATTRIBUTE = 'data-q-theme';

/** Hooks whose work only happens in a browser (state that changes, effects): a component calling one is interactive. */
export const INTERACTIVE_HOOKS: ReadonlySet<string> = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useSyncExternalStore',
  'useTransition',
]);

/** An event handler given to an element (`onClick={…}`): the element does something in a browser. */
export function hasEventHandler(props: unknown): boolean {
  if (typeof props !== 'object' || props === null) return false;
  for (const key of Object.keys(props)) {
    if (key.length > 2 && key.startsWith('on') && key.charCodeAt(2) >= 65 && key.charCodeAt(2) <= 90) {
      if (typeof (props as Record<string, unknown>)[key] === 'function') return true;
    }
  }
  return false;
}

/** Most characters of an island's props as JSON (they are written into the page). */
const MAX_PROPS_CHARS = 64 * 1024;

/**
 * An island's props as JSON, or why they cannot go to the browser: only plain data can (strings, numbers,
 * booleans, null, arrays and plain objects of them); children that are elements and functions cannot.
 */
export function islandProps(props: Record<string, unknown>): { json: string } | { problem: string } {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    const problem = plainDataProblem(value, 0);
    if (problem)
      return { problem: key === 'children' ? 'content between its tags' : `its \`${key}\` prop (${problem})` };
    data[key] = value;
  }
  const json = JSON.stringify(data);
  if (json.length > MAX_PROPS_CHARS) return { problem: `props of ${json.length} characters` };
  return { json };
}

function plainDataProblem(value: unknown, depth: number): string | undefined {
  if (depth > 32) return 'nested too deep';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'a number JSON cannot hold';
  if (typeof value === 'function') return 'a function';
  if (typeof value !== 'object') return `a ${typeof value}`;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = plainDataProblem(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  // Objects of page code come from its own realm: a plain object is one whose prototype has none.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && Object.getPrototypeOf(proto) !== null) return 'an object that is not plain data';
  if ('props' in value && 'type' in value) return 'an element';
  for (const item of Object.values(value)) {
    const problem = plainDataProblem(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

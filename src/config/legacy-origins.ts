/**
 * A legacy mint.json is validated and used in its docs.json shape, where its groups, tabs and anchors sit at
 * other paths (`navigation[2]` becomes `navigation.tabs[1].groups[0]`). Positions are only known in the file the
 * author wrote, so a docs.json path is turned back into the mint.json path it came from before it is located.
 */
import type { JsonPath, Locate } from './json-path.js';

/** The mint.json path of each object the upgrade moved or rebuilt. */
export type Origins = WeakMap<object, JsonPath>;

/**
 * The mint.json path of the value at `path` in the upgraded value: the path of the deepest object on the way
 * that the upgrade recorded, followed by the rest of `path` (keys it copied keep their names). A path that passes
 * no recorded object is returned as it is: those keys kept their place.
 */
export function originalPath(upgraded: unknown, path: JsonPath, origins: Origins): JsonPath {
  let node: unknown = upgraded;
  let found: { at: JsonPath; depth: number } | undefined;
  for (let depth = 0; ; depth++) {
    if (typeof node === 'object' && node !== null) {
      const at = origins.get(node);
      if (at) found = { at, depth };
    }
    if (depth === path.length) break;
    node = child(node, path[depth]);
    if (node === undefined) break;
  }
  return found ? [...found.at, ...path.slice(found.depth)] : path;
}

/** An own member of an object or an element of an array (never an inherited one such as `constructor`). */
function child(node: unknown, part: string | number | undefined): unknown {
  if (Array.isArray(node)) return typeof part === 'number' ? node[part] : undefined;
  if (typeof node !== 'object' || node === null || typeof part !== 'string') return undefined;
  return Object.hasOwn(node, part) ? (node as Record<string, unknown>)[part] : undefined;
}

/** A locate function over mint.json positions that takes paths of the upgraded (docs.json) value. */
export function locateInMintJson(locate: Locate, upgraded: unknown, origins: Origins): Locate {
  return (path) => locate(originalPath(upgraded, path, origins));
}

import type { JsonPath } from '../config/json-path.js';

/** An icon reference found in docs.json, with the JSON path of its `icon` key. */
export interface ConfigIcon {
  /** Name, URL or path as written. */
  name: string;
  /** `library` of an `{ name, library }` icon object, when it names one. */
  library?: string;
  path: JsonPath;
}

/**
 * Every icon docs.json asks for: the `icon` keys of tabs, anchors, groups, pages, dropdowns, products, navbar
 * links and contextual options, wherever they sit (`$ref` files are already merged in). Pure: walks the value.
 * `keep` filters before the JSON path is copied: callers that want only the broken ones walk without allocating.
 */
export function listConfigIcons(
  config: unknown,
  keep: (icon: { name: string; library?: string }) => boolean = () => true,
): ConfigIcon[] {
  const found: ConfigIcon[] = [];
  const path: (string | number)[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        if (!item || typeof item !== 'object') continue;
        path.push(index);
        visit(item);
        path.pop();
      }
      return;
    }
    for (const key in value as Record<string, unknown>) {
      const child = (value as Record<string, unknown>)[key];
      if (key === 'icon') {
        const icon = iconValue(child);
        if (icon && keep(icon)) found.push({ ...icon, path: [...path, key] });
      } else if (child && typeof child === 'object') {
        path.push(key);
        visit(child);
        path.pop();
      }
    }
  };
  if (config && typeof config === 'object') visit(config);
  return found;
}

function iconValue(value: unknown): { name: string; library?: string } | undefined {
  if (typeof value === 'string') return value.trim() ? { name: value.trim() } : undefined;
  if (!value || typeof value !== 'object') return undefined;
  const { name, library } = value as { name?: unknown; library?: unknown };
  if (typeof name !== 'string' || !name.trim()) return undefined;
  return typeof library === 'string' ? { name: name.trim(), library } : { name: name.trim() };
}

/** A path into the docs.json value: object keys and array indexes. */
export type JsonPath = ReadonlyArray<string | number>;

/** A position in a config file: `file` is relative to the site root. */
export interface ConfigLocation {
  file: string;
  line: number;
  column: number;
}

/** Finds where the value at a JSON path was written (following `$ref` files). */
export type Locate = (path: JsonPath) => ConfigLocation | undefined;

/** `['navigation', 'tabs', 1, 'groups']` → `navigation.tabs[1].groups`. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(root)';
}

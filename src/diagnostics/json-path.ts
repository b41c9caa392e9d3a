/** A path into the docs.json value: object keys and array indexes. */
export type JsonPath = ReadonlyArray<string | number>;

/** `['navigation', 'tabs', 1, 'groups']` → `navigation.tabs[1].groups`, as a diagnostic's `path` names it. */
export function formatJsonPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || '(root)';
}

import type { JsonPath } from '../diagnostics/json-path.js';

// Diagnostics name JSON paths too (`Diagnostic.path`), so the path type and its formatting live there.
export { formatJsonPath, type JsonPath } from '../diagnostics/json-path.js';

/** A position in a config file: `file` is relative to the site root. */
export interface ConfigLocation {
  file: string;
  line: number;
  column: number;
}

/** Finds where the value at a JSON path was written (following `$ref` files). */
export type Locate = (path: JsonPath) => ConfigLocation | undefined;

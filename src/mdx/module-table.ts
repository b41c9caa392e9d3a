import type { Statement } from 'estree';
import { parseStatements } from './estree-tools.js';
import { MODULES_CONST, RUNTIME } from './runtime-names.js';

/** One compiled component module of a page: its code and where each of its `require`s leads. */
export interface TableModule {
  code: string;
  /** specifier → module path, `@react`, `@jsx`, `@empty`, or null (missing: a placeholder module). */
  requires: Record<string, string | null>;
}

/**
 * The statement declaring the page's module table: every component module the page (and its snippets)
 * imports, compiled in, so the page's code needs no file at render time.
 */
export function moduleTableStatement(modules: ReadonlyMap<string, TableModule>): Statement[] {
  const factories = [...modules]
    .map(([path, m]) => `${JSON.stringify(path)}: function (module, exports, require) {\n${m.code}\n}`)
    .join(',\n');
  const maps = JSON.stringify(Object.fromEntries([...modules].map(([path, m]) => [path, m.requires])));
  return parseStatements(`const ${MODULES_CONST} = ${RUNTIME.createModules}({\n${factories}\n}, ${maps});`);
}

/** `const local = _quireSafe(_quireModules("path").name, "local")` (or the whole module for `* as`). */
export function moduleImportStatement(local: string, path: string, imported: string | '*'): Statement[] {
  const load = `${MODULES_CONST}(${JSON.stringify(path)})`;
  if (imported === '*') return parseStatements(`const ${local} = ${load};`);
  return parseStatements(`const ${local} = ${RUNTIME.safe}(${load}[${JSON.stringify(imported)}], ${JSON.stringify(local)});`);
}

import type { Statement } from 'estree';
import type { CompileContext } from '../compile-context.js';
import { parseStatements } from '../estree-tools.js';
import { resolveImport } from './import-resolver.js';
import { MODULES_CONST, RUNTIME } from '../runtime/runtime-names.js';

/** One compiled component module of a page: its code and where each of its `require`s leads. */
export interface TableModule {
  code: string;
  /** specifier → module path, `@react`, `@jsx`, `@empty`, or null (missing: a placeholder module). */
  requires: Record<string, string | null>;
  /** What it exports, when known (see CompiledModule). */
  exports?: ReadonlySet<string>;
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
  return parseStatements(
    `const ${local} = ${RUNTIME.safe}(${load}[${JSON.stringify(imported)}], ${JSON.stringify(local)});`,
  );
}

/** Adds a component module (and the modules it requires) to the page's table; false when it does not compile. */
export async function addModule(
  path: string,
  ctx: CompileContext,
  modules: Map<string, TableModule>,
): Promise<boolean> {
  if (modules.has(path)) return true;
  const source = ctx.services.options.readFile(path);
  if (source === undefined) return false;
  ctx.dependencies.add(path);
  const compiled = await ctx.services.modules.compile(path, source);
  ctx.diagnostics.push(...compiled.diagnostics);
  if (compiled.code === undefined) return false;
  const entry: TableModule = {
    code: compiled.code,
    requires: {},
    ...(compiled.exports ? { exports: new Set(compiled.exports) } : {}),
  };
  modules.set(path, entry);
  for (const spec of compiled.requires) {
    const target = resolveImport(spec, path, ctx.services.options.fileExists);
    if (target.kind === 'runtime') entry.requires[spec] = /jsx(-dev)?-runtime$/.test(spec) ? '@jsx' : '@react';
    else if (target.kind === 'file' && target.type === 'css') entry.requires[spec] = '@empty';
    else if (target.kind === 'file' && target.type === 'module' && (await addModule(target.path, ctx, modules)))
      entry.requires[spec] = target.path;
    else {
      entry.requires[spec] = null;
      const line = source.split('\n').findIndex((l) => l.includes(spec)) + 1;
      ctx.diagnostics.push({
        severity: 'warning',
        rule: 'missing-import',
        file: path,
        ...(line > 0 ? { line, column: 1 } : {}),
        message:
          target.kind === 'package'
            ? `Cannot import the npm package "${spec}" in a component snippet.`
            : target.kind === 'file' && (target.type === 'mdx' || target.type === 'md')
              ? `Cannot import the MDX file "${spec}" from a component snippet.`
              : `Cannot import "${spec}": the file does not exist or does not compile.`,
        hint: 'Component snippets can import React and other .jsx/.tsx snippets; import MDX snippets from the page instead.',
      });
    }
  }
  return true;
}

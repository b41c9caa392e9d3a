/**
 * `@asyncapi/parser` takes seconds to load (hundreds of CommonJS modules): sites without AsyncAPI, and the
 * page models, must never load it. Only validate-asyncapi.ts names it, in a dynamic `import()`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PARSER = '@asyncapi/parser';

/** The module specifiers of a file: static imports and re-exports (types left out), and dynamic imports. */
function specifiers(file: string): { specifier: string; dynamic: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: { specifier: string; dynamic: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      out.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      out.push({ specifier: (node.moduleSpecifier as ts.StringLiteral).text, dynamic: false });
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteral(first)) out.push({ specifier: first.text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every `src/` file a file loads at import time (static imports, followed), itself included. */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, dynamic } of specifiers(file)) {
      if (dynamic || !specifier.startsWith('.')) continue;
      queue.push(path.resolve(path.dirname(file), specifier).replace(/\.js$/, '.ts'));
    }
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('@asyncapi/parser is loaded lazily', () => {
  it('is named by validate-asyncapi.ts only, in a dynamic import', () => {
    const users = sourceFiles(path.join(repo, 'src')).flatMap((file) =>
      specifiers(file)
        .filter(({ specifier }) => specifier === PARSER || specifier.startsWith(`${PARSER}/`))
        .map(({ dynamic }) => ({ file: path.relative(repo, file), dynamic })),
    );
    expect(users).toEqual([{ file: 'src/asyncapi/validate-asyncapi.ts', dynamic: true }]);
  });

  it('is not reached by the static imports of any asyncapi module', () => {
    for (const file of sourceFiles(path.join(repo, 'src/asyncapi'))) {
      for (const reached of staticClosure(file)) {
        const direct = specifiers(reached).filter(({ specifier, dynamic }) => !dynamic && specifier.startsWith(PARSER));
        expect(direct, `${path.relative(repo, reached)} (from ${path.relative(repo, file)})`).toEqual([]);
      }
    }
  });

  it('is not in the module cache after importing the models and the loader, only after validating', async () => {
    const require = createRequire(import.meta.url);
    const loaded = () =>
      Object.keys(require.cache).some((key) => key.includes(`${path.sep}@asyncapi${path.sep}parser`));
    await import('../../../src/asyncapi/channel-model.js');
    await import('../../../src/asyncapi/channel-slug.js');
    const { loadAsyncApi } = await import('../../../src/asyncapi/load-asyncapi.js');
    expect(loaded()).toBe(false);
    const root = path.join(repo, 'test/fixtures/asyncapi');
    await loadAsyncApi({ root, file: 'mintlify.yaml', validate: false });
    expect(loaded()).toBe(false);
    await loadAsyncApi({ root, file: 'mintlify.yaml' });
    expect(loaded()).toBe(true);
  });
});

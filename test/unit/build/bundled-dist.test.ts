import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The bundled dist/ (`npm run build`: tsc, then scripts/bundle-dist.js): Quire's files import packages from
 * dist/chunks/, and nothing from node_modules but the packages kept external on purpose. Skipped on a dist/ that
 * a bare `tsc` wrote (unbundled, which works the same, only slower to start).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dist = path.join(root, 'dist');
const MARKER = '// quire: bundled by scripts/bundle-dist.js';
const cli = path.join(dist, 'src/cli.js');
const bundled = existsSync(cli) && readFileSync(cli, 'utf8').startsWith(MARKER);

function jsFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The specifiers of a file's static imports, re-exports, literal `import()`s and `require()`s. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*["']([^"'\s]+)["']/gm,
    /^\s*import\s*["']([^"'\s]+)["']/gm,
    // Not `{import('x').Type}` in a JSDoc comment.
    /(?<![{\w.])import\(\s*["']([^"'\s]+)["']\s*\)/g,
    /\b__require\d*\(\s*["']([^"'\s]+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string);

describe.skipIf(!bundled)('the bundled dist/', () => {
  const files = ['src', 'templates', 'chunks'].flatMap((dir) => jsFiles(path.join(dist, dir)));

  it('imports from node_modules only the packages kept external, and resolves every relative import', async () => {
    // @ts-expect-error: a plain ES module script without types.
    const { KEEP_EXTERNAL } = (await import('../../../scripts/bundle-dist.js')) as {
      KEEP_EXTERNAL: Map<string, string>;
    };
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    const packages = new Set<string>();
    const missing: string[] = [];
    for (const file of files) {
      for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
        if (specifier.startsWith('.')) {
          if (!existsSync(path.resolve(path.dirname(file), specifier))) missing.push(`${file} → ${specifier}`);
        } else if (!builtins.has(specifier)) packages.add(packageOf(specifier));
      }
    }
    expect(missing).toEqual([]);
    // `encoding` is node-fetch's optional converter, required inside a try (absent here, as on most installs).
    const unexpected = [...packages].filter((name) => !KEEP_EXTERNAL.has(name) && name !== 'encoding');
    expect(unexpected).toEqual([]);
    // The MDX pipeline's packages are bundled, not loaded file by file.
    expect(packages.has('unified')).toBe(false);
    expect(packages.has('shiki')).toBe(false);
  });

  it('keeps every Quire module at the path tsc gave it, beside its declarations', () => {
    const declarations = ['src', 'templates']
      .flatMap((dir) => readdirSync(path.join(dist, dir), { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts') && !entry.name.endsWith('.d.d.ts'));
    expect(declarations.length).toBeGreaterThan(100);
    const withoutModule = declarations
      .map((entry) => path.join(entry.parentPath, entry.name.replace(/\.d\.ts$/, '.js')))
      .filter((file) => !existsSync(file));
    expect(withoutModule).toEqual([]);
    for (const file of files.filter((f) => !f.includes(`${path.sep}chunks${path.sep}`))) {
      expect(readFileSync(file, 'utf8').startsWith(MARKER), file).toBe(true);
    }
  });

  it('converts a Swagger 2.0 document (a CommonJS package, whose bundled chunk has only a default export)', async () => {
    const { convertSwagger2 } = (await import(
      path.join(dist, 'src/openapi/convert-swagger2.js')
    )) as typeof import('../../../src/openapi/convert-swagger2.js');
    const swagger = {
      swagger: '2.0',
      info: { title: 'Pets', version: '1' },
      paths: { '/pets': { get: { responses: { '200': { description: 'OK' } } } } },
    };
    const converted = await convertSwagger2(swagger);
    expect(converted.error).toBeUndefined();
    expect(converted.document).toMatchObject({ openapi: expect.stringMatching(/^3\./), paths: { '/pets': {} } });
  });
});

import path from 'node:path';

/** Where an `import … from "spec"` in a page or snippet leads. */
export type ImportTarget =
  /** React or Preact: served by the runtime (`preact/compat`). */
  | { kind: 'runtime'; spec: string }
  /** A project file. */
  | { kind: 'file'; path: string; type: 'mdx' | 'md' | 'module' | 'css' | 'other' }
  /** An npm package or an alias (`@/lib`): there is nothing to bundle it from. */
  | { kind: 'package'; spec: string }
  /** A project path that does not exist (after trying the usual extensions). */
  | { kind: 'not-found'; path: string };

const RUNTIME = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'preact',
  'preact/hooks',
  'preact/compat',
  'preact/jsx-runtime',
]);

const TRY_EXTENSIONS = [
  '.mdx',
  '.md',
  '.jsx',
  '.tsx',
  '.js',
  '.ts',
  '/index.mdx',
  '/index.jsx',
  '/index.tsx',
  '/index.js',
];

/**
 * Resolves an import specifier written in `fromFile` (root-relative): root-absolute (`/snippets/a.mdx`) and
 * relative (`./a`, `../a`) paths are project files; the extension may be left out.
 */
export function resolveImport(spec: string, fromFile: string, fileExists: (p: string) => boolean): ImportTarget {
  if (RUNTIME.has(spec)) return { kind: 'runtime', spec };
  let target: string;
  if (spec.startsWith('/')) target = path.posix.normalize(spec).replace(/^\/+/, '');
  else if (spec.startsWith('./') || spec.startsWith('../'))
    target = path.posix.join(path.posix.dirname(fromFile), spec);
  else return { kind: 'package', spec };
  target = target.replace(/[?#].*$/, '');
  if (target.startsWith('../') || target === '..') return { kind: 'not-found', path: target };
  if (!fileExists(target)) {
    const found =
      /\.[a-z]+$/i.test(target) && !/\.(mdx|md|jsx|tsx|js|ts)$/i.test(target)
        ? undefined
        : TRY_EXTENSIONS.map((e) => target + e).find(fileExists);
    if (!found) return { kind: 'not-found', path: target };
    target = found;
  }
  return { kind: 'file', path: target, type: fileType(target) };
}

function fileType(file: string): 'mdx' | 'md' | 'module' | 'css' | 'other' {
  const ext = path.posix.extname(file).toLowerCase();
  if (ext === '.mdx') return 'mdx';
  if (ext === '.md') return 'md';
  if (ext === '.jsx' || ext === '.tsx' || ext === '.js' || ext === '.ts' || ext === '.mjs') return 'module';
  if (ext === '.css') return 'css';
  return 'other';
}

/** The file a legacy `<Snippet file="name.mdx"/>` means: `_snippets/` first, then `snippets/`, then as written. */
export function resolveLegacySnippet(name: string, fileExists: (p: string) => boolean): string | undefined {
  const clean = path.posix.normalize(name.replace(/^\/+/, ''));
  const candidates = [`_snippets/${clean}`, `snippets/${clean}`, clean];
  const withExt = /\.(mdx|md)$/i.test(clean) ? candidates : candidates.flatMap((c) => [`${c}.mdx`, `${c}.md`]);
  return withExt.find((c) => !c.startsWith('..') && fileExists(c));
}

/**
 * Which spec file a name means. Sites name specs many ways: `openapi.json`, `/openapi.json`, `./api/v1.yaml`,
 * `v1` (the file name without its extension), or a path relative to the page that names it.
 */
import path from 'node:path';

/** `/api/openapi.json`, `./api/openapi.json` → `api/openapi.json`. */
export function cleanSpecName(name: string): string {
  return name.trim().replace(/^\.?\/+/, '');
}

/**
 * The spec file (root-relative, one of `files`) a name means, else undefined. Tried in order: the path from the
 * site root, the path from the naming page's folder, then a unique file whose name (with or without extension)
 * is the name.
 */
export function findSpecFile(files: readonly string[], name: string, fromDir?: string): string | undefined {
  return findSpecFiles(files, name, fromDir)[0];
}

/**
 * Every spec file a name may mean, best first: the path from the site root, the path from the naming page's
 * folder, then the files of that name (with or without extension) in other folders, shallowest first. The hosted
 * platform falls back the same way: `/es/openapi.json GET /x` finds `/x` in `openapi.json` when the translated
 * copy lacks it.
 */
export function findSpecFiles(files: readonly string[], name: string, fromDir?: string): string[] {
  const out: string[] = [];
  const add = (file: string | undefined) => {
    if (file !== undefined && !out.includes(file)) out.push(file);
  };
  const clean = cleanSpecName(name);
  const known = new Set(files);
  if (known.has(clean)) add(clean);
  if (fromDir) {
    const relative = path.posix.normalize(path.posix.join(fromDir, name.trim()));
    if (known.has(relative)) add(relative);
  }
  const wanted = path.posix.basename(clean);
  const byName = files.filter((file) => {
    const base = path.posix.basename(file);
    return base === wanted || base.replace(/\.(json|ya?ml)$/i, '') === wanted;
  });
  // Prefer the one at the top level when several folders hold a file of that name (translations often do).
  for (const file of byName.sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1))) add(file);
  return out;
}

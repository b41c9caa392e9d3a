import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createContentHash } from '../util/hash.js';

/**
 * Quire's own compiled code and the versions of its installed dependencies: a new Quire, or a new version of
 * a library it compiles with, invalidates every entry.
 */
export function codeVersion(): string {
  const hash = createContentHash();
  // `dist/` when running the compiled code, the repository when running from source (tests).
  const base = fileURLToPath(new URL('../../', import.meta.url));
  for (const folder of ['src', 'templates']) {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.join(base, folder), { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (!entry.isFile() || !/\.(js|ts|tsx)$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(file.slice(base.length)).update(readFileSync(file));
    }
  }
  const install = path.basename(base) === 'dist' ? path.dirname(base) : base;
  try {
    const manifest = JSON.parse(readFileSync(path.join(install, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const name of Object.keys(manifest.dependencies ?? {}))
      hash.update(name).update(installedVersion(install, name));
  } catch {
    // No manifest beside the code: the code hash alone decides.
  }
  return hash.digest('hex');
}

function installedVersion(from: string, name: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      return (
        (JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string })
          .version ?? ''
      );
    } catch {
      if (path.dirname(dir) === dir) return '';
    }
  }
}

import path from 'node:path';
import type { OutputWriter } from './output-writer.js';

/**
 * A writer that keeps nothing: for a build that only checks the site (`quire broken-links`). It remembers what
 * was written, as the build asks (`has`) before writing a file the project may ship itself.
 */
export function createDiscardingWriter(outDir: string): OutputWriter {
  const written = new Set<string>();
  const name = (relativePath: string): string =>
    path.posix.normalize(relativePath.replace(/\\/g, '/')).replace(/^\/+/, '');
  return {
    outDir: path.resolve(outDir),
    stagingDir: path.resolve(outDir),
    async write(relativePath) {
      written.add(name(relativePath));
    },
    async copy(_source, relativePath) {
      written.add(name(relativePath));
    },
    has: (relativePath) => written.has(name(relativePath)),
    async commit() {},
    async abort() {},
  };
}

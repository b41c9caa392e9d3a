import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads a root-relative project file; undefined when missing or outside the root. */
export function readProjectFile(root: string, file: string): string | undefined {
  const absolute = path.resolve(root, file.replace(/^\/+/, ''));
  if (!absolute.startsWith(root + path.sep)) return undefined;
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { realPathInsideSync } from '../util/real-path.js';

/**
 * Reads a root-relative project file; undefined when missing or outside the root, links followed (a snippet
 * that is a link to a file outside the site reads as missing; the content scan names the link).
 */
export function readProjectFile(root: string, file: string): string | undefined {
  const real = projectFilePath(root, file);
  if (real === undefined) return undefined;
  try {
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}

/** True when a root-relative project file exists and, links followed, is inside the root. */
export function projectFileExists(root: string, file: string): boolean {
  return projectFilePath(root, file) !== undefined;
}

/** The real path of a root-relative project file, when it exists inside the root. */
function projectFilePath(root: string, file: string): string | undefined {
  const absolute = path.resolve(root, file.replace(/^\/+/, ''));
  if (!absolute.startsWith(root + path.sep)) return undefined;
  const real = realPathInsideSync(root, absolute);
  return real === 'outside' ? undefined : real;
}

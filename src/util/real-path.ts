/**
 * Containment by real paths. Comparing path strings is not enough: `guide.mdx` may be a symbolic link to
 * `/proc/self/environ`, and a folder inside the site may be a link to the user's home. Every read of a site file
 * resolves links first (`realpath`) and compares the result with the real path of the site folder.
 */
import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';

/** True when `real` is `rootReal` or inside it (both already real, absolute paths). */
export function isWithin(rootReal: string, real: string): boolean {
  const relative = path.relative(rootReal, real);
  return relative === '' || (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative));
}

/**
 * The real path of `absolute` when it exists and, links followed, stays inside `root`; `'outside'` when it leads
 * out of the site folder; undefined when it does not exist (or a link is broken).
 */
export function realPathInsideSync(root: string, absolute: string): string | 'outside' | undefined {
  let real: string;
  try {
    real = realpathSync(absolute);
  } catch {
    return undefined;
  }
  let rootReal: string;
  try {
    rootReal = realpathSync(root);
  } catch {
    rootReal = path.resolve(root);
  }
  return isWithin(rootReal, real) ? real : 'outside';
}

/** {@link realPathInsideSync}, asynchronously; `rootReal` is the site folder's real path when already known. */
export async function realPathInside(
  root: string,
  absolute: string,
  rootReal?: string,
): Promise<string | 'outside' | undefined> {
  const real = await realpath(absolute).catch(() => undefined);
  if (real === undefined) return undefined;
  const base = rootReal ?? (await realpath(root).catch(() => path.resolve(root)));
  return isWithin(base, real) ? real : 'outside';
}

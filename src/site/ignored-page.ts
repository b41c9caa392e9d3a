/**
 * A page the content scan did not list, yet whose file is there: in a folder that is not read (the site root's
 * build and tool folders, the output folder, a `.mintignore` pattern). Asked only about pages found missing (a
 * navigation entry, a link), to say why they are missing rather than that nothing is there.
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The file (`build/guide.mdx`) of the page path (`build/guide`) when it exists inside `root` though not read. */
export function ignoredPageFile(root: string, pagePath: string): string | undefined {
  if (pagePath.split('/').includes('..')) return undefined;
  return ['.mdx', '.md']
    .map((extension) => `${pagePath}${extension}`)
    .find((file) => isFileInside(root, path.join(root, file)));
}

/** A regular file (not a link to one) whose real path is inside `root`. */
function isFileInside(root: string, file: string): boolean {
  try {
    if (!lstatSync(file).isFile()) return false;
    const real = realpathSync(file);
    return real.startsWith(`${realpathSync(root)}${path.sep}`);
  } catch {
    return false;
  }
}

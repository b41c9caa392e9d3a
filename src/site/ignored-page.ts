/**
 * A page the content scan did not list, yet whose file is there: in a folder that is not read (the site root's
 * build and tool folders, the output folder, a `.mintignore` pattern). Asked only about pages found missing (a
 * navigation entry, a link), to say why they are missing rather than that nothing is there.
 */
import { lstatSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { UnreadPage } from '../navigation/resolve-context.js';

/** The file (`build/guide.mdx`) of the page path (`build/guide`) when it exists inside `root` though not read. */
export function ignoredPageFile(root: string, pagePath: string): string | undefined {
  if (pagePath.split('/').includes('..')) return undefined;
  return ['.mdx', '.md']
    .map((extension) => `${pagePath}${extension}`)
    .find((file) => isFileInside(root, path.join(root, file)));
}

/**
 * Why the page path names something on disk that is no page: its file is in a folder that is not read, or its
 * name (`extra.mdx`) is a folder's.
 */
export function unreadPageFile(root: string, pagePath: string): UnreadPage | undefined {
  const file = ignoredPageFile(root, pagePath);
  if (file) return { file, why: 'ignored' };
  if (pagePath.split('/').includes('..')) return undefined;
  const folder = ['.mdx', '.md']
    .map((extension) => `${pagePath}${extension}`)
    .find((name) => isFolder(path.join(root, name)));
  return folder ? { file: folder, why: 'folder' } : undefined;
}

function isFolder(file: string): boolean {
  try {
    return lstatSync(file).isDirectory();
  } catch {
    return false;
  }
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

/**
 * Files that are there but not read or published: a page in a folder that is not read (the site root's build and
 * tool folders, the output folder, a `.mintignore` pattern), a folder named like a page, a file of a kind the site
 * does not publish. Asked only about what was found missing (a navigation entry, a link), to say why it is
 * missing rather than that nothing is there.
 */
import { lstatSync, realpathSync, statSync } from 'node:fs';
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

/** A folder: the file itself, or with `throughLinks` also a link to one. */
export function isFolder(file: string, throughLinks = false): boolean {
  try {
    return (throughLinks ? statSync(file) : lstatSync(file)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Why nothing is published at a URL path (`/build/guide`, `/extra/page.html`) though something is there: the page
 * file (or its folder's index) is in a folder that is not read, or the file is of a kind the site does not publish.
 */
export function whyUnpublished(root: string, urlPath: string): { why: string; hint: string } | undefined {
  const pagePath = urlPath.replace(/^\/+|\/+$/g, '');
  if (!pagePath || pagePath.split('/').includes('..')) return undefined;
  const ignored = ignoredPageFile(root, pagePath) ?? ignoredPageFile(root, `${pagePath}/index`);
  if (ignored)
    return {
      why: `it is the URL of ${ignored}, which is in a folder that is not read (the site root's build, dist, coverage, .cache, tmp and temp folders, the output folder, tool folders, or a pattern of .mintignore).`,
      hint: `Move ${ignored} into a folder that is read (the hosted platform ignores these folders too), or remove the pattern from .mintignore.`,
    };
  const extension = path.posix.extname(pagePath).toLowerCase();
  if (extension && !/\.mdx?$/.test(extension) && isFileInside(root, path.join(root, pagePath)))
    return {
      why: `${pagePath} is in the site's folder, but ${extension} files are not published (the site publishes its pages, and images, video, audio, documents, data, fonts and archives as they are).`,
      hint: `Write it as a page (${pagePath.slice(0, -extension.length)}.mdx), or link to where it is published.`,
    };
  return undefined;
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

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';

/**
 * Always ignored, as Mintlify's `.mintignore` defaults (reference §0). Tool folders are ignored at any depth;
 * build output, scratch folders and the repository's own READMEs only at the root of the site, since a content
 * folder of the same name deeper down (`guides/build/`, `sdk/CHANGELOG.md`) holds pages the hosted platform builds.
 */
export const DEFAULT_IGNORES: readonly string[] = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  'node_modules',
  '/build/',
  '/dist/',
  '/coverage/',
  '/.cache/',
  '/tmp/',
  '/temp/',
  '/README.md',
  '/LICENSE.md',
  '/CHANGELOG.md',
  '/CONTRIBUTING.md',
];

/**
 * The ignore matcher of a site: the defaults, the build output folder (when it sits inside the site) and the
 * patterns of `.mintignore` (gitignore syntax). Paths given to `ignores` are root-relative with `/` separators;
 * folders end with `/` so folder-only patterns (`drafts/`) match.
 */
export async function loadContentIgnore(root: string, options: { outDir?: string } = {}): Promise<Ignore> {
  const matcher = ignore().add([...DEFAULT_IGNORES]);
  if (options.outDir) {
    const relative = path.relative(root, path.resolve(root, options.outDir)).split(path.sep).join('/');
    // Anchored, so a page folder of the same name deeper in the tree is still content.
    if (relative && !relative.startsWith('..') && !path.isAbsolute(relative)) matcher.add(`/${relative}/`);
  }
  const own = await readFile(path.join(root, '.mintignore'), 'utf8').catch(() => undefined);
  if (own) matcher.add(own);
  return matcher;
}

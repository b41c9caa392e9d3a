/** Finds the config file a command should use, the way `mint dev` does (`findDocsRoot`, docs-json.md §0). */
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The config file found, and whether it is the legacy mint.json format. */
export interface FoundConfigFile {
  /** Absolute path of the file. */
  file: string;
  /** Absolute folder holding it: the site root. */
  root: string;
  legacy: boolean;
}

/**
 * `start` is a config file path or a folder. For a folder: its docs.json, else its mint.json, else the same in
 * the nearest folder above it (stopping after a repository root, so a stray docs.json higher up is not used);
 * with `searchUp: false` (a site reloading at its known root) that folder only. Returns a plain-English reason when
 * there is none.
 */
export async function findConfigFile(
  start: string,
  options: { searchUp?: boolean } = {},
): Promise<FoundConfigFile | { problem: string; hint: string }> {
  const absolute = path.resolve(start);
  const info = await stat(absolute).catch(() => undefined);
  if (!info)
    return {
      problem: `${start} does not exist`,
      hint: 'pass the folder that holds docs.json, or the docs.json file itself.',
    };
  if (info.isFile()) {
    // A page or any other file named by mistake (`quire build guide.mdx`) would be read as JSON.
    if (!/\.json$/i.test(absolute))
      return {
        problem: `${start} is a file, not a site: a site is the folder that holds docs.json`,
        hint: `pass the folder that holds docs.json (here, ${path.dirname(start) || '.'}), or the docs.json file itself.`,
      };
    return { file: absolute, root: path.dirname(absolute), legacy: path.basename(absolute) === 'mint.json' };
  }
  for (let folder = absolute; ; folder = path.dirname(folder)) {
    for (const name of ['docs.json', 'mint.json']) {
      const candidate = path.join(folder, name);
      const found = await stat(candidate).catch(() => undefined);
      if (found?.isFile()) {
        return { file: candidate, root: folder, legacy: name === 'mint.json' };
      }
      if (found?.isDirectory() && folder === absolute)
        return {
          problem: `${path.join(start, name)} is a folder, not a file`,
          hint: `a site's ${name} is a file at its root: move the folder's content elsewhere and write ${name} there.`,
        };
    }
    const isRepositoryRoot = await stat(path.join(folder, '.git')).then(
      () => true,
      () => false,
    );
    if (options.searchUp === false || isRepositoryRoot || path.dirname(folder) === folder) break;
  }
  if (options.searchUp === false)
    return {
      problem: `there is no docs.json in ${start} any more`,
      hint: "put the site's docs.json back (a docs.json in a folder above is another site and is not used).",
    };
  return {
    problem: `no docs.json found in ${start} or the folders above it`,
    hint: 'run the command in your docs folder, or pass its path; a site needs a docs.json at its root.',
  };
}

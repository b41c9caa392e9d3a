import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** One entry of the README's layout block: its path from the repository root and whether it names a folder. */
interface LayoutEntry {
  path: string;
  folder: boolean;
  line: number;
}

/**
 * Reads the fenced block under `## Project layout`: each line is `name` or `name/` (optionally followed by a
 * description), indented two spaces per level below the folder that holds it.
 */
function parseLayout(readme: string): LayoutEntry[] {
  const lines = readme.split('\n');
  const heading = lines.findIndex((line) => /^## Project layout\s*$/.test(line));
  if (heading < 0) throw new Error('README.md has no "## Project layout" section');
  const open = lines.findIndex((line, i) => i > heading && line.startsWith('```'));
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'));
  const entries: LayoutEntry[] = [];
  const stack: string[] = [];
  for (let i = open + 1; i < close; i++) {
    const line = lines[i] ?? '';
    const match = /^( *)(\S+)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 2;
    // Deeper than one level below the open folders: the description of the entry above goes on.
    if (depth > stack.length || !Number.isInteger(depth)) continue;
    const name = match[2] ?? '';
    stack.length = depth;
    const relative = [...stack, name].join('').replace(/\/$/, '');
    entries.push({ path: relative, folder: name.endsWith('/'), line: i + 1 });
    if (name.endsWith('/')) stack.push(name);
  }
  return entries;
}

/** Folders directly inside `dir` (repository-relative), leaving out build output and dependencies. */
function subfolders(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', 'dist', 'test-results'].includes(entry.name))
    .filter((entry) => !entry.name.startsWith('.') || entry.name === '.ci')
    .map((entry) => (dir === '.' ? entry.name : `${dir}/${entry.name}`));
}

describe("README's project layout", () => {
  const entries = parseLayout(readFileSync(path.join(root, 'README.md'), 'utf8'));

  it('reads nested entries with their full paths', () => {
    const parsed = parseLayout(
      '## Project layout\n\n```\nsrc/\n  cli.ts   argv\n  site/    core\n           more core\nbin/x.js\n```\n',
    );
    expect(parsed.map((e) => [e.path, e.folder])).toEqual([
      ['src', true],
      ['src/cli.ts', false],
      ['src/site', true],
      ['bin/x.js', false],
    ]);
  });

  it('names only paths that exist, as the kind (file or folder) it says', () => {
    const wrong = entries.filter(
      (e) => !existsSync(path.join(root, e.path)) || statSync(path.join(root, e.path)).isDirectory() !== e.folder,
    );
    expect(wrong.map((e) => `README.md:${e.line} ${e.path}`)).toEqual([]);
  });

  it('lists every top-level folder and every folder of src/ and test/', () => {
    const listed = new Set(entries.map((e) => e.path));
    const folders = [...subfolders('.'), ...subfolders('src'), ...subfolders('test')].filter(
      // Hidden and generated folders other than .ci are not part of the layout.
      (folder) => !['bench/.site', 'example-site/dist'].includes(folder),
    );
    const missing = folders.filter(
      (folder) => !listed.has(folder) && ![...listed].some((p) => p.startsWith(`${folder}/`)),
    );
    expect(missing).toEqual([]);
  });
});

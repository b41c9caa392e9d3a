import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Ignore } from 'ignore';
import { DiagnosticCollector } from '../diagnostics/collector.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { report } from '../diagnostics/report.js';
import { loadContentIgnore } from './content-ignore.js';
import { fileToPagePath, pagePathToUrl } from './page-path.js';
import { isWithin } from '../util/real-path.js';
import type { ContentIndex, PageSource } from './types.js';

/** Static files copied to the output as they are (Mintlify's `getFileCategory`, reference §0, plus web fonts). */
const ASSET_EXTENSIONS = new Set(
  (
    '.jpeg .jpg .jfif .pjpeg .pjp .png .svg .svgz .ico .webp .gif .apng .avif .bmp .tiff .tif ' +
    '.mp4 .webm .ogg .avi .mov .wmv .flv .mkv .m4v .mp3 .wav .flac .aac .wma .m4a ' +
    '.pdf .txt .doc .docx .xls .xlsx .ppt .pptx .rtf .odt .ods .odp .csv .tsv .xml ' +
    '.woff .woff2 .ttf .eot .otf .zip .rar .7z .tar .gz .bz2 .webmanifest'
  ).split(' '),
);

const SPEC_EXTENSIONS = new Set(['.json', '.yaml', '.yml']);

/** `.md` files with these names are repository documents, not pages (reference §0). */
const NOT_PAGE_NAMES = new Set(['readme', 'license', 'contributing', 'contribute']);

/** JSON files that are project tooling, never OpenAPI/AsyncAPI specs: not worth probing. */
const NOT_SPEC_FILES = new Set([
  'docs.json',
  'mint.json',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'jsconfig.json',
]);

/** Root files that override generated ones; `skill.md` must not become a page. */
const ROOT_SPECIAL_FILES = new Set(['skill.md']);

export interface ScanResult {
  index: ContentIndex;
  diagnostics: Diagnostic[];
}

/**
 * Lists the site's files and sorts them into pages, snippets, static assets, user styles/scripts and spec
 * candidates. Honours `.mintignore` and the default ignores; never reads file contents (one directory listing
 * per folder, so it stays fast on sites with thousands of files).
 */
export async function scanContent(root: string, options: { outDir?: string } = {}): Promise<ScanResult> {
  const absoluteRoot = path.resolve(root);
  const matcher = await loadContentIgnore(absoluteRoot, options);
  const files: string[] = [];
  const rootReal = await realpath(absoluteRoot).catch(() => absoluteRoot);
  const scan: Walk = { root: absoluteRoot, rootReal, matcher, out: files, seen: new Set([rootReal]), problems: [] };
  await walk(scan, '');
  files.sort();
  const result = classify(absoluteRoot, files);
  scan.problems.sort((a, b) => (a.file ?? '').localeCompare(b.file ?? ''));
  return { index: result.index, diagnostics: [...scan.problems, ...result.diagnostics] };
}

/** One scan's walk: the absolute root, what to skip, and the root-relative files found so far. */
interface Walk {
  root: string;
  /** The real path of the root: links are followed only when they stay inside it. */
  rootReal: string;
  matcher: Ignore;
  out: string[];
  /** Real paths of the folders walked, so that a linked folder is walked once and a link loop ends. */
  seen: Set<string>;
  /** Links that lead outside the site, skipped. */
  problems: Diagnostic[];
}

async function walk(scan: Walk, relativeDir: string): Promise<void> {
  const { root, matcher, out } = scan;
  const entries = await readdir(path.join(root, relativeDir), { withFileTypes: true }).catch(() => []);
  // A folder a build wrote (`quire build --out out` inside the site): its pages are output, not content.
  if (relativeDir && entries.some((entry) => entry.name === '_quire' && entry.isDirectory())) {
    if (await isBuildOutput(path.join(root, relativeDir))) return;
  }
  const folders: Promise<void>[] = [];
  for (const entry of entries) {
    const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
    // Dot folders and files hold tooling (.mintlify, .husky, .env); `.well-known` is served content.
    if (entry.name.startsWith('.') && entry.name !== '.well-known') continue;
    // A name that is not UTF-8 reads with U+FFFD in place of its bytes, and no file has that name.
    if (entry.name.includes('\uFFFD')) {
      folders.push(skipUnnamable(scan, relative));
      continue;
    }
    if (entry.isDirectory()) {
      if (!relativeDir && entry.name.toLowerCase() === '_quire' && !matcher.ignores(`${relative}/`)) {
        // One a build wrote (its build.json) is skipped like the rest of that output.
        if (!(await isBuildOutput(root))) reservedFolder(scan, relative);
        continue;
      }
      if (!matcher.ignores(`${relative}/`)) folders.push(walk(scan, relative));
    } else if (entry.isSymbolicLink()) {
      folders.push(followLink(scan, relative));
    } else if (entry.isFile()) {
      if (!matcher.ignores(relative)) out.push(relative);
    }
  }
  await Promise.all(folders);
}

/**
 * The site's own `_quire/` folder: the output's `_quire/` holds the build's styles, scripts and search index, so
 * its files would be replaced or mixed with them. None of it is published, and the build says so.
 */
function reservedFolder(scan: Walk, relative: string): void {
  report(
    scan.problems,
    { file: relative, line: 1, column: 1 },
    {
      severity: 'error',
      rule: 'reserved-folder',
      message: `${relative}/ is where the build writes its own files (styles, scripts, the search index), so the files in it are not published.`,
      hint: `Rename the folder (and the links to its files), or add \`${relative}/\` to .mintignore if it is not meant to be published.`,
    },
  );
}

/** True for a folder Quire built: it holds the `_quire/build.json` every build writes (write-extras.ts). */
async function isBuildOutput(folder: string): Promise<boolean> {
  return (await stat(path.join(folder, '_quire', 'build.json')).catch(() => undefined))?.isFile() === true;
}

/** A file or folder whose name is not UTF-8 text: it cannot be opened by the name read, nor be a URL. */
async function skipUnnamable(scan: Walk, relative: string): Promise<void> {
  if (
    await lstat(path.join(scan.root, relative)).then(
      () => true,
      () => false,
    )
  ) {
    // A name that really holds U+FFFD: walked like any other (it opens).
    if ((await stat(path.join(scan.root, relative)).catch(() => undefined))?.isDirectory()) {
      if (!scan.matcher.ignores(`${relative}/`)) await walk(scan, relative);
    } else if (!scan.matcher.ignores(relative)) scan.out.push(relative);
    return;
  }
  report(
    scan.problems,
    { file: relative.replaceAll('\uFFFD', '?'), line: 1, column: 1 },
    {
      severity: 'warning',
      rule: 'unreadable-name',
      message:
        "This file or folder's name is not UTF-8 text (shown with ?), so it cannot be published under it; it is skipped.",
      hint: 'Rename it with UTF-8 characters: a page or file is published under its name, which must be text.',
    },
  );
}

/**
 * A symbolic link is followed only when its target is inside the site folder (a page linked to
 * `/proc/self/environ` or a folder linked to the user's home would otherwise be read and published).
 */
async function followLink(scan: Walk, relative: string): Promise<void> {
  const absolute = path.join(scan.root, relative);
  let loop = false;
  const real = await realpath(absolute).catch((error: NodeJS.ErrnoException) => {
    loop = error.code === 'ELOOP';
    return undefined;
  });
  const info = real === undefined ? undefined : await stat(real).catch(() => undefined);
  if (real === undefined || info === undefined) {
    if (scan.matcher.ignores(relative)) return;
    report(
      scan.problems,
      { file: relative, line: 1, column: 1 },
      loop
        ? {
            severity: 'warning',
            rule: 'broken-link-file',
            message: `${relative} is a symbolic link that leads back to itself (a loop of links); it is skipped.`,
            hint: 'Point the link at an existing file inside the site folder, or delete it.',
          }
        : {
            severity: 'warning',
            rule: 'broken-link-file',
            message: `${relative} is a symbolic link to nothing; it is skipped.`,
            hint: 'Point the link at an existing file inside the site folder, or delete it.',
          },
    );
    return;
  }
  const folder = info.isDirectory();
  if (scan.matcher.ignores(folder ? `${relative}/` : relative)) return;
  if (!isWithin(scan.rootReal, real)) {
    report(
      scan.problems,
      { file: relative, line: 1, column: 1 },
      {
        severity: 'warning',
        rule: 'outside-site',
        message: `${relative} is a symbolic link to ${folder ? 'a folder' : 'a file'} outside the site folder; it is skipped, and nothing there is read or published.`,
        hint: 'Copy what you need into the folder that holds docs.json instead of linking to it.',
      },
    );
    return;
  }
  if (!folder) {
    if (info.isFile()) scan.out.push(relative);
    return;
  }
  if (isWithin(real, path.dirname(absolute)) || isWithin(real, path.join(scan.rootReal, path.dirname(relative)))) {
    report(
      scan.problems,
      { file: relative, line: 1, column: 1 },
      {
        severity: 'warning',
        rule: 'link-loop',
        message: `${relative} is a symbolic link to a folder that holds it; it is skipped.`,
        hint: 'Delete the link: the folder it names is part of the site already.',
      },
    );
    return;
  }
  if (scan.seen.has(real)) return;
  scan.seen.add(real);
  await walk(scan, relative);
}

/** Sorts root-relative files (sorted, `/` separators) into a content index. Pure. */
export function classify(root: string, files: readonly string[]): ScanResult {
  const diagnostics = new DiagnosticCollector();
  const index: ContentIndex = {
    root,
    pages: new Map(),
    snippets: [],
    assets: [],
    styles: [],
    scripts: [],
    specCandidates: [],
  };
  const sink: PageSink = { index, byUrl: new Map(), byFoldedUrl: new Map(), diagnostics };
  for (const file of files) {
    const ext = path.posix.extname(file).toLowerCase();
    const base = path.posix.basename(file, path.posix.extname(file)).toLowerCase();
    const inSnippets = /^_?snippets\//.test(file);
    if (ext === '.mdx' || ext === '.md') {
      if (inSnippets) index.snippets.push(file);
      else if (ext === '.md' && NOT_PAGE_NAMES.has(base)) continue;
      else if (!file.includes('/') && ROOT_SPECIAL_FILES.has(file.toLowerCase())) index.assets.push(file);
      else addPage(file, ext, sink);
    } else if (ext === '.jsx' || ext === '.tsx' || (inSnippets && /^\.(js|mjs|ts)$/.test(ext))) {
      index.snippets.push(file);
    } else if (ext === '.css') {
      index.styles.push(file);
    } else if (ext === '.js') {
      index.scripts.push(file);
    } else if (SPEC_EXTENSIONS.has(ext)) {
      if (!NOT_SPEC_FILES.has(path.posix.basename(file))) index.specCandidates.push(file);
    } else if (ASSET_EXTENSIONS.has(ext)) {
      index.assets.push(file);
    }
  }
  return { index, diagnostics: diagnostics.list };
}

/** Where `addPage` puts pages: the index, its pages by URL (two files may make one URL), and problems. */
interface PageSink {
  index: ContentIndex;
  byUrl: Map<string, PageSource>;
  /** Pages by lower-cased URL: two that differ only in case are one file on many disks and hosts. */
  byFoldedUrl: Map<string, PageSource>;
  diagnostics: DiagnosticCollector;
}

function addPage(file: string, ext: '.mdx' | '.md', sink: PageSink): void {
  const { index, byUrl, diagnostics } = sink;
  const pagePath = fileToPagePath(file);
  const page: PageSource = { path: pagePath, url: pagePathToUrl(pagePath), file, ext };
  const samePath = index.pages.get(pagePath);
  if (samePath) {
    // `x.md` and `x.mdx` side by side: MDX is the richer source, keep it.
    const [kept, dropped] = samePath.ext === '.mdx' ? [samePath, page] : [page, samePath];
    report(
      diagnostics,
      { file: dropped.file, line: 1, column: 1 },
      {
        severity: 'warning',
        rule: 'duplicate-page',
        message: `${dropped.file} and ${kept.file} are the same page; ${kept.file} is used.`,
        hint: `Delete or rename one of them.`,
      },
    );
    index.pages.set(pagePath, kept);
    byUrl.set(kept.url, kept);
    return;
  }
  const sameUrl = byUrl.get(page.url);
  if (sameUrl) {
    report(
      diagnostics,
      { file, line: 1, column: 1 },
      {
        severity: 'warning',
        rule: 'duplicate-page',
        message: `${file} and ${sameUrl.file} both make the page ${page.url}; ${sameUrl.file} is used.`,
        hint: 'Rename one of them (`foo.mdx` and `foo/index.mdx` share a URL).',
      },
    );
    return;
  }
  const folded = page.url.toLowerCase();
  const sameFolded = sink.byFoldedUrl.get(folded);
  if (sameFolded) {
    report(
      diagnostics,
      { file, line: 1, column: 1 },
      {
        severity: 'warning',
        rule: 'duplicate-page',
        message: `${file} (${page.url}) and ${sameFolded.file} (${sameFolded.url}) differ only in case: where names ignore case (macOS, Windows, many static hosts) one page hides the other.`,
        hint: 'Rename one of them so their names differ in more than case.',
      },
    );
  } else sink.byFoldedUrl.set(folded, page);
  index.pages.set(pagePath, page);
  byUrl.set(page.url, page);
}

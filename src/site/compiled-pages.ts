import { resolveCodeThemes } from '../mdx/code/code-themes.js';
import type { CompiledPage } from '../mdx/types.js';
import { openCompileCache, type CompileDiskCache } from './compile-cache.js';
import { contentHash } from '../util/hash.js';
import { projectFileExists, readProjectFile } from './project-files.js';
import type { SiteContext, SiteState } from './site-context.js';

/** Compiled pages by page path, valid while `key` (source hash + compile key) matches. */
export interface CompileCache {
  pages: Map<string, { key: string; page: CompiledPage }>;
}

/** One page to compile, its text already read. */
export interface CompilePageInput {
  /** Page path: `guides/setup`. */
  pagePath: string;
  /** Root-relative source file: `guides/setup.mdx`. */
  file: string;
  source: string;
  /** The file's bytes are valid UTF-8: a `�` in its text is that character, not bytes that did not read. */
  validUtf8?: boolean;
}

/**
 * The compiled form of a page, from the cache when neither its text nor the compile-relevant config changed:
 * in memory first (dev), then on disk (between builds), else compiled now and stored in both.
 */
export async function compileCachedPage(site: SiteContext, input: CompilePageInput): Promise<CompiledPage> {
  // Text that holds `�` reads the same from the character and from bytes that are not UTF-8: told apart here.
  const key = `${contentHash(input.source)}:${site.state.compileKey}${input.validUtf8 ? ':utf8' : ''}`;
  const cached = site.cache.pages.get(input.pagePath);
  if (cached && cached.key === key) return cached.page;
  const disk = diskCache(site);
  const diskKey = `${input.file}\u0000${key}`;
  let page = disk?.get(diskKey);
  if (!page) {
    const compiler = await site.state.compiler();
    page = await compiler.compile({
      source: input.source,
      file: input.file,
      format: input.file.endsWith('.md') ? 'md' : 'mdx',
      ...(input.validUtf8 ? { validUtf8: true } : {}),
    });
    void disk?.set(diskKey, page);
  }
  // A build renders each page once; only the dev server gains from keeping compiled pages.
  if (site.options.dev) site.cache.pages.set(input.pagePath, { key, page });
  return page;
}

/**
 * The site's persistent compile cache for its current config (undefined with `cache: false`). Custom
 * grammars are part of its key by content: the compile key only names their files.
 */
function diskCache(site: SiteContext): CompileDiskCache | undefined {
  if (!site.options.cache) return undefined;
  const { compileKey, config } = site.state;
  if (site.disk?.compileKey !== compileKey) {
    const files = {
      readFile: (file: string) => readProjectFile(site.root, file),
      fileExists: (file: string) => projectFileExists(site.root, file),
    };
    const grammars = resolveCodeThemes(config.styling?.codeblocks).customLanguages.map(
      (file) => files.readFile(file.replace(/^\/+/, '')) ?? '',
    );
    site.disk = {
      compileKey,
      cache: openCompileCache(site.root, contentHash(JSON.stringify([compileKey, grammars])), {
        ...files,
        onNote: (note) => (site.notes ??= []).push(note),
      }),
    };
  }
  return site.disk.cache;
}

/** A value built once per state: a reload replaces the state, and with it everything derived from it. */
export function deriveFromState<T>(state: SiteState, key: string, build: () => T): T {
  if (state.derived.has(key)) return state.derived.get(key) as T;
  const value = build();
  state.derived.set(key, value);
  return value;
}

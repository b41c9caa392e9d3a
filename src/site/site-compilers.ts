import type { LoadedConfig } from '../config/load-config.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { configIconDiagnostics } from '../icons/icon-diagnostics.js';
import { createIconRenderer, type IconRenderer } from '../icons/icon-renderer.js';
import type { PageCompiler } from '../mdx/types.js';
import { contentHash } from '../util/hash.js';
import { projectFileExists, readProjectFile } from './project-files.js';

/** The compiler stage's output: what turns pages into HTML, and the key of everything it depends on. */
export interface SiteCompilers {
  /** Hash of the config values that change compiled output (variables, code block themes). */
  compileKey: string;
  /** The page compiler, created on first use (Shiki and the processors are not free; dev starts at once). */
  compiler: () => Promise<PageCompiler>;
  /** Icons inside page bodies (root-relative hrefs: the body gets its base in one pass). */
  bodyIcons: IconRenderer;
  /** Icons of the theme chrome (hrefs final, base applied). */
  chromeIcons: IconRenderer;
  /** Icons of docs.json that no library has. */
  diagnostics: Diagnostic[];
}

/**
 * The compiler stage: the page compiler (lazily) and the icon renderers. A reload whose compile-relevant config
 * did not change keeps the previous ones, with what they already loaded.
 */
export function createSiteCompilers(input: {
  loaded: LoadedConfig;
  base: string;
  /** Components pages may use without an unknown-component warning (the theme's built-ins). */
  componentNames: ReadonlySet<string>;
  /** `false`: every page compiled to code (see SiteContextOptions.staticTrees). */
  staticTrees?: boolean;
  /** Languages the site's code fences name, sorted (PageMeta.fences of every page). */
  languages?: readonly string[];
  /** The compilers of the state being replaced (dev reloads). */
  previous?: Pick<SiteCompilers, 'compileKey' | 'compiler' | 'bodyIcons' | 'chromeIcons'>;
}): SiteCompilers {
  const { loaded, base, previous } = input;
  const { root, config } = loaded;
  const compileKey = contentHash(
    JSON.stringify({
      variables: config.variables ?? {},
      codeblocks: config.styling?.codeblocks ?? null,
      ...(input.staticTrees === false ? { staticTrees: false } : {}),
      // Markdown and MDX blocks highlight the code they hold with these: a new language can change them.
      languages: input.languages ?? [],
    }),
  );
  const library = config.icons?.library ?? 'fontawesome';
  const reuse = previous && previous.compileKey === compileKey && previous.bodyIcons.library === library;
  const compiler = reuse
    ? previous.compiler
    : // Imported on first use: a dev session whose first page comes from the compile cache never loads the MDX
      // pipeline before serving it (hundreds of modules).
      lazy(async () =>
        (await import('../mdx/page-compiler.js')).createPageCompiler({
          ...(config.variables ? { variables: config.variables } : {}),
          ...(config.styling?.codeblocks !== undefined ? { codeblocks: config.styling.codeblocks } : {}),
          readFile: (file: string) => readProjectFile(root, file),
          fileExists: (file: string) => projectFileExists(root, file),
          knownComponents: input.componentNames,
          ...(input.languages?.length ? { languages: input.languages } : {}),
          ...(input.staticTrees === false ? { staticTrees: false } : {}),
        }),
      );
  const bodyIcons = reuse ? previous.bodyIcons : createIconRenderer({ root, library, base: '/' });
  const chromeIcons =
    reuse && previous.chromeIcons ? previous.chromeIcons : createIconRenderer({ root, library, base });
  // docs.json icons are site-wide: checked once here, not on every page that draws them.
  const diagnostics = configIconDiagnostics(loaded, bodyIcons);
  return { compileKey, compiler, bodyIcons, chromeIcons, diagnostics };
}

/** Runs `create` once, on the first call. */
function lazy<T>(create: () => T | Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= Promise.resolve().then(create));
}

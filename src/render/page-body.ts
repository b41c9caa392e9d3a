import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createPageSandbox, PageTimeoutError, type PageSandbox } from '../mdx/runtime/page-sandbox.js';
import { renderCompiledPage, type ComponentError } from '../mdx/runtime/render-compiled-page.js';
import { describeError, type IslandOptions } from '../mdx/runtime/runtime-helpers.js';
import { CLIENT_CODE_ATTRIBUTE, CLIENT_ISLANDS_ATTRIBUTE, CLIENT_THEME_ATTRIBUTE } from '../mdx/runtime/islands.js';
import type { CompiledPage } from '../mdx/types.js';
import type { SiteView } from '../site/site-context.js';
import { rewriteHtmlBase } from '../util/base-path.js';
import { dropUnsafeElements } from '../util/unsafe-elements.js';
import { realPathInsideSync } from '../util/real-path.js';
import { escapeAttribute, escapeHtml } from '../util/escape-html.js';
import { defaultTheme } from './default-theme.js';
import { firstCodeLocation, locatePageCode, type CodeLocation } from './page-code-location.js';

/**
 * Runs a compiled page with the theme's components and returns the body HTML with the base path applied to
 * every root-relative URL in it (components and MDX emit root-relative URLs; the base goes on here, once).
 * A page whose code throws (an undefined variable in an expression, a broken custom component) becomes a
 * diagnostic and a visible error block, so one page never stops a build.
 */
export function renderPageBody(
  site: SiteView,
  page: CompiledPage,
  where: {
    /** The page file (root-relative), named by the diagnostics of a page whose code throws. */
    file: string;
    /** Where page-relative links resolve from (no base): the page file's path as a URL, `/guides/index`. */
    pageUrl: string;
  },
): { html: string; features: string[]; diagnostics: Diagnostic[] } {
  const { file, pageUrl } = where;
  const features = new Set(page.features);
  if (!page.code && !page.tree) return { html: '', features: [...features], diagnostics: [] };
  const components = defaultTheme.createComponents({
    base: '/',
    assetsBase: '/_quire/',
    iconLibrary: site.state.bodyIcons.library,
    renderIcon: (icon, opts) => site.state.bodyIcons.render(icon, opts),
    features,
  });
  const diagnostics: Diagnostic[] = [];
  const at = codeLocator(site, page, file);
  const islands = islandRecorder(page);
  const onError = (error: ComponentError): void => {
    // A thrown value that is not an error has no stack: the page's first code is named instead.
    const where = at(error.stack, error.component);
    diagnostics.push(inSnippet(componentDiagnostic(error, file), where.line === undefined ? at.first() : where, file));
  };
  try {
    const html = renderCompiledPage(page, {
      components,
      onError,
      // One sandbox per site and thread (per loaded state: a dev reload starts a new one).
      sandbox: site.derive<PageSandbox>('page-sandbox', createPageSandbox),
      timeoutMs: site.options.pageTimeout,
      islands: islands.options,
    });
    for (const [name, reason] of islands.statics) {
      diagnostics.push(inSnippet(staticComponentDiagnostic(name, reason, file), at.declaration(name), file));
    }
    const client = islands.holder(components);
    if (client) features.add('islands');
    // What page code computed is checked here: a `<script>` it made, or a refresh `<meta>` (literal ones were
    // left out, located, while compiling). The islands' code holder is an attribute of Quire's own element.
    return {
      html: dropUnsafeElements(rewriteHtmlBase(html, site.base, pageUrl)) + client,
      features: [...features],
      diagnostics,
    };
  } catch (error) {
    const { message, nodeName, stack } = describeError(error);
    const timeout = error instanceof PageTimeoutError;
    const diagnostic: Diagnostic =
      error instanceof PageTimeoutError
        ? {
            severity: 'error',
            rule: 'page-code-timeout',
            file,
            message: `The code of this page ran longer than ${error.timeoutMs} ms and was stopped.`,
            hint: 'Look for a loop that never ends in its expressions, `export const` components or imported snippets. The limit is set with `--page-timeout <ms>`.',
          }
        : nodeName
          ? nodeDiagnostic(nodeName, file)
          : {
              severity: 'error',
              rule: 'mdx-runtime',
              file,
              ...(unsupportedSyntax(message) ?? {
                message: `The page failed while rendering: ${message}`,
                hint: 'Check the expressions and components of this page (an undefined name, a component that throws).',
              }),
            };
    // A timeout has no stack (the code is stopped anywhere), nor has a thrown value that is not an error: the
    // page's first code is named instead.
    const where = timeout ? {} : at(stack);
    const located = inSnippet(diagnostic, where.line === undefined ? at.first() : where, file);
    const html = `<div class="q-render-error" role="alert"><p><strong>This page could not be rendered.</strong></p><pre>${escapeHtml(message)}</pre></div>`;
    return { html, features: [...features], diagnostics: [...diagnostics, located] };
  }
}

/**
 * Where failing page code was written (see page-code-location.ts), as the `file`, `line` and `column` of a
 * diagnostic; nothing when it cannot be found. Only the error path reads the sources, never a page that renders.
 */
function codeLocator(site: SiteView, page: CompiledPage, file: string) {
  // Pages only: the `x-mint` content of an operation lives in a spec, where MDX positions mean nothing.
  const isPage = /\.mdx?$/i.test(file);
  // Inside the site and a plain file only, as every read of a site file: a snippet that is a link to a FIFO or to
  // /proc must not be opened here either.
  const read = (source: string): string | undefined => {
    const real = realPathInsideSync(site.root, path.join(site.root, source));
    if (real === undefined || real === 'outside') return undefined;
    try {
      return statSync(real).isFile() ? readFileSync(real, 'utf8') : undefined;
    } catch {
      return undefined;
    }
  };
  const located = (where: CodeLocation | undefined) => where ?? {};
  const at = (stack: string | undefined, component?: string): Partial<CodeLocation> => {
    if (!isPage || !stack) return {};
    // A snippet module that failed is looked in first; a component of the page, in the page first.
    const deps = page.dependencies.filter((d) => d !== file);
    const files = component && deps.includes(component) ? [component, file, ...deps] : [file, ...deps];
    return located(locatePageCode({ code: page.code, stack, files: [...new Set(files)], read }));
  };
  at.first = (): Partial<CodeLocation> => {
    const text = isPage ? read(file) : undefined;
    return located(text === undefined ? undefined : firstCodeLocation(file, text));
  };
  /** Where a component named `name` is declared (`export const Name =`), in the page or a snippet it read. */
  at.declaration = (name: string): Partial<CodeLocation> => {
    if (!isPage) return {};
    const pattern = new RegExp(`\\b(?:const|let|var|function|class)\\s+${name.replace(/\$/g, '\\$')}\\b`);
    for (const source of [file, ...page.dependencies.filter((d) => d !== file)]) {
      const text = read(source);
      const match = text === undefined ? null : pattern.exec(text);
      if (!match || text === undefined) continue;
      const before = text.slice(0, match.index).split('\n');
      return { file: source, line: before.length, column: before.at(-1)!.length + 1 };
    }
    return at.first();
  };
  return at;
}

/**
 * The islands of one render (see mdx/runtime/islands.ts): the options it renders with, the components left
 * static and why, and the hidden element that gives the browser the page's declarations when some hydrate.
 */
function islandRecorder(page: CompiledPage) {
  const emitted = new Set<string>();
  const statics = new Map<string, string>();
  const options: IslandOptions = {
    names: new Set(page.client?.names ?? []),
    onIsland: (name) => emitted.add(name),
    onStatic: (name, reason) => {
      if (!statics.has(name)) statics.set(name, reason);
    },
  };
  const holder = (components: Record<string, unknown>): string => {
    const code = page.client?.code;
    if (emitted.size === 0 || !code) return '';
    // Theme components the declarations name: the browser gets stand-ins that refuse to render (an island that
    // renders one stays static; see `island` in runtime-helpers.ts).
    const theme = Object.keys(components).filter(
      (name) => /^[A-Z][\w$]*$/.test(name) && new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(code),
    );
    return `<div hidden ${CLIENT_CODE_ATTRIBUTE}="${escapeAttribute(code)}" ${CLIENT_ISLANDS_ATTRIBUTE}="${escapeAttribute([...emitted].join(','))}" ${CLIENT_THEME_ATTRIBUTE}="${escapeAttribute(theme.join(','))}"></div>`;
  };
  return { options, statics, holder };
}

/** An interactive component (state, effects, event handlers) that a build can only render as static HTML. */
function staticComponentDiagnostic(name: string, reason: string, file: string): Diagnostic {
  return {
    severity: 'warning',
    rule: 'component-static',
    file,
    message: `The component <${name}> is interactive (it keeps state, runs effects or handles events), but it ${reason}: it is shown as it first renders, and does nothing in the browser.`,
    hint: 'Declare it with `export const` at the top of the page or in an imported snippet, give it only plain data as props (strings, numbers, arrays, objects), and build it from HTML elements rather than built-in components.',
  };
}

/** A page's diagnostic at `where`; placed in a snippet, it names the page that was rendering. */
function inSnippet(diagnostic: Diagnostic, where: Partial<CodeLocation>, page: string): Diagnostic {
  if (!where.file || where.file === page) return { ...diagnostic, ...where };
  return { ...diagnostic, ...where, message: `${diagnostic.message} (It was rendering ${page}.)` };
}

/** A component's failure: a warning (a notice is shown in its place), an error when it used Node. */
function componentDiagnostic(error: ComponentError, file: string): Diagnostic {
  if (error.kind === 'node' && error.name) return nodeDiagnostic(error.name, file, error.component);
  if (error.kind === 'async')
    return {
      severity: 'warning',
      rule: 'async-component',
      file,
      message: `The component <${error.component}> is async (it returns a promise), so it renders nothing: pages are rendered once, without waiting.`,
      hint: 'Make it a plain function that returns its content; data a page shows must be in the page or its snippets.',
    };
  return {
    severity: 'warning',
    rule: 'component-error',
    file,
    message: `The component <${error.component}> failed while rendering: ${error.message}`,
    hint: 'A notice is shown in its place; check the props given to it.',
  };
}

/** Page code used a name of Node (`process`, `require`, timers, `fetch`): pages run without them. */
function nodeDiagnostic(name: string, file: string, component?: string): Diagnostic {
  return {
    severity: 'error',
    rule: 'page-code-node',
    file,
    message: `${component ? `The component <${component}> uses` : 'This page uses'} \`${name}\`, which page code does not have: pages and snippets run without Node (no process, require, files, network or timers).`,
    hint: 'Use only components, props, frontmatter, variables, React hooks and plain JavaScript in pages; see "What page code may do" in the README.',
  };
}

/**
 * JavaScript a page may write but cannot run, said plainly: what the MDX compiler and the engine report for it
 * names their own internals (`options.baseUrl`, "function-body").
 */
function unsupportedSyntax(message: string): { message: string; hint: string } | undefined {
  if (/options\.baseUrl/.test(message))
    return {
      message:
        'This page uses `import()`, `import.meta` or `export … from`, which pages cannot: a page is compiled into one function, not a module of its own.',
      hint: 'Import snippets and components at the top of the page with a static `import X from "/snippets/x.jsx"`.',
    };
  if (/await is only valid in async functions/.test(message))
    return {
      message:
        'This page uses `await` outside a function: page code runs once while the page renders, without waiting.',
      hint: 'Compute the value without `await`, or move the work into a component.',
    };
  return undefined;
}

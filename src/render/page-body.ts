import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createPageSandbox, PageTimeoutError, type PageSandbox } from '../mdx/runtime/page-sandbox.js';
import { renderCompiledPage, type ComponentError } from '../mdx/runtime/render-compiled-page.js';
import { describeError } from '../mdx/runtime/runtime-helpers.js';
import type { CompiledPage } from '../mdx/types.js';
import type { SiteView } from '../site/site-context.js';
import { rewriteHtmlBase } from '../util/base-path.js';
import { dropUnsafeElements } from '../util/unsafe-elements.js';
import { realPathInsideSync } from '../util/real-path.js';
import { escapeHtml } from '../util/escape-html.js';
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
    });
    // What page code computed is checked here: a `<script>` it made, or a refresh `<meta>` (literal ones were
    // left out, located, while compiling).
    return {
      html: dropUnsafeElements(rewriteHtmlBase(html, site.base, pageUrl)),
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
  return at;
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

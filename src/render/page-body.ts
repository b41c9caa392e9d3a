import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { createPageSandbox, PageTimeoutError, type PageSandbox } from '../mdx/runtime/page-sandbox.js';
import { renderCompiledPage, type ComponentError } from '../mdx/runtime/render-compiled-page.js';
import { describeError } from '../mdx/runtime/runtime-helpers.js';
import type { CompiledPage } from '../mdx/types.js';
import type { SiteView } from '../site/site-context.js';
import { rewriteHtmlBase } from '../util/base-path.js';
import { escapeHtml } from '../util/escape-html.js';
import { defaultTheme } from './default-theme.js';

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
  const onError = (error: ComponentError): void => {
    diagnostics.push(componentDiagnostic(error, file));
  };
  try {
    const html = renderCompiledPage(page, {
      components,
      onError,
      // One sandbox per site and thread (per loaded state: a dev reload starts a new one).
      sandbox: site.derive<PageSandbox>('page-sandbox', createPageSandbox),
      timeoutMs: site.options.pageTimeout,
    });
    return { html: rewriteHtmlBase(html, site.base, pageUrl), features: [...features], diagnostics };
  } catch (error) {
    const { message, nodeName } = describeError(error);
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
              message: `The page failed while rendering: ${message}`,
              hint: 'Check the expressions and components of this page (an undefined name, a component that throws).',
            };
    const html = `<div class="q-render-error" role="alert"><p><strong>This page could not be rendered.</strong></p><pre>${escapeHtml(message)}</pre></div>`;
    return { html, features: [...features], diagnostics: [...diagnostics, diagnostic] };
  }
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

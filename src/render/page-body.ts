import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { renderCompiledPage, type ComponentError } from '../mdx/runtime/render-compiled-page.js';
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
  if (!page.code) return { html: '', features: [...features], diagnostics: [] };
  const components = defaultTheme.createComponents({
    base: '/',
    assetsBase: '/_quire/',
    iconLibrary: site.state.bodyIcons.library,
    renderIcon: (icon, opts) => site.state.bodyIcons.render(icon, opts),
    features,
  });
  const diagnostics: Diagnostic[] = [];
  const onError = (error: ComponentError): void => {
    diagnostics.push({
      severity: 'warning',
      rule: 'component-error',
      file,
      message: `The component <${error.component}> failed while rendering: ${error.message}`,
      hint: 'A notice is shown in its place; check the props given to it.',
    });
  };
  try {
    const html = renderCompiledPage(page, { components, onError });
    return { html: rewriteHtmlBase(html, site.base, pageUrl), features: [...features], diagnostics };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const diagnostic: Diagnostic = {
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

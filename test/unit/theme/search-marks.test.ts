import { describe, expect, it } from 'vitest';
import { renderDocument } from '../../../templates/default/layout/document.js';
import { elementById } from './html-query.js';
import { helpers, page } from './page-fixture.js';

describe('search marks in the document', () => {
  it('marks an indexed page: content root, title weight, filters, metadata and hidden keywords', () => {
    const html = renderDocument(
      page({
        search: { filters: { version: 'v2', section: 'Guides' }, weight: 2, keywords: ['deploy', 'ship'] },
      }),
      helpers,
    );
    const content = elementById(html, 'content')!;
    expect(content).toMatch(/^<article id="content" class="q-content" data-pagefind-body data-pagefind-weight="2">/);
    expect(content).toContain('<h1 id="page-title" class="q-page-title" data-pagefind-weight="10">');
    expect(content).toContain('<div hidden data-pagefind-weight="7">deploy, ship</div>');
    expect(content).toMatch(/<nav id="pagination"[^>]*data-pagefind-ignore/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta name="quire:search-title" data-pagefind-meta="title[content]" content="Webhooks overview"/>',
    );
    expect(head).toContain('<meta name="quire:search-version" data-pagefind-filter="version[content]" content="v2"/>');
    expect(head).toContain(
      '<meta name="quire:search-section" data-pagefind-filter="section[content]" content="Guides"/>',
    );
    // The sidebar, navbar and footer are outside the indexed element.
    expect(elementById(html, 'sidebar') ?? '').not.toContain('data-pagefind-body');
  });

  it('leaves a page without search untouched by the index', () => {
    expect(renderDocument(page(), helpers)).not.toContain('pagefind');
  });

  it('marks the whole canvas of a custom-mode page', () => {
    const html = renderDocument(page({ mode: 'custom', search: { filters: {} } }), helpers);
    expect(elementById(html, 'content')).toMatch(
      /^<div id="content" class="q-canvas-content mdx-content" data-pagefind-body/,
    );
    expect(html).not.toContain('data-pagefind-filter');
  });
});

// The `quire dev` client's decision: which parts of the open page to swap for the new rendering, and when only a
// full reload will do. Pure: it compares plain snapshots of the two documents.
import { describe, expect, it } from 'vitest';
import { planUpdate } from '../../../templates/default/client/dev/update-plan.js';

type Snapshot = Parameters<typeof planUpdate>[0];

const page = (changes: Partial<Snapshot> = {}): Snapshot => ({
  attributes: { lang: 'en', 'data-mode': 'default', 'data-sidebar': 'shown', 'data-current-path': '/guide' },
  assets: ['link /_quire/quire.css', 'script /_quire/layout/index.js', 'script /_quire/components/index.js'],
  head: ['<meta name="description" content="A guide">'],
  title: 'Guide - Docs',
  regions: {
    'content-area': '<main id="content-area"><p>Old text</p></main>',
    'sidebar-content': '<div id="sidebar-content"><a>Guide</a></div>',
    'table-of-contents-layout': '<aside id="table-of-contents-layout"></aside>',
    'quire-dev-overlay': null,
  },
  frame: '<body><header>Docs</header><main id="content-area"></main></body>',
  reloadContent: false,
  ...changes,
});

const withRegion = (id: string, html: string | null): Partial<Snapshot> => ({
  regions: { ...page().regions, [id]: html },
});

describe('planUpdate', () => {
  it('swaps nothing when the page rendered the same', () => {
    expect(planUpdate(page(), page())).toEqual({ regions: [], title: undefined, head: false });
  });

  it('swaps only the main content when only the text changed', () => {
    const after = page(withRegion('content-area', '<main id="content-area"><p>New text</p></main>'));
    expect(planUpdate(page(), after)).toEqual({ regions: ['content-area'], title: undefined, head: false });
  });

  it('swaps the sidebar when the navigation changed, and carries the new title and head', () => {
    const after = page({
      ...withRegion('sidebar-content', '<div id="sidebar-content"><a>Guides</a></div>'),
      title: 'The guide - Docs',
      head: ['<meta name="description" content="The guide">'],
    });
    expect(planUpdate(page(), after)).toEqual({ regions: ['sidebar-content'], title: 'The guide - Docs', head: true });
  });

  it('adds and removes the problem list in place', () => {
    const broken = page(withRegion('quire-dev-overlay', '<section id="quire-dev-overlay">1 problem</section>'));
    expect(planUpdate(page(), broken)).toMatchObject({ regions: ['quire-dev-overlay'] });
    expect(planUpdate(broken, page())).toMatchObject({ regions: ['quire-dev-overlay'] });
  });

  it('reloads when a layout attribute of <html> changed (another page mode)', () => {
    const after = page({ attributes: { ...page().attributes, 'data-mode': 'wide' } });
    expect(planUpdate(page(), after).reload).toMatch(/layout changed \(<html data-mode>\)/);
  });

  it('reloads when an attribute appears or disappears', () => {
    const after = page({ attributes: { ...page().attributes, 'data-has-banner': '' } });
    expect(planUpdate(page(), after).reload).toMatch(/data-has-banner/);
  });

  it('reloads when the page loads other styles or scripts', () => {
    const after = page({ assets: [...page().assets, 'link /_quire/vendor/katex/katex.min.css'] });
    expect(planUpdate(page(), after).reload).toMatch(/other styles or scripts/);
  });

  it('reloads when the page around the regions changed (the header, the tabs)', () => {
    const after = page({ frame: '<body><header>Docs v2</header><main id="content-area"></main></body>' });
    expect(planUpdate(page(), after).reload).toMatch(/around the content/);
  });

  it('reloads when a column appears or disappears', () => {
    const after = page(withRegion('table-of-contents-layout', null));
    expect(planUpdate(page(), after).reload).toMatch(/lost #table-of-contents-layout/);
  });

  it('reloads when changed content holds parts set up once per page, before or after the change', () => {
    const changed = withRegion('content-area', '<main id="content-area"><pre class="mermaid"></pre></main>');
    expect(planUpdate(page(), page({ ...changed, reloadContent: true })).reload).toMatch(/set up once per page/);
    expect(planUpdate(page({ reloadContent: true }), page(changed)).reload).toMatch(/set up once per page/);
  });

  it('keeps such content in place when only the navigation changed', () => {
    const after = page({
      ...withRegion('sidebar-content', '<div id="sidebar-content"><a>Guides</a></div>'),
      reloadContent: true,
    });
    expect(planUpdate(page({ reloadContent: true }), after)).toMatchObject({ regions: ['sidebar-content'] });
  });
});

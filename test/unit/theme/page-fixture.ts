import type { IconRef, PageData, SiteChrome } from '../../../src/render/page-data.js';

/** A stand-in for the pipeline's icon renderer: a recognisable SVG naming the icon. */
export function renderIcon(icon: IconRef, opts?: { className?: string; size?: number }): string {
  const name = typeof icon === 'string' ? icon : `${icon.style ?? ''}:${icon.name}`;
  return `<svg data-icon="${name}" width="${opts?.size ?? 16}"></svg>`;
}

export const helpers = { renderIcon };

export function site(overrides: Partial<SiteChrome> = {}): SiteChrome {
  return {
    name: 'Acme',
    base: '/',
    theme: 'mint',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0A7A5F' },
    appearance: { default: 'system', strict: false },
    navbar: {
      links: [{ label: 'Support', href: 'mailto:help@acme.dev', icon: 'envelope' }],
      primary: { type: 'button', label: 'Dashboard', href: 'https://app.acme.dev' },
    },
    footer: {
      socials: [
        { key: 'github', href: 'https://github.com/acme' },
        { key: 'x', href: 'https://x.com/acme' },
      ],
      links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }],
    },
    eyebrows: 'section',
    drilldown: false,
    iconLibrary: 'fontawesome',
    userStyles: [],
    userScripts: [],
    assetsBase: '/_quire/',
    ...overrides,
  };
}

/** A page in a site with tabs, anchors, nested groups and API pages; `Overview` (inside the nested Webhooks group) is active. */
export function page(overrides: Partial<PageData> = {}, siteOverrides: Partial<SiteChrome> = {}): PageData {
  return {
    site: site(siteOverrides),
    url: '/guides/webhooks/overview',
    href: '/guides/webhooks/overview',
    title: 'Webhooks overview',
    description: 'Receive events as they happen.',
    frontmatter: {},
    mode: 'default',
    html: '<p>Body <strong>text</strong>.</p><h2 id="setup">Setup</h2><h3 id="keys">Keys</h3>',
    toc: [
      { id: 'setup', text: 'Setup', depth: 2 },
      { id: 'keys', text: 'Keys', depth: 3 },
      { id: 'deep', text: 'Deep', depth: 4 },
    ],
    nav: {
      tabs: [
        { label: 'Guides', href: '/', active: true, icon: 'book' },
        { label: 'API', href: '/api' },
        {
          label: 'SDKs',
          href: '/sdks/node',
          menu: [
            { label: 'Node', href: '/sdks/node', description: 'npm i acme' },
            { label: 'Python', href: '/sdks/python' },
          ],
        },
        { label: 'Changelog', href: '/changelog', align: 'end' },
      ],
      anchors: [
        {
          label: 'Community',
          href: 'https://discord.gg/acme',
          icon: 'discord',
          external: true,
          color: { light: '#5865F2', dark: '#7984F5' },
        },
      ],
      sidebar: [
        {
          kind: 'group',
          label: 'Get started',
          expanded: true,
          nested: false,
          items: [{ kind: 'page', label: 'Introduction', href: '/' }],
        },
        {
          kind: 'group',
          label: 'Guides',
          expanded: true,
          nested: false,
          active: true,
          icon: 'map',
          items: [
            {
              kind: 'group',
              label: 'Webhooks',
              expanded: false,
              nested: true,
              active: true,
              tag: 'NEW',
              items: [
                { kind: 'page', label: 'Overview', href: '/guides/webhooks/overview', active: true },
                { kind: 'page', label: 'Retries', href: '/guides/webhooks/retries' },
              ],
            },
            {
              kind: 'group',
              label: 'Billing',
              expanded: false,
              nested: true,
              items: [{ kind: 'page', label: 'Invoices', href: '/guides/billing/invoices' }],
            },
            {
              kind: 'group',
              label: 'Payouts',
              expanded: true,
              nested: true,
              href: '/guides/payouts',
              items: [{ kind: 'page', label: 'Schedules', href: '/guides/payouts/schedules' }],
            },
          ],
        },
        {
          kind: 'group',
          label: 'Endpoints',
          expanded: true,
          nested: false,
          items: [
            { kind: 'page', label: 'List customers', href: '/api/customers', method: 'GET' },
            { kind: 'page', label: 'Create customer', href: '/api/customers/create', method: 'POST', deprecated: true },
          ],
        },
      ],
      breadcrumbs: [{ label: 'Guides', href: '/' }, { label: 'Webhooks' }, { label: 'Webhooks overview' }],
      section: 'Webhooks',
      prev: { label: 'Introduction', href: '/' },
      next: { label: 'Retries', href: '/guides/webhooks/retries' },
    },
    head: ['<link rel="canonical" href="https://docs.acme.dev/guides/webhooks/overview">'],
    features: [],
    ...overrides,
  };
}

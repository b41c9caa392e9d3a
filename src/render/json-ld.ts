/**
 * The page's structured data for search engines (reference §8.3): one JSON-LD `@graph` with the site's
 * `Organization` (docs.json `seo.organization`, §1.3.8), its `WebSite`, the `WebPage`, its `BreadcrumbList`
 * (the navigation's breadcrumbs, then the page), and a `TechArticle`, or an `APIReference` on an API page; none
 * on a `noindex` page. Addresses are absolute when the site says where it lives (`seo.metatags.canonical`), else
 * root-relative, which consumers resolve against the page. Pure.
 */

export interface JsonLdInput {
  siteName: string;
  title: string;
  description?: string;
  /** The page's address (absolute when known). */
  pageUrl: string;
  /** The site's home address (absolute when known), ending with `/`. */
  homeUrl: string;
  /** Turns a site href (`/docs/guides`) into an address like `pageUrl`'s. */
  address: (href: string) => string;
  breadcrumbs: readonly { label: string; href?: string }[];
  /** docs.json `seo.organization`. */
  organization?: {
    id?: string;
    name?: string;
    legalName?: string;
    url?: string;
    logo?: string;
    sameAs?: string[];
  };
  /** The site's logo (light), as a site href or address. */
  logo?: string;
  api: boolean;
  /** `lastUpdated`-style date of the page, when known (ISO 8601). */
  modified?: string;
}

/** The `<script type="application/ld+json">` of a page. */
export function jsonLdScript(input: JsonLdInput): string {
  const org = input.organization ?? {};
  const organizationId = org.id ?? `${input.homeUrl}#organization`;
  const websiteId = `${input.homeUrl}#website`;
  const logo = org.logo ?? (input.logo ? input.address(input.logo) : undefined);
  // The navigation's breadcrumbs, ending with the page (some end with it already).
  const crumbs: { label: string; href?: string | undefined }[] =
    input.breadcrumbs.at(-1)?.label === input.title
      ? [...input.breadcrumbs]
      : [...input.breadcrumbs, { label: input.title }];
  const graph: Record<string, unknown>[] = [
    compact({
      '@type': 'Organization',
      '@id': organizationId,
      name: org.name ?? input.siteName,
      legalName: org.legalName,
      url: org.url ?? input.homeUrl,
      logo,
      sameAs: org.sameAs?.length ? org.sameAs : undefined,
    }),
    {
      '@type': 'WebSite',
      '@id': websiteId,
      name: input.siteName,
      url: input.homeUrl,
      publisher: { '@id': organizationId },
    },
    compact({
      '@type': 'WebPage',
      '@id': input.pageUrl,
      url: input.pageUrl,
      name: input.title,
      description: input.description,
      isPartOf: { '@id': websiteId },
      breadcrumb: { '@id': `${input.pageUrl}#breadcrumb` },
      dateModified: input.modified,
    }),
    {
      '@type': 'BreadcrumbList',
      '@id': `${input.pageUrl}#breadcrumb`,
      itemListElement: crumbs.map((crumb, index) =>
        compact({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.label,
          item: index === crumbs.length - 1 ? input.pageUrl : crumb.href ? input.address(crumb.href) : undefined,
        }),
      ),
    },
    compact({
      '@type': input.api ? 'APIReference' : 'TechArticle',
      '@id': `${input.pageUrl}#article`,
      headline: input.title,
      description: input.description,
      mainEntityOfPage: { '@id': input.pageUrl },
      publisher: { '@id': organizationId },
      dateModified: input.modified,
    }),
  ];
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph });
  // Nothing in it can end the script or open a comment: `<` is written as its escape.
  return `<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`;
}

function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

import type { ApiBinding } from '../openapi/api-binding.js';
import { listChannels } from '../asyncapi/channel-model.js';
import type { PageMeta } from '../content/types.js';
import { endpointPageMeta } from './api-navigation.js';
import { boundOperation, type SiteSpecs } from './site-specs.js';

/**
 * Pages bound to an API by frontmatter (`openapi:`, `openapi-schema:`, `asyncapi:`) that name no title of their
 * own are called what the page itself shows as its title: the operation's title (`x-mint.metadata.title`, else its
 * summary), the schema's name, the channel's title. So the sidebar, pagination, breadcrumbs and llms.txt agree
 * with the page's heading, not with its file name. Replaces the entries of `pageMeta` (of `only`, when given).
 */
export function titleBoundPages(pageMeta: Map<string, PageMeta>, specs: SiteSpecs, only?: Iterable<string>): void {
  for (const pagePath of only ?? specs.pageBindings.keys()) {
    const meta = pageMeta.get(pagePath);
    const binding = specs.pageBindings.get(pagePath);
    if (!meta?.untitled || !binding) continue;
    const title = boundTitle(specs, binding);
    if (title) pageMeta.set(pagePath, { ...meta, title });
  }
}

function boundTitle(specs: SiteSpecs, binding: ApiBinding): string | undefined {
  switch (binding.kind) {
    case 'operation': {
      const op = boundOperation(specs, binding);
      return op ? endpointPageMeta(op).title : undefined;
    }
    case 'schema':
      return binding.name;
    case 'channel': {
      const spec = specs.asyncapi.get(binding.spec);
      return spec ? listChannels(spec).find((channel) => channel.id === binding.channel)?.title : undefined;
    }
  }
}

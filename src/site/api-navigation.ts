/**
 * The OpenAPI side of the navigation (docs-json.md §2.5): the hooks the navigation resolver calls to expand a
 * node that lists a whole spec (bulk mode) and to name endpoint pages with the platform's slug algorithm, and
 * the sidebar entry of each endpoint page.
 */
import type { PageMeta } from '../content/types.js';
import type { EndpointUrl, ExpandApi } from '../navigation/resolve-context.js';
import type { SpecOperation } from '../openapi/operations.js';
import { mintExtension, operationUrl } from '../openapi/page-slug.js';
import { isJsonObject, type OpenApiSpec } from '../openapi/spec-document.js';
import { findSpecFile } from '../openapi/spec-names.js';
import { listChannels } from '../asyncapi/channel-model.js';
import { channelUrl } from '../asyncapi/channel-slug.js';
import { matchEndpoint, type SiteSpecs } from './site-specs.js';

/** Group label of untagged operations in bulk mode. */
const UNTAGGED = 'API Reference';

/** The navigation hooks for a site's loaded specs. */
export function apiNavigationHooks(specs: SiteSpecs): { expandApi: ExpandApi; endpointUrl: EndpointUrl } {
  const expandApi: ExpandApi = (request) => {
    if (request.kind === 'asyncapi') return expandChannels(specs, request);
    const files = [...specs.openapi.keys()];
    const groups = new Map<string, string[]>();
    const flat: string[] = [];
    const hidden: string[] = [];
    for (const source of request.spec.sources) {
      const file = findSpecFile(files, source);
      if (!file) continue;
      const spec = specs.openapi.get(file)!;
      for (const op of specs.operations.get(file) ?? []) {
        const ref = op.webhook ? `${file} webhook ${op.path}` : `${file} ${op.method} ${op.path}`;
        if (op.operation['x-hidden'] === true) {
          hidden.push(ref);
          continue;
        }
        flat.push(ref);
        const label = groupLabel(spec, op);
        const list = groups.get(label) ?? [];
        list.push(ref);
        groups.set(label, list);
      }
    }
    // Hidden operations still get their page (reachable by URL), in a hidden group.
    const hiddenGroup = hidden.length ? [{ group: 'Hidden', hidden: true, pages: hidden }] : [];
    if (request.owner.type === 'group') return [...flat, ...hiddenGroup];
    return [...[...groups].map(([group, pages]) => ({ group, pages })), ...hiddenGroup];
  };

  const endpointUrl: EndpointUrl = (endpoint, inherited) => {
    if (endpoint.method === 'CHANNEL') return channelUrl(endpoint.path, inherited.asyncapi?.directory);
    const match = matchEndpoint(specs, endpoint, {
      ...(inherited.openapi ? { inherited: inherited.openapi.sources } : { searchAll: true }),
    });
    if ('problem' in match) return undefined;
    return operationUrl(match.operation, inherited.openapi?.directory);
  };
  return { expandApi, endpointUrl };
}

/** Bulk AsyncAPI: every channel of each spec, in a group labelled "Websockets" (§6). */
function expandChannels(specs: SiteSpecs, request: Parameters<ExpandApi>[0]): unknown[] {
  const files = [...specs.asyncapi.keys()];
  const refs: string[] = [];
  for (const source of request.spec.sources) {
    const file = findSpecFile(files, source);
    if (!file) continue;
    for (const channel of listChannels(specs.asyncapi.get(file)!)) refs.push(`${file} channel ${channel.id}`);
  }
  if (request.owner.type === 'group') return refs;
  return refs.length ? [{ group: 'Websockets', pages: refs }] : [];
}

/** A tag's nav label: its `x-group`, else its name (the URL keeps the name). */
function groupLabel(spec: OpenApiSpec, op: SpecOperation): string {
  if (!op.tag) return UNTAGGED;
  const tags = Array.isArray(spec.document.tags) ? spec.document.tags : [];
  const tag = tags.find((t) => isJsonObject(t) && t.name === op.tag);
  return isJsonObject(tag) && typeof tag['x-group'] === 'string' ? tag['x-group'] : op.tag;
}

/** The sidebar summary of an endpoint page: title, method pill, and what `x-mint.metadata` sets. */
export function endpointPageMeta(op: SpecOperation): PageMeta {
  const metadata = mintExtension(op.operation).metadata;
  const meta = isJsonObject(metadata) ? metadata : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  const title = text(meta.title) ?? text(op.operation.summary) ?? (op.webhook ? op.path : `${op.method} ${op.path}`);
  const out: PageMeta = { title, method: op.webhook ? 'WEBHOOK' : op.method };
  const sidebarTitle = text(meta.sidebarTitle);
  if (sidebarTitle) out.sidebarTitle = sidebarTitle;
  const description = text(meta.description);
  if (description) out.description = description;
  if ((meta.deprecated ?? op.operation.deprecated) === true) out.deprecated = true;
  if (op.operation['x-hidden'] === true || meta.hidden === true) out.hidden = true;
  const tag = text(meta.tag);
  if (tag) out.tag = tag;
  return out;
}

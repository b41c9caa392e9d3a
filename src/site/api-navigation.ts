/**
 * The OpenAPI side of the navigation (docs-json.md §2.5): the hooks the navigation resolver calls to expand a
 * node that lists a whole spec (bulk mode) and to name endpoint pages with the platform's slug algorithm, and
 * the sidebar entry of each endpoint page.
 */
import type { PageMeta } from '../content/types.js';
import { slugToTitle } from '../content/page-path.js';
import type { EndpointUrl, ExpandApi } from '../navigation/resolve-context.js';
import type { SpecOperation } from '../openapi/operations.js';
import { mintExtension, operationUrl } from '../openapi/page-slug.js';
import { plainSummary } from '../openapi/lite-schema.js';
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
    // Group label path (3.2 tags nest through `parent`) → its pages, in order of first appearance.
    const groups = new Map<string, { path: string[]; pages: string[] }>();
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
        const path = groupPath(spec, op);
        const key = path.join('\u0000');
        const group = groups.get(key) ?? { path, pages: [] };
        group.pages.push(ref);
        groups.set(key, group);
      }
    }
    // Hidden operations still get their page (reachable by URL), in a hidden group.
    const hiddenGroup = hidden.length ? [{ group: 'Hidden', hidden: true, pages: hidden }] : [];
    if (request.owner.type === 'group') return [...flat, ...hiddenGroup];
    return [...nestGroups([...groups.values()]), ...hiddenGroup];
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

/** A tag object of the spec by name. */
function tagObject(spec: OpenApiSpec, name: string): Record<string, unknown> | undefined {
  const tags = Array.isArray(spec.document.tags) ? spec.document.tags : [];
  const tag = tags.find((t) => isJsonObject(t) && t.name === name);
  return isJsonObject(tag) ? tag : undefined;
}

/**
 * The nav group labels of an operation, outermost first: its first navigation tag (3.2 `kind: badge` tags are
 * pills, not groups), labelled by `x-group`, else 3.2 `summary`, else its name, under its 3.2 `parent` tags.
 */
function groupPath(spec: OpenApiSpec, op: SpecOperation): string[] {
  const names = Array.isArray(op.operation.tags) ? op.operation.tags.filter((t) => typeof t === 'string') : [];
  const nav = names.find((name) => {
    const kind = tagObject(spec, name as string)?.kind;
    return kind === undefined || kind === 'nav';
  }) as string | undefined;
  if (!nav) return [UNTAGGED];
  const path: string[] = [];
  const seen = new Set<string>();
  for (let name: string | undefined = nav; name && !seen.has(name) && path.length < 16; ) {
    seen.add(name);
    const tag = tagObject(spec, name);
    const label = [tag?.['x-group'], tag?.summary].find((v) => typeof v === 'string' && v.trim()) as string | undefined;
    path.unshift(label ?? name);
    name = typeof tag?.parent === 'string' ? tag.parent : undefined;
  }
  return path;
}

/** Config-shaped groups from label paths: `[["Pets"], ["Pets", "Owners"]]` → Pets holding its pages and Owners. */
function nestGroups(list: { path: string[]; pages: string[] }[]): unknown[] {
  interface Node {
    group: string;
    pages: unknown[];
  }
  const roots: Node[] = [];
  for (const { path, pages } of list) {
    let level = roots as unknown[];
    let node: Node | undefined;
    for (const label of path) {
      node = level.find((item): item is Node => isJsonObject(item) && item.group === label);
      if (!node) {
        node = { group: label, pages: [] };
        level.push(node);
      }
      level = node.pages;
    }
    node?.pages.push(...pages);
  }
  return roots;
}

/** The first 3.2 `kind: badge` tag of an operation: shown as the page's pill. */
function badgeTag(spec: OpenApiSpec, op: SpecOperation): string | undefined {
  const names = Array.isArray(op.operation.tags) ? op.operation.tags.filter((t) => typeof t === 'string') : [];
  return names.find((name) => tagObject(spec, name as string)?.kind === 'badge') as string | undefined;
}

/** The sidebar summary of an endpoint page: title, method pill, and what `x-mint.metadata` sets. */
export function endpointPageMeta(op: SpecOperation, spec?: OpenApiSpec): PageMeta {
  const metadata = mintExtension(op.operation).metadata;
  const meta = isJsonObject(metadata) ? metadata : {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  // Without a summary, the title of the page's slug (reference §2.5: slugToTitle): `get-v1sessions` → "Get v1sessions".
  const title = text(meta.title) ?? text(op.operation.summary) ?? slugToTitle(operationUrl(op));
  const out: PageMeta = { title, method: op.webhook ? 'WEBHOOK' : op.method };
  const sidebarTitle = text(meta.sidebarTitle);
  if (sidebarTitle) out.sidebarTitle = sidebarTitle;
  // The operation's own description, as the platform takes it (§2.5): its first sentence, as plain text (the
  // page's meta description and its llms.txt line; the page itself shows the whole of it).
  const spoken = text(op.operation.description);
  const description = text(meta.description) ?? (spoken ? plainSummary(spoken) || undefined : undefined);
  if (description) out.description = description;
  if ((meta.deprecated ?? op.operation.deprecated) === true) out.deprecated = true;
  if (op.operation['x-hidden'] === true || meta.hidden === true) out.hidden = true;
  const tag = text(meta.tag) ?? (spec ? badgeTag(spec, op) : undefined);
  if (tag) out.tag = tag;
  return out;
}

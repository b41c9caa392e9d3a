/**
 * The state one `resolveNavigation` call threads through its walk (no module-level state), and the small
 * helpers every part of the walk shares: inheriting settings. It is the `report()` context of the walk: its
 * `locate` finds a JSON path of docs.json, following `$ref` files.
 */
import type { JsonPath, Locate } from '../config/json-path.js';
import type { ApiSpecRef } from '../config/schema/navigation.js';
import type { PageSource } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type {
  ApiSpecContext,
  BulkApiRequest,
  DirectoryMode,
  EndpointRef,
  InheritedSettings,
  NavigationTree,
} from './types.js';
import { isHttpUrl } from '../util/is-external-href.js';

/** Config-shaped items the OpenAPI stage generates for a bulk node: groups for a division, pages for a group. */
export type ExpandApi = (request: Omit<BulkApiRequest, 'expanded'>) => unknown[] | undefined;

/** URL the OpenAPI stage gives an endpoint page; `undefined` keeps the placeholder URL. */
export type EndpointUrl = (endpoint: EndpointRef, inherited: InheritedSettings) => string | undefined;

/** A page path's file that is there but not read as a page (see `ResolveContext.unreadPage`). */
export interface UnreadPage {
  file: string;
  why: 'ignored' | 'folder';
}

export interface ResolveContext {
  pages: ReadonlyMap<string, PageSource>;
  locate: Locate;
  diagnostics: Diagnostic[];
  tree: NavigationTree;
  expandApi?: ExpandApi;
  endpointUrl?: EndpointUrl;
  /** A page's frontmatter `openapi` reference, as written (`GET /users`), when it has one. */
  pageApiRef?: (pagePath: string) => string | undefined;
  /**
   * Why a page path the content has no page for is still on disk, when it is: its file is in a folder that is not
   * read (an ignored folder, `.mintignore`), or its name is a folder's (`extra.mdx/`).
   */
  unreadPage?: (pagePath: string) => UnreadPage | undefined;
  /** `declaredAt` (formatted) of the specs that implicit endpoint refs (no file named) rely on. */
  implicitSpecUses: Set<string>;
  /** Endpoint identity (`spec|METHOD|path|wanted url`) → URL, and URL → identity: one stable URL per placement. */
  endpointUrls: Map<string, string>;
  endpointOwners: Map<string, string>;
  /** Page paths, built on the first missing page (for "did you mean"). */
  pagePaths?: string[];
}

/** Where a node sits above its children: what they inherit and what they are part of. */
export interface Scope {
  division: number;
  group: number | null;
  groups: number[];
  hidden: boolean;
  searchable?: boolean;
  boost?: number;
  inherited: InheritedSettings;
  version?: string;
  language?: string;
  inDefaultDivision: boolean;
}

/** Where a config value is in the walk: its JSON path in docs.json, and the scope it sits in. */
export interface NavPlace {
  path: JsonPath;
  scope: Scope;
}

/** A node's own `openapi`/`asyncapi`/`directory` over what it inherits (nearest ancestor wins). */
export function inheritSettings(
  parent: InheritedSettings,
  node: { openapi?: ApiSpecRef; asyncapi?: ApiSpecRef; directory?: DirectoryMode },
  path: JsonPath,
): InheritedSettings {
  const out: InheritedSettings = { ...parent };
  const openapi = specContext(node.openapi, [...path, 'openapi']);
  const asyncapi = specContext(node.asyncapi, [...path, 'asyncapi']);
  if (openapi) out.openapi = openapi;
  if (asyncapi) out.asyncapi = asyncapi;
  if (node.directory) out.directory = node.directory;
  return out;
}

/** Normalises the three written forms of a spec reference. */
export function specContext(ref: ApiSpecRef | undefined, declaredAt: JsonPath): ApiSpecContext | undefined {
  if (ref === undefined) return undefined;
  const clean = (source: string) => (isHttpUrl(source) ? source : source.replace(/^\.?\/+/, ''));
  if (typeof ref === 'string') return { sources: [clean(ref)], declaredAt };
  if (Array.isArray(ref)) return ref.length ? { sources: ref.map(clean), declaredAt } : undefined;
  return {
    sources: [clean(ref.source)],
    declaredAt,
    ...(ref.directory ? { directory: ref.directory.replace(/^\/+|\/+$/g, '') } : {}),
    ...(ref.overlays ? { overlays: ref.overlays } : {}),
  };
}

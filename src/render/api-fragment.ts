/**
 * Shared schema fragments: the fields of one component schema, for one direction (request bodies hide read-only
 * fields, responses write-only ones), rendered once per spec and loaded by every page that leaves that level
 * out (`/_quire/api/<spec>/<direction>/<Schema>.html`). Through this module, build and dev serve the same bytes.
 */
import { FRAGMENT_ANCHOR_PREFIX, type RichText } from '../openapi/page-model.js';
import { escapeSegment } from '../openapi/resolve-ref.js';
import { schemaFragment, type SchemaTreeContext } from '../openapi/schema-tree.js';
import type { SiteView } from '../site/site-context.js';
import { defaultTheme } from './default-theme.js';

/** Where fragments live in the output (no base path). */
export const FRAGMENT_ROOT = '/_quire/api/';
const DIRECTIONS = new Set(['request', 'response', 'none']);

/** A spec file as a URL segment: `specs/pets.yaml` → `specs-pets-yaml`. */
export function specSlug(file: string): string {
  return file.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** The URL (no base) of a component schema's fragment, or undefined for a schema name that cannot be one. */
export function fragmentUrl(input: { spec: string; direction: string; ref: string }): string | undefined {
  const name = input.ref.slice('#/components/schemas/'.length);
  if (!name || name.includes('/')) return undefined;
  return `${FRAGMENT_ROOT}${specSlug(input.spec)}/${input.direction}/${encodeURIComponent(name)}.html`;
}

/** Renders the fragment at `url` (no base); undefined when no spec, direction or schema matches. */
export function renderApiFragment(
  site: SiteView,
  url: string,
  markdown: (text: string) => RichText,
): { html: string; fragments: string[] } | undefined {
  const match = /^\/_quire\/api\/([^/]+)\/([^/]+)\/([^/]+)\.html$/.exec(url);
  if (!match) return undefined;
  const [, slug, direction, encoded] = match as unknown as [string, string, string, string];
  if (!DIRECTIONS.has(direction)) return undefined;
  const spec = [...site.state.specs.openapi.values()].find((candidate) => specSlug(candidate.file) === slug);
  let name: string;
  try {
    name = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const schemas = spec?.document.components as { schemas?: Record<string, unknown> } | undefined;
  if (!spec || !schemas?.schemas || !Object.hasOwn(schemas.schemas, name)) return undefined;
  const fragments = new Set<string>();
  const ctx: SchemaTreeContext = {
    document: spec.document,
    markdown,
    direction: direction as SchemaTreeContext['direction'],
    anchors: new Set([FRAGMENT_ANCHOR_PREFIX]),
    budget: { fields: 200 },
    fragmentHref: (ref, dir) => {
      const nested = fragmentUrl({ spec: spec.file, direction: dir, ref });
      if (nested) fragments.add(nested);
      return nested && `${site.base}${nested.slice(1)}`;
    },
  };
  const root = schemaFragment(ctx, `#/components/schemas/${escapeSegment(name)}`);
  return { html: defaultTheme.renderSchemaFragment(root), fragments: [...fragments] };
}

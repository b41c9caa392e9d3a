/**
 * Shared schema fragments: the fields of one schema, for one direction (request bodies hide read-only fields,
 * responses write-only ones), rendered once per spec and loaded by every page that leaves that level out
 * (`/_quire/api/<spec>/<direction>/<Schema>.html` for a component schema, `…/<direction>/at/<place>.html` for an
 * inline one, by its place in the spec). Through this module, build and dev serve the same bytes.
 */
import { FRAGMENT_ANCHOR_PREFIX, type RichText } from '../openapi/page-model.js';
import { escapeSegment, resolvePointer } from '../openapi/resolve-ref.js';
import { isJsonObject } from '../openapi/spec-document.js';
import { schemaFragment } from '../openapi/schema-tree.js';
import type { SchemaTreeContext } from '../openapi/schema-tree-context.js';
import type { SiteView } from '../site/site-context.js';
import { defaultTheme } from './default-theme.js';

/** Where fragments live in the output (no base path). */
export const FRAGMENT_ROOT = '/_quire/api/';
const DIRECTIONS = new Set(['request', 'response', 'none']);

/** A spec file as a URL segment: `specs/pets.yaml` → `specs-pets-yaml`. */
export function specSlug(file: string): string {
  return file.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const COMPONENT_SCHEMA = '#/components/schemas/';
/** The folder of fragments named by their place in the spec rather than by a schema name. */
const PLACE_FOLDER = 'at';
/** Characters of an encoded place per folder name (file names stop at 255 bytes). */
const PLACE_CHUNK = 100;

/**
 * The URL (no base) of the fragment of the schema at `ref`: a component schema by its name
 * (`…/response/Charge.html`), any other place in the spec (an inline schema) by its pointer in base64url, cut in
 * folders of `PLACE_CHUNK` characters (`…/response/at/I3…/…html`); undefined for no pointer.
 */
export function fragmentUrl(input: { spec: string; direction: string; ref: string }): string | undefined {
  const folder = `${FRAGMENT_ROOT}${specSlug(input.spec)}/${input.direction}/`;
  if (input.ref.startsWith(COMPONENT_SCHEMA)) {
    const name = input.ref.slice(COMPONENT_SCHEMA.length);
    if (!name) return undefined;
    if (!name.includes('/') && name !== PLACE_FOLDER) return `${folder}${encodeURIComponent(name)}.html`;
  }
  if (!input.ref.startsWith('#/')) return undefined;
  const encoded = Buffer.from(input.ref, 'utf8').toString('base64url');
  const chunks = encoded.match(new RegExp(`.{1,${PLACE_CHUNK}}`, 'g')) ?? [];
  return `${folder}${PLACE_FOLDER}/${chunks.join('/')}.html`;
}

/** The pointer a fragment URL's name stands for (what follows the direction, without `.html`), if any. */
function fragmentRef(name: string): string | undefined {
  if (name.startsWith(`${PLACE_FOLDER}/`)) {
    const encoded = name.slice(PLACE_FOLDER.length + 1).replaceAll('/', '');
    if (!/^[A-Za-z0-9_-]+$/.test(encoded)) return undefined;
    const ref = Buffer.from(encoded, 'base64url').toString('utf8');
    // Only the URL this module writes for it: one pointer, one URL.
    return ref.startsWith('#/') && Buffer.from(ref, 'utf8').toString('base64url') === encoded ? ref : undefined;
  }
  if (name.includes('/')) return undefined;
  try {
    return `${COMPONENT_SCHEMA}${escapeSegment(decodeURIComponent(name))}`;
  } catch {
    return undefined;
  }
}

/** Renders the fragment at `url` (no base); undefined when no spec, direction or schema matches. */
export function renderApiFragment(
  site: SiteView,
  url: string,
  markdown: (text: string) => RichText,
): { html: string; fragments: string[] } | undefined {
  const match = /^\/_quire\/api\/([^/]+)\/([^/]+)\/(.+)\.html$/.exec(url);
  if (!match) return undefined;
  const [, slug, direction, name] = match as unknown as [string, string, string, string];
  if (!DIRECTIONS.has(direction)) return undefined;
  const spec = [...site.state.specs.openapi.values()].find((candidate) => specSlug(candidate.file) === slug);
  const ref = fragmentRef(name);
  if (!spec || !ref || !isJsonObject(resolvePointer(spec.document, ref))) return undefined;
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
  const root = schemaFragment(ctx, ref);
  return { html: defaultTheme.renderSchemaFragment(root), fragments: [...fragments] };
}

import { LAYOUT_IDS } from '../../util/layout-ids.js';

/**
 * Characters a heading's id leaves out: brackets of every kind, backticks, double quotes, `:`, `?` and `,` (the
 * platform renders `Step 1: Issue a secret` as `#step-1-issue-a-secret` and `What's next?` as `#what’s-next`:
 * mintlify/docs#5537, and ids read back from its export; `Search, SEO, and AI indexing` is
 * `#search-seo-and-ai-indexing`, as mintlify's docs link to it and keep it on their translations).
 */
const DROPPED = /[()[\]{}<>`"“”:?,]/g;

/**
 * The anchor id the hosted platform derives from heading text (reference §3.2, and the links real sites write
 * to it): lowercase, each run of whitespace and each `.` becomes `-`, brackets, backticks, double quotes, `:` and
 * `?` go, `'` becomes `’`; every other character stays (`$ref`, `fees-&-billing`, `read/write`,
 * `—`, `→`, non-Latin letters). Leading and trailing `-` and `/` go; `_` stays (`` `_meta` `` → `_meta`: the platform's
 * slugify preserves `_`, and the MCP specification's maintainers changed their links from `#meta` to `#_meta` to
 * make them land). `Config.json options` → `config-json-options`.
 * A run of `-` is one `-`, as the platform's slugify leaves it: `2. Escrow` → `2-escrow` (eight real sites link to
 * numbered headings that way, and none as `2--escrow`), `Install - recommended` → `install-recommended`.
 */
export function slugifyHeading(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/'/g, '’')
    .replace(DROPPED, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/\./g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[/-]+|[/-]+$/g, '');
}

/**
 * Camel case split into words, as the platform does for a parameter field's anchor (real sites link to
 * `<ParamField path="baseUrl">` as `#param-base-url`): `fooBar` → `foo Bar`, `myURLValue` → `my URL Value`,
 * `v2Beta` → `v2 Beta`; a plural acronym stays one word (`APIs`).
 */
export function decamelize(text: string): string {
  return text
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}

/** Hands out page-wide unique ids: the first `overview`, then `overview-2`, `overview-3`... */
export interface Slugger {
  /** A unique id for a heading-like title (duplicates get `-2`, `-3`). */
  heading(text: string): string;
  /** A unique id for a parameter field (`param-<slug>`, camel case split, duplicates get `_1`, `_2`). */
  param(name: string): string;
  /** Claims an id the author wrote, so generated ones avoid it; returns it unchanged. */
  claim(id: string): string;
  /** Takes an id an element gets besides its own (a tab's panel), when no other has it; false when one has. */
  reserve(id: string): boolean;
  /** Every id handed out or claimed, in order. */
  readonly ids: string[];
}

/**
 * Creates the slugger for one page (snippets included: the counters are page-wide). Generated ids avoid the
 * layout's own (`LAYOUT_IDS`): `## Navbar` is `navbar-2`, since `#navbar` is the page's navigation bar.
 */
export function createSlugger(): Slugger {
  const used = new Set<string>(LAYOUT_IDS);
  const ids: string[] = [];
  const take = (id: string): string => {
    used.add(id);
    ids.push(id);
    return id;
  };
  return {
    ids,
    heading(text) {
      const base = slugifyHeading(text) || 'section';
      if (!used.has(base)) return take(base);
      let n = 2;
      while (used.has(`${base}-${n}`)) n++;
      return take(`${base}-${n}`);
    },
    param(name) {
      const base = `param-${slugifyHeading(decamelize(name)) || 'field'}`;
      if (!used.has(base)) return take(base);
      let n = 1;
      while (used.has(`${base}_${n}`)) n++;
      return take(`${base}_${n}`);
    },
    claim(id) {
      if (used.has(id)) {
        ids.push(id);
        return id;
      }
      return take(id);
    },
    reserve(id) {
      if (used.has(id)) return false;
      take(id);
      return true;
    },
  };
}

import slugify from '@sindresorhus/slugify';

// A stand-in for apostrophes: slugify drops them, but anchors keep them as `’` (reference §3.2).
const APOSTROPHE = 'qzqapostropheqzq';
const SLUG_OPTIONS = {
  decamelize: false,
  // Non-ASCII letters stay as they are (a Chinese heading keeps its characters); URLs percent-encode them.
  transliterate: false,
  preserveCharacters: ['_', '/', '&'],
  customReplacements: [
    ['&', '&'],
    ['🦄', ''],
    ['♥', ''],
  ] as [string, string][],
};

/**
 * The anchor id Mintlify derives from heading text (reference §3.2): lowercase, whitespace and `.` become
 * `-`, parentheses go, `'` becomes `’` and stays, `/` and `&` stay. `Fees & billing` → `fees-&-billing`.
 */
export function slugifyHeading(text: string): string {
  const marked = text.replace(/['’]/g, APOSTROPHE);
  const slug = slugify(marked, SLUG_OPTIONS);
  // A heading like `/_mintlify/*` keeps its inner slashes but not leading or trailing ones.
  return slug
    .split(APOSTROPHE)
    .join('’')
    .replace(/^[/-]+|[/-]+$/g, '');
}

/** Hands out page-wide unique ids: the first `overview`, then `overview-2`, `overview-3`... */
export interface Slugger {
  /** A unique id for a heading-like title (duplicates get `-2`, `-3`). */
  heading(text: string): string;
  /** A unique id for a parameter field (`param-<slug>`, duplicates get `_1`, `_2`). */
  param(name: string): string;
  /** Claims an id the author wrote, so generated ones avoid it; returns it unchanged. */
  claim(id: string): string;
  /** Every id handed out or claimed, in order. */
  readonly ids: string[];
}

/** Creates the slugger for one page (snippets included: the counters are page-wide). */
export function createSlugger(): Slugger {
  const used = new Set<string>();
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
      const base = `param-${slugifyHeading(name) || 'field'}`;
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
  };
}

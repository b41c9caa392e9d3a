/**
 * Elements a page may not put into its HTML: `<script>`, whose code would run in the reader's browser on the
 * site's own origin, and `<meta http-equiv="refresh">`, which sends the reader to another address. Pages are
 * written by people the reader does not know; code of the site's own goes in a `.js` file of the site, which runs
 * on every page. A script that only holds data (`type="application/ld+json"`, structured data for search
 * engines) runs nothing and stays. One test for the page compiler (located warnings) and the render's last pass
 * (what page code computes).
 */

/** Script types that hold data, which browsers never run. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

/** Why an element may not be emitted, or undefined: `attribute` reads one of its attributes (any case). */
export function unsafeElement(
  name: string,
  attribute: (name: string) => string | undefined,
): 'script' | 'refresh' | undefined {
  const lower = name.toLowerCase();
  if (lower === 'script') {
    const type = attribute('type')?.trim().toLowerCase();
    return type !== undefined && DATA_SCRIPT_TYPES.has(type) ? undefined : 'script';
  }
  if (lower === 'meta') return attribute('http-equiv')?.trim().toLowerCase() === 'refresh' ? 'refresh' : undefined;
  return undefined;
}

/** A `<script>` element with what it holds (to its end tag, or the end of the text), or a `<meta>` tag. */
const CANDIDATE =
  /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?(?:<\/script\s*>|$)|<meta\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;
/** Quick test before the scan: most pages hold neither element. */
const MAY_HOLD = /<(?:script|meta)\b/i;

/**
 * `html` without the elements {@link unsafeElement} refuses; `onDrop` is told of each (its offset in `html`).
 * Taking one out can join the text around it into another (`<scr<script></script>ipt>`): the result is read
 * again until nothing is left to take out; what those later readings take out is taken out silently (the
 * first one named the place).
 */
export function dropUnsafeElements(
  html: string,
  onDrop?: (dropped: { element: string; reason: 'script' | 'refresh'; offset: number }) => void,
): string {
  let out = dropOnce(html, onDrop);
  for (let previous = html; out !== previous; ) {
    previous = out;
    out = dropOnce(out);
  }
  return out;
}

function dropOnce(
  html: string,
  onDrop?: (dropped: { element: string; reason: 'script' | 'refresh'; offset: number }) => void,
): string {
  if (!MAY_HOLD.test(html)) return html;
  let out = '';
  let last = 0;
  for (const match of html.matchAll(CANDIDATE)) {
    const [whole, scriptAttrs, metaAttrs] = match;
    const element = scriptAttrs !== undefined ? 'script' : 'meta';
    const reason = unsafeElement(element, (wanted) => attributeOf(scriptAttrs ?? metaAttrs ?? '', wanted));
    if (!reason) continue;
    onDrop?.({ element, reason, offset: match.index });
    out += html.slice(last, match.index);
    last = match.index + whole.length;
  }
  return last === 0 ? html : out + html.slice(last);
}

function attributeOf(attrs: string, wanted: string): string | undefined {
  for (const match of attrs.matchAll(ATTRIBUTE))
    if (match[1]!.toLowerCase() === wanted) return match[2] ?? match[3] ?? match[4] ?? '';
  return undefined;
}

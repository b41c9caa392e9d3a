/**
 * What would run code in the reader's browser from an attribute: a `javascript:` or `vbscript:` URL, and an event
 * handler written as a string (`onclick="…"`). docs.json refuses such links (config/schema/href.ts) and pages may
 * not emit them (mdx/plugins/unsafe-attributes.ts, and the render's last pass, base-path.ts): React, which renders
 * pages on the hosted platform, never renders a string event handler and blocks `javascript:` URLs. One test of
 * each, here, for both.
 */

/** A scheme that runs code (`javascript:`, `vbscript:`) or carries a whole document (`data:`). */
export type ScriptScheme = 'javascript' | 'vbscript' | 'data';

/** The longest scheme tested, colon included: no more of a URL is read. */
const SCHEME_LENGTH = 'javascript:'.length;
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i;

/**
 * The scheme of a URL that runs code or carries a document, or undefined. Browsers skip leading spaces and
 * control characters and drop tabs and newlines inside a scheme (`  java\tscript:` runs), so every character up
 * to U+0020 is skipped first. Fast: most URLs are settled by their first character, and no more than the
 * scheme's length is read (a `data:` image may be megabytes long).
 */
export function scriptUrlScheme(url: string): ScriptScheme | undefined {
  let text = '';
  for (let i = 0; i < url.length && text.length < SCHEME_LENGTH; i++) {
    const code = url.charCodeAt(i);
    if (code <= 0x20) continue;
    // `| 0x20` lower-cases an ASCII letter: j, v and d start the schemes tested.
    if (text === '' && (code | 0x20) !== 0x6a && (code | 0x20) !== 0x76 && (code | 0x20) !== 0x64) return undefined;
    text += url[i];
  }
  return SCRIPT_SCHEME.exec(text)?.[1]?.toLowerCase() as ScriptScheme | undefined;
}

/**
 * The scheme of a URL that a page may not emit, `javascript` or `vbscript`, or undefined. `data:` is not one:
 * pages show `data:` images, and browsers open no `data:` document from a link.
 */
export function pageScriptScheme(url: string): 'javascript' | 'vbscript' | undefined {
  const scheme = scriptUrlScheme(url);
  return scheme === 'data' ? undefined : scheme;
}

/**
 * Attributes whose value is a URL that a browser follows or loads, lower-cased (JSX writes `formAction`,
 * `xlinkHref`, `srcSet`; HTML `formaction`, `xlink:href`, `srcset`).
 */
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlinkhref',
  'xlink:href',
  'poster',
  'data',
  'cite',
  'background',
  // SVG animations set an attribute (a link's `href`) to these: `<set attributeName="href" to="javascript:…">`.
  'to',
  'from',
  'by',
  'values',
]);

/** True for an attribute whose value is a URL (`href`, `src`, `formAction`, `xlink:href`…), in any case. */
export function isUrlAttribute(name: string): boolean {
  return URL_ATTRIBUTES.has(name.toLowerCase());
}

/** True for an event handler's name (`onClick`, `onerror`): an `on` and more, in any case, as React reads them. */
export function isEventHandlerName(name: string): boolean {
  return name.length > 2 && (name.charCodeAt(0) | 0x20) === 0x6f && (name.charCodeAt(1) | 0x20) === 0x6e;
}

/** Why an element's attribute may not be emitted: the scheme of its URL, or an event handler written as text. */
export type UnsafeAttribute = 'javascript' | 'vbscript' | 'event-handler' | 'base';

/**
 * Whether an HTML element's attribute with this text value may not be emitted, and why; undefined when it may.
 * `value` is the value itself (as JSX and the syntax tree hold it), not HTML text: see {@link unsafeHtmlAttribute}.
 * A `srcset` is checked candidate by candidate.
 */
export function unsafeAttribute(name: string, value: string): UnsafeAttribute | undefined {
  // An iframe's `srcdoc` is a whole document as a string, scripts and all, run on the site's own origin.
  if (isEventHandlerName(name) || name.toLowerCase() === 'srcdoc') return 'event-handler';
  if (!isUrlAttribute(name)) return undefined;
  const lower = name.toLowerCase();
  // Several URLs: a `srcset`'s candidates, an animation's `values` (`;` apart).
  if (lower === 'srcset' || lower === 'values') {
    for (const candidate of value.split(lower === 'srcset' ? ',' : ';')) {
      const scheme = pageScriptScheme(candidate);
      if (scheme) return scheme;
    }
    return undefined;
  }
  return pageScriptScheme(value);
}

/**
 * {@link unsafeAttribute} for a value as written in HTML (raw HTML, rendered output), where character
 * references (`&#106;avascript:`, `java&Tab;script&colon;`) are read before the URL.
 */
export function unsafeHtmlAttribute(name: string, htmlValue: string): UnsafeAttribute | undefined {
  return unsafeAttribute(name, htmlValue.includes('&') ? decodeReferences(htmlValue) : htmlValue);
}

/**
 * The character references a scheme can be spelled with: numeric ones (with or without `;`, any number of
 * leading zeros) and the named ones for a colon, a tab and a newline; `&amp;` so that `&amp;#106;` stays text.
 */
const REFERENCE = /&(?:#x([0-9a-f]+)|#(\d+)|(colon|tab|newline|amp));?/gi;
const NAMED: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&' };

function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (_whole: string, ...groups: (string | undefined)[]) => {
    const [hex, decimal, name] = groups;
    if (name !== undefined) return NAMED[name.toLowerCase()]!;
    const code = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * True for a `<base href>`, which is never emitted: it would make every link, image and script of the page,
 * Quire's own included, load from wherever it points.
 */
export function isBaseHref(element: string, name: string): boolean {
  return name.length === 4 && element.toLowerCase() === 'base' && name.toLowerCase() === 'href';
}

/** {@link unsafeAttribute} for an attribute of a known element: a `<base href>` ({@link isBaseHref}) besides. */
export function unsafeElementAttribute(element: string, name: string, value: string): UnsafeAttribute | undefined {
  return isBaseHref(element, name) ? 'base' : unsafeAttribute(name, value);
}

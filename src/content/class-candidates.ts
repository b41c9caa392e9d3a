/**
 * The class names a page or snippet writes in its markup (`class="…"`, `className="…"`, `className={'…'}`,
 * `className={`…`}`): what the site's utility stylesheet is generated from. Read from the source text, so it
 * costs one pass over text already read; a name that is no utility costs nothing later (the generator skips it).
 */
const CLASS_ATTRIBUTE = /\bclass(?:Name)?\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\})/g;
/** A candidate is at most this long (arbitrary values included); longer tokens are not class names. */
const MAX_CANDIDATE = 120;

/** The distinct class names written in `source`, in order of first use. */
export function classCandidates(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(CLASS_ATTRIBUTE)) {
    const value = match.slice(1).find((group) => group !== undefined) ?? '';
    // Template literals: the static parts (`${…}` holds an expression, not names).
    for (const token of value.replace(/\$\{[^}]*\}/g, ' ').split(/\s+/)) {
      if (token && token.length <= MAX_CANDIDATE) found.add(token);
    }
  }
  return [...found];
}

/** A rule of a `_redirects` file: `/from /to 301`, with `:param` segments and a trailing `*` splat. */
export interface RedirectsFileRule {
  from: string;
  to: string;
  status: number;
  pattern: RegExp;
  params: string[];
}

/** Parses `_redirects` text (Netlify / Cloudflare Pages format); comments and blank lines are skipped. */
export function parseRedirectsFile(text: string): RedirectsFileRule[] {
  const rules: RedirectsFileRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#')) continue;
    const params: string[] = [];
    const source = from
      .split(/(:[A-Za-z_]\w*|\*)/)
      .map((part) => {
        if (part === '*') {
          params.push('splat');
          return '(.*)';
        }
        if (/^:[A-Za-z_]\w*$/.test(part)) {
          params.push(part.slice(1));
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    rules.push({
      from,
      to,
      status: Number.parseInt(status ?? '301', 10) || 301,
      pattern: new RegExp(`^${source}/?$`),
      params,
    });
  }
  return rules;
}

/** The destination of the first rule matching a path, with `:param`/`:splat` filled in. */
export function matchRedirect(
  rules: readonly RedirectsFileRule[],
  pathname: string,
): { location: string; status: number } | undefined {
  for (const rule of rules) {
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    let location = rule.to;
    rule.params.forEach((name, i) => {
      location = location.split(`:${name}`).join(match[i + 1] ?? '');
    });
    return { location, status: rule.status };
  }
  return undefined;
}

/**
 * Crawls a built site's files as a reader's browser would follow them: every `<a href>` outside code blocks
 * that stays on the site must reach a page or file (through redirect pages), and its `#fragment` an element id
 * of the page it lands on. Returns the broken ones, each once, with how many pages link to it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface BrokenLink {
  /** The target as resolved from the linking page, with its fragment when the fragment is what is missing. */
  target: string;
  kind: 'page' | 'anchor';
  /** Pages linking to it. */
  count: number;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The broken internal links and anchors of the site built into `outDir`, served under `base`. */
export function crawlLinks(outDir: string, base = '/'): BrokenLink[] {
  const files = new Set(walk(outDir).map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`));
  const pages = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith('.html') || file.startsWith('/_quire/')) continue;
    const url = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file.slice(0, -'.html'.length);
    pages.set(url.replace(/\/$/, '') || '/', file);
  }
  const ids = new Map<string, Set<string>>();
  const idsOf = (url: string): Set<string> => {
    let found = ids.get(url);
    if (!found) {
      const html = readFileSync(path.join(outDir, pages.get(url)!), 'utf8');
      found = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => safeDecode(decodeEntities(m[1]!))));
      ids.set(url, found);
    }
    return found;
  };
  /** The page a redirect page (`quire build`'s, for docs.json `redirects`) sends readers to, else the page itself. */
  const follow = (url: string, hops = 0): string | undefined => {
    const file = pages.get(url);
    if (!file) return undefined;
    const html = readFileSync(path.join(outDir, file), 'utf8');
    const refresh = /<title>Redirecting…<\/title>[\s\S]*?http-equiv="refresh" content="0; url=([^"]*)"/.exec(html);
    if (!refresh || hops > 5) return url;
    const target = new URL(decodeEntities(refresh[1]!), 'http://site/');
    if (target.host !== 'site') return url;
    const next = safeDecode(`/${target.pathname.slice(base.length)}`).replace(/\/$/, '') || '/';
    return pages.has(next) ? follow(next, hops + 1) : undefined;
  };
  const broken = new Map<string, BrokenLink>();
  const report = (target: string, kind: BrokenLink['kind']) => {
    const entry = broken.get(target) ?? { target, kind, count: 0 };
    entry.count++;
    broken.set(target, entry);
  };
  for (const [url, file] of pages) {
    const html = readFileSync(path.join(outDir, file), 'utf8').replace(/<pre[\s\S]*?<\/pre>/g, '');
    const from = new URL(`http://site${base.replace(/\/$/, '')}${url === '/' ? '/' : `${url}/`}`);
    for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
      const href = decodeEntities(match[1]!);
      if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const resolved = new URL(href, from);
      if (!resolved.pathname.startsWith(base)) continue;
      const local = `/${resolved.pathname.slice(base.length)}`;
      const pathOnly = safeDecode(local).replace(/\/$/, '') || '/';
      if (!pages.has(pathOnly)) {
        if (!files.has(pathOnly) && !files.has(`${pathOnly}/index.html`)) report(pathOnly, 'page');
        continue;
      }
      const landing = follow(pathOnly);
      if (!landing) {
        report(pathOnly, 'page');
        continue;
      }
      const fragment = safeDecode(resolved.hash.slice(1));
      if (fragment && !idsOf(landing).has(fragment)) report(`${landing}#${fragment}`, 'anchor');
    }
  }
  return [...broken.values()].sort((a, b) => b.count - a.count || a.target.localeCompare(b.target));
}

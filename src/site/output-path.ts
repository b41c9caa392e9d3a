import { urlPathToFileName } from '../util/url-path.js';

/**
 * Where a page URL lands in the output folder.
 *
 * `/guides/setup` → `guides/setup/index.html`, `/` → `index.html`. Folder-style files work on every static host
 * without configuration (GitHub Pages, Netlify, S3 websites, nginx, `python -m http.server`): `/guides/setup/`
 * serves the index and most hosts redirect `/guides/setup` to it. Links stay `/guides/setup` (the canonical
 * form Mintlify uses), and with `--base` they are simply prefixed, so nothing depends on the host's root.
 */
export function urlToOutputFile(url: string): string {
  const trimmed = urlPathToFileName(url).replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}

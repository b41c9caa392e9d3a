/**
 * Operations whose page name (their summary, prepared as the platform prepares it) is too long for a file name:
 * their page is built under a shortened name (`fitFileName`), so its URL differs from the platform's. Said, with
 * where the summary is written, rather than changed in silence.
 */
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { listOperations } from './operations.js';
import { fitFileName, hrefProblem, MAX_NAME_BYTES, mintExtension, platformPageName } from './page-slug.js';
import { specTextLocator } from './parse-spec-text.js';
import { escapeSegment } from './resolve-ref.js';
import type { OpenApiSpec } from './spec-document.js';

/** One warning per operation of `spec` whose generated page gets a shortened name; `text` is the entry file's. */
export function longPageNameWarnings(spec: OpenApiSpec, text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const locate = specTextLocator(text, spec.file);
  for (const op of listOperations(spec)) {
    const where = op.webhook ? `webhook ${op.path}` : `${op.method} ${op.path}`;
    const href = mintExtension(op.operation).href;
    const problem = typeof href === 'string' && href.trim() ? hrefProblem(href) : undefined;
    if (typeof href === 'string' && href.trim() && !problem) continue;
    if (problem) {
      const at = [op.webhook ? 'webhooks' : 'paths', op.path, ...op.at, 'x-mint', 'href'];
      out.push({
        severity: 'warning',
        rule: 'openapi-extension',
        file: spec.file,
        ...(locate(at) ?? { line: 1, column: 1 }),
        path: `#/${at.map(escapeSegment).join('/')}`,
        message: `${where}: \`x-mint.href\` ${JSON.stringify(href)} ${problem}; the page gets its generated URL.`,
        hint: 'Give a path on this site, like `/payments/create`, or leave `x-mint.href` out.',
      });
    }
    const name = platformPageName(op);
    const fitted = fitFileName(name);
    if (fitted === name) continue;
    const at = [op.webhook ? 'webhooks' : 'paths', op.path, ...op.at, 'summary'];
    out.push({
      severity: 'warning',
      rule: 'openapi-long-page-name',
      file: spec.file,
      ...(locate(at) ?? { line: 1, column: 1 }),
      path: `#/${at.map(escapeSegment).join('/')}`,
      message: `the page of ${where} would be named by its whole summary (${Buffer.byteLength(name)} bytes), longer than a file name may be; it is named \`${fitted}\` instead.`,
      hint: `Give the operation a shorter \`summary\` (at most ${MAX_NAME_BYTES} bytes once prepared), or its own URL with \`x-mint.href\`.`,
    });
  }
  return out;
}

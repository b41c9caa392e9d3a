/**
 * The `auth` playground mode needs to know who the reader is: docs.json `auth` (login URL and public key). A site
 * that asks for the mode without it gets one located warning per place that asks (docs.json, a page's
 * frontmatter, an operation's `x-mint.metadata`): those playgrounds stay hidden from every reader.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedConfig } from '../config/load-config.js';
import type { PageMeta } from '../content/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { frontmatterKeyPosition } from '../mdx/plugins/icon-uses.js';
import { mintExtension } from '../openapi/page-slug.js';
import type { SiteSpecs } from './site-specs.js';

const RULE = 'playground-auth-missing';
const HINT =
  'Add `auth` to docs.json with `loginUrl` and `publicKey` (see the playground sign-in section of the README), or use another `playground` mode.';

/** The warnings; none when docs.json has `auth` or nothing asks for the mode. */
export async function playgroundAuthWarnings(input: {
  loaded: LoadedConfig;
  root: string;
  pageMeta: ReadonlyMap<string, PageMeta>;
  specs: Pick<SiteSpecs, 'operations'>;
}): Promise<Diagnostic[]> {
  const { loaded } = input;
  if (loaded.config.auth) return [];
  const out: Diagnostic[] = [];
  if (loaded.config.api?.playground?.display === 'auth') {
    out.push(
      loaded.withFrame({
        severity: 'warning',
        rule: RULE,
        ...loaded.locate(['api', 'playground', 'display']),
        message:
          '`api.playground.display` is `auth`, but docs.json has no `auth`: no reader can sign in, so every playground stays hidden.',
        hint: HINT,
      }),
    );
  }
  for (const [file, meta] of input.pageMeta) {
    if (meta.playground !== 'auth') continue;
    const text = await readFile(path.join(input.root, file), 'utf8').catch(() => '');
    // The key in the leading YAML block only: a `playground:` line in the page's text is not the setting.
    const at = frontmatterKeyPosition(text.replace(/\r\n/g, '\n'), 'playground');
    out.push({
      severity: 'warning',
      rule: RULE,
      file,
      ...(at ?? {}),
      message:
        'frontmatter `playground: auth` needs docs.json `auth` to sign readers in: without it this page shows no playground.',
      hint: HINT,
    });
  }
  for (const [spec, operations] of input.specs.operations) {
    for (const op of operations) {
      const metadata = mintExtension(op.operation).metadata as { playground?: unknown } | undefined;
      if (metadata?.playground !== 'auth') continue;
      out.push({
        severity: 'warning',
        rule: RULE,
        file: spec,
        message: `${op.method} ${op.path}: \`x-mint.metadata.playground\` is \`auth\`, but docs.json has no \`auth\`: this operation's page shows no playground.`,
        hint: HINT,
      });
    }
  }
  return out;
}

/**
 * Every API page the hosted platform publishes for the shared corpora (../shared/reference/api-urls, computed by
 * the platform's own build step) must exist here at the same URL, document the same operation (or channel), and
 * carry an anchor for each of the operation's parameters.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../src/openapi/operations.js';
import { resolveRef } from '../../src/openapi/resolve-ref.js';
import { isJsonObject } from '../../src/openapi/spec-document.js';
import { openSite } from '../../src/render/open-site.js';
import { renderRoute } from '../../src/render/render-route.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const shared = path.resolve(repoRoot, '..', 'shared');
const listsDir = path.join(shared, 'reference', 'api-urls');

interface ApiUrl {
  url: string;
  kind: string;
  spec: string | null;
  method: string | null;
  path: string;
  page?: string;
}

const SITES = existsSync(listsDir)
  ? ['mintlify__docs', 'triggerdotdev__trigger.dev'].filter((name) => existsSync(path.join(listsDir, `${name}.jsonl`)))
  : [];

describe.each(SITES)('API pages of %s at the platform URLs', (name) => {
  it('has a page at every URL, documenting that operation or channel, with an anchor per parameter', {
    timeout: 300_000,
  }, async () => {
    const expected: ApiUrl[] = readFileSync(path.join(listsDir, `${name}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ApiUrl);
    const { site } = await openSite({ dir: path.join(shared, 'corpora', name), base: '/' });
    expect(site).toBeDefined();
    const problems: string[] = [];
    let anchors = 0;
    for (const line of expected) {
      const route = site!.state.routes.get(line.url);
      const api = route && (route.kind === 'endpoint' ? route.api : route.api);
      if (!api) {
        problems.push(`${line.url}: no API page`);
        continue;
      }
      if (line.method === null) {
        if (api.kind !== 'channel' || api.channel !== line.path) problems.push(`${line.url}: not channel ${line.path}`);
      } else if (api.kind !== 'operation' || api.method !== line.method || api.path !== line.path) {
        problems.push(`${line.url}: documents ${JSON.stringify(api)}, not ${line.method} ${line.path}`);
        continue;
      } else if (line.spec && api.spec !== line.spec) problems.push(`${line.url}: spec ${api.spec}, not ${line.spec}`);
      const { status, html } = await renderRoute(site!, line.url);
      if (status !== 200 || !html.includes('q-api-')) {
        problems.push(`${line.url}: not rendered as an API page`);
        continue;
      }
      if (api.kind !== 'operation') continue;
      const spec = site!.state.specs.openapi.get(api.spec)!;
      const op = listOperations(spec).find((o) => o.method === api.method && o.path === api.path)!;
      for (const list of [op.pathItem.parameters, op.operation.parameters]) {
        for (const raw of Array.isArray(list) ? list : []) {
          const param = resolveRef(spec.document, raw);
          if (!isJsonObject(param) || typeof param.name !== 'string') continue;
          if (param.in === 'header' && /^(accept|content-type|authorization)$/i.test(param.name)) continue;
          anchors++;
          if (!html.includes(`id="${param.name}"`)) problems.push(`${line.url}: no anchor #${param.name}`);
        }
      }
    }
    console.info(`${name}: ${expected.length} API pages checked, ${anchors} parameter anchors`);
    expect(problems).toEqual([]);
  });
});

/**
 * The playground file of an operation: its {@link RequestSpec} as JSON at
 * `/_quire/api/<spec>/playground/<key>.json`, written once by the build and served by dev at the same URL. The
 * page only names it; the playground island fetches it when the reader opens the playground, so a page carries
 * none of its schemas.
 */
import type { MediaContent } from '../openapi/page-model.js';
import type { LiteDefsMemo } from '../openapi/lite-schema.js';
import { buildRequestSpec } from '../openapi/playground-spec.js';
import type { SpecOperation } from '../openapi/operations.js';
import type { SiteView } from '../site/site-context.js';
import { operationKey } from '../site/site-specs.js';
import { contentHash } from '../util/hash.js';
import { FRAGMENT_ROOT, specSlug } from './api-fragment.js';

const FILE_PATTERN = /^\/_quire\/api\/([^/]+)\/playground\/([0-9a-f]+)\.json$/;

/** The URL (no base) of an operation's playground file. */
export function playgroundFileUrl(spec: string, op: SpecOperation): string {
  return `${FRAGMENT_ROOT}${specSlug(spec)}/playground/${operationFileKey(op)}.json`;
}

/** True for the URL (no base) of a playground file. */
export function isPlaygroundFileUrl(url: string): boolean {
  return FILE_PATTERN.test(url);
}

function operationFileKey(op: SpecOperation): string {
  return contentHash(operationKey(op)).slice(0, 16);
}

/** The playground file at `url` (no base); undefined when it names no operation of a loaded spec. */
export function renderPlaygroundFile(site: SiteView, url: string): string | undefined {
  const match = FILE_PATTERN.exec(url);
  if (!match) return undefined;
  const [, slug, key] = match as unknown as [string, string, string];
  const spec = [...site.state.specs.openapi.values()].find((candidate) => specSlug(candidate.file) === slug);
  if (!spec) return undefined;
  const byKey = site.derive(
    `playground-keys:${spec.file}`,
    () => new Map((site.state.specs.operations.get(spec.file) ?? []).map((op) => [operationFileKey(op), op])),
  );
  const op = byKey.get(key);
  if (!op || op.webhook) return undefined;
  const model = buildRequestSpec(spec, op, {
    prefill: site.state.config.api?.examples?.prefill === true,
    exampleCache: site.derive(`api-examples:${spec.file}`, () => new Map<unknown, MediaContent['examples']>()),
    liteDefs: site.derive(`playground-defs:${spec.file}`, (): LiteDefsMemo => new Map()),
  });
  return JSON.stringify(model);
}

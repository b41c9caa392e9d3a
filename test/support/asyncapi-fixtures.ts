/** The AsyncAPI specs of test/fixtures/asyncapi, loaded without the (slow) validator, and their channels' models. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildChannelModel, type ChannelModel } from '../../src/asyncapi/channel-model.js';
import { type AsyncApiSpec, loadAsyncApi } from '../../src/asyncapi/load-asyncapi.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/asyncapi');

/** Spec Markdown as the page models get it, with plain `<p>` HTML. */
export const plainMarkdown = (text: string) => ({ markdown: text, html: `<p>${text}</p>` });

/** A fixture spec by file name (`v3.yaml`). */
export async function loadAsyncApiFixture(file: string): Promise<AsyncApiSpec> {
  const { spec } = await loadAsyncApi({ root, file, validate: false });
  if (!spec) throw new Error(`${file} did not load`);
  return spec;
}

/** The page model of channel `id`; throws when the spec has none. */
export function channelModelOf(spec: AsyncApiSpec, id: string): ChannelModel {
  const built = buildChannelModel(spec, id, { markdown: plainMarkdown });
  if (!built) throw new Error(`no channel ${id}`);
  return built;
}

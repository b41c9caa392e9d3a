/** Schema fragments: the fields of one schema, loaded into an API page when the reader opens a level it left out. */
import { renderToString } from 'preact-render-to-string';
import { FRAGMENT_ANCHOR_PREFIX, type SchemaRoot } from '../../../../src/render/page-data.js';
import { SchemaFragment } from './schema.js';
import { createApiEnv } from './shared.js';

/**
 * The fragment's HTML. Its tab ids start with the anchor prefix too, so that once the loader has put the opening
 * field's anchor in its place they are unique on the page, however many fragments it loads.
 */
export function renderSchemaFragment(root: SchemaRoot): string {
  const env = createApiEnv({ idPrefix: `q-api-${FRAGMENT_ANCHOR_PREFIX}-` });
  return renderToString(<SchemaFragment env={env} root={root} />);
}

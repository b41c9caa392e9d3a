/** Literal building blocks of API page models for tests: every flag off, so a test spells out only what matters. */
import type { SchemaField } from '../../src/openapi/page-model.js';

/** A field (`anchor` defaults to the name, `type` to `string`). */
export function schemaField(name: string, extra: Partial<SchemaField> = {}): SchemaField {
  return {
    name,
    anchor: name,
    type: 'string',
    required: false,
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    nullable: false,
    constraints: [],
    pills: { pre: [], post: [] },
    ...extra,
  };
}

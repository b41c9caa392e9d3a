/** A `components.schemas` entry → the model of its page (`openapi-schema:` frontmatter, §2.5). Pure. */
import { exampleText, generateExample } from './example-values.js';
import type { RichText, SchemaPageModel } from './page-model.js';
import { escapeSegment } from './resolve-ref.js';
import { pageAnchors } from './field-anchors.js';
import { schemaRoot } from './schema-tree.js';
import { isJsonObject, type OpenApiSpec } from './spec-document.js';

/** The names of a spec's `components.schemas`. */
export function schemaNames(spec: OpenApiSpec): string[] {
  const components = spec.document.components;
  return isJsonObject(components) && isJsonObject(components.schemas) ? Object.keys(components.schemas) : [];
}

/** Builds the page model of schema `name`; undefined when the spec has no such schema. */
export function buildSchemaModel(
  spec: OpenApiSpec,
  name: string,
  options: { markdown: (text: string) => RichText; takenAnchors?: readonly string[] },
): SchemaPageModel | undefined {
  if (!schemaNames(spec).includes(name)) return undefined;
  const ref = { $ref: `#/components/schemas/${escapeSegment(name)}` };
  const ctx = {
    document: spec.document,
    markdown: options.markdown,
    direction: 'none' as const,
    anchors: pageAnchors(options.takenAnchors),
    budget: { fields: 1200 },
  };
  const schema = schemaRoot(ctx, ref, '');
  const generated = generateExample(spec.document, ref, { direction: 'response' });
  const model: SchemaPageModel = { kind: 'schema', name, spec: spec.file, title: name, schema };
  if (schema.description) model.description = schema.description;
  if (generated !== undefined) model.example = exampleText(generated);
  return model;
}

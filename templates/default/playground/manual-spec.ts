/**
 * The request spec of a page written by hand (`api:` frontmatter): method, path, servers and security come with
 * the slot (`data-playground-inline`, from docs.json `api.mdx`); parameters and body fields are the page's own
 * top-level ParamFields, read from their `data-param-*` attributes as the build reads them for the page's code
 * samples (src/openapi/request/manual-fields.ts).
 */
import { type ManualField, manualRequest } from '../../../src/openapi/request/manual-fields.js';
import type { RequestSpec } from '../../../src/openapi/request/request-spec.js';
import { topLevelParamFields } from './parameter-rows.js';

/** A rendered ParamField's attributes (components/fields.tsx). */
function fieldOf(element: HTMLElement): ManualField {
  const data = element.dataset;
  return {
    name: data.paramName!,
    location: data.location ?? 'query',
    ...(data.paramType !== undefined ? { type: data.paramType } : {}),
    required: data.paramRequired !== undefined,
    ...(data.paramDefault !== undefined ? { default: data.paramDefault } : {}),
    ...(data.paramPlaceholder ? { placeholder: data.paramPlaceholder } : {}),
    deprecated: element.classList.contains('q-field--deprecated'),
  };
}

/** Reads the slot's base spec and the page's fields. */
export function manualRequestSpec(slot: HTMLElement): RequestSpec {
  const base = JSON.parse(slot.dataset.playgroundInline || '{}') as Partial<RequestSpec>;
  const content = slot.closest('article, main') ?? document;
  const path = base.path ?? '/';
  const request = manualRequest(topLevelParamFields(content).map(fieldOf), path);
  const spec: RequestSpec = {
    method: base.method ?? 'GET',
    path,
    servers: base.servers ?? [],
    parameters: request.parameters.map((param) => {
      const form = param.in === 'query' || param.in === 'cookie';
      return { ...param, style: form ? 'form' : 'simple', explode: form, allowReserved: false };
    }),
    security: base.security ?? [],
    responses: [],
    defs: {},
    prefill: base.prefill === true,
  };
  if (request.body)
    spec.body = {
      required: request.body.required,
      contents: [{ mediaType: request.body.mediaType, schema: request.body.schema }],
    };
  return spec;
}

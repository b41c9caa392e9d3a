/**
 * How a parameter is written into a request (OpenAPI "style" and "explode"), from the parameter as the spec gives
 * it: the style it names, else its location's default (path and header `simple`, query and cookie `form`), and
 * `explode` as given, else true for `form` only. One reading for the page's code samples and the playground.
 */
import type { ParameterStyle, RequestParameterLocation } from './request/request-spec.js';
import type { ParameterShape } from './request/serialize-parameter.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

const STYLES = new Set<ParameterStyle>([
  'matrix',
  'label',
  'simple',
  'form',
  'spaceDelimited',
  'pipeDelimited',
  'deepObject',
]);

/** The serialisation of a parameter named `name` in `location`, written as `raw` (the parameter object). */
export function parameterShape(raw: JsonObject, at: { name: string; in: RequestParameterLocation }): ParameterShape {
  const style = STYLES.has(raw.style as ParameterStyle)
    ? (raw.style as ParameterStyle)
    : at.in === 'query' || at.in === 'cookie'
      ? 'form'
      : 'simple';
  // A parameter given by `content` (one media type) is that media type's text, not a styled value.
  const mediaType = isJsonObject(raw.content) ? Object.keys(raw.content)[0] : undefined;
  return {
    name: at.name,
    in: at.in,
    style,
    explode: typeof raw.explode === 'boolean' ? raw.explode : style === 'form',
    allowReserved: raw.allowReserved === true,
    ...(mediaType ? { mediaType } : {}),
  };
}

/** True for a style the spec may name. */
export function isParameterStyle(value: unknown): value is ParameterStyle {
  return STYLES.has(value as ParameterStyle);
}

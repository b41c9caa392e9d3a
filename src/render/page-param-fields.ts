/**
 * The top-level ParamFields of a rendered page, read from its HTML as the playground reads them from the DOM
 * (templates/default/playground/parameter-rows.ts): elements of class `q-field--param` with a `data-param-name`,
 * not inside another field (whose parts they are). Whatever wrote them (the page, a snippet, a component, an
 * expression), the page's code samples then show the request its playground sends.
 */
import type { ManualField } from '../openapi/request/manual-fields.js';
import { unescapeHtml } from '../util/escape-html.js';
import { RAW_TEXT_ELEMENTS, VOID_ELEMENTS } from '../util/html-elements.js';
import { nextTag } from './html-tag-scanner.js';

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, unescapeHtml(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return out;
}

function classesOf(attributes: Map<string, string>): string[] {
  return (attributes.get('class') ?? '').split(/\s+/);
}

/** The page's top-level ParamFields, in page order. */
export function pageParamFields(html: string): ManualField[] {
  const fields: ManualField[] = [];
  if (!html.includes('data-param-name')) return fields;
  // Open elements, each with whether it is a field.
  const open: { name: string; field: boolean }[] = [];
  let fieldDepth = 0;
  for (let tag = nextTag(html, 0); tag; tag = nextTag(html, tag.end)) {
    if (!tag.name) continue;
    const name = tag.name;
    if (tag.closing) {
      const at = open.findLastIndex((element) => element.name === name);
      if (at < 0) continue;
      for (const element of open.splice(at)) if (element.field) fieldDepth--;
      continue;
    }
    if (RAW_TEXT_ELEMENTS.has(tag.name)) {
      const end = html.indexOf(`</${tag.name}`, tag.end);
      if (end < 0) break;
      tag = { ...tag, end };
      continue;
    }
    if (VOID_ELEMENTS.has(tag.name) || tag.selfClosing) continue;
    const attributes = tag.attributes.includes('q-field') ? attributesOf(tag.attributes) : undefined;
    const classes = attributes ? classesOf(attributes) : [];
    const field = classes.includes('q-field');
    if (field && fieldDepth === 0 && classes.includes('q-field--param') && attributes?.has('data-param-name'))
      fields.push(fieldOf(attributes, classes));
    open.push({ name: tag.name, field });
    if (field) fieldDepth++;
  }
  return fields;
}

function fieldOf(attributes: Map<string, string>, classes: string[]): ManualField {
  const type = attributes.get('data-param-type');
  const fallback = attributes.get('data-param-default');
  const placeholder = attributes.get('data-param-placeholder');
  return {
    name: attributes.get('data-param-name')!,
    location: attributes.get('data-location') ?? 'query',
    ...(type !== undefined ? { type } : {}),
    required: attributes.has('data-param-required'),
    ...(fallback !== undefined ? { default: fallback } : {}),
    ...(placeholder ? { placeholder } : {}),
    deprecated: classes.includes('q-field--deprecated'),
  };
}

/**
 * The Markdown twin of an API page (`<page>.md`, `llms-full.txt`, the search index): the page model written out
 * for a reader of text, an AI first (docs-json.md §5.9, §8.3). Pure and deterministic. Spec Markdown
 * (descriptions) is kept as written, indented into the list item it belongs to; names and values go in inline
 * code that their own backticks cannot break.
 */
import type {
  ApiPageModel,
  MediaContent,
  OperationModel,
  ParameterLocation,
  RichText,
  SchemaField,
  SchemaPageModel,
  SchemaRoot,
  SchemaVariants,
  SecurityOption,
  SecuritySchemeModel,
  Truncation,
} from './page-model.js';

const LOCATION_TITLES: Record<ParameterLocation, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Headers',
  cookie: 'Cookies',
};

/** A first description line that opens a Markdown block (list, heading, quote, fence, table) starts a paragraph. */
const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#|>|```|~~~|\|)/;

/**
 * The Markdown of an API page: `# title` (`options.title` over the model's), a `Source: url` line when
 * `options.url` is given, then the operation (method and URL, authorizations, parameters, body, callbacks,
 * responses, request examples) or the schema (description, fields, example). Ends with one newline.
 */
export function apiPageMarkdown(model: ApiPageModel, options: { title?: string; url?: string } = {}): string {
  const title = `# ${oneLine(options.title ?? model.title)}${options.url ? `\nSource: ${options.url}` : ''}`;
  const blocks = model.kind === 'schema' ? schemaPageBlocks(model) : operationBlocks(model, 2, false);
  return `${[title, ...blocks].filter(Boolean).join('\n\n')}\n`;
}

/**
 * Inline code for any text: the fence is one backtick longer than the longest run inside, padded with a space
 * when the text starts or ends with a backtick. Line breaks become spaces.
 */
export function inlineCode(value: string): string {
  const flat = value.replace(/\r?\n/g, ' ');
  const marks = '`'.repeat(longestRun(flat) + 1);
  const pad = flat === '' || /^`|`$/.test(flat) || /^ .*[^ ].* $/.test(flat) ? ' ' : '';
  return `${marks}${pad}${flat}${pad}${marks}`;
}

/** A fenced code block whose fence is longer than any backtick run in the source (at least three). */
export function fencedBlock(source: string, language: string): string {
  // trimEnd drops exactly what /\s+$/ does, without trying the regex again at every space of every indent
  // (a third of a Stripe page's Markdown twin went into it on large pretty-printed examples).
  const body = normalize(source).trimEnd();
  const marks = '`'.repeat(Math.max(3, longestRun(body) + 1));
  return `${marks}${language}\n${body}\n${marks}`;
}

function schemaPageBlocks(model: SchemaPageModel): string[] {
  const description = richTextMarkdown(model.description);
  const out = [description];
  const sameDescription = richTextMarkdown(model.schema.description) === description;
  out.push(...rootBlocks(model.schema, !sameDescription, description));
  if (model.example !== undefined) out.push('## Example', fencedBlock(model.example, 'json'));
  return out;
}

/** An operation's blocks, its sections headed at `level` (2 on a page, 4 for an operation inside a callback). */
function operationBlocks(op: OperationModel, level: number, nested: boolean): string[] {
  const h = (offset: number, text: string) => `${'#'.repeat(Math.min(6, level + offset))} ${oneLine(text)}`;
  const target =
    op.kind === 'webhook' ? `WEBHOOK ${op.path}` : `${op.method} ${nested ? '' : (op.baseUrl ?? '')}${op.path}`;
  const out: string[] = [];
  if (nested && op.title !== `${op.method} ${op.path}`) out.push(`**${oneLine(op.title)}**`);
  out.push(inlineCode(target));
  if (op.deprecated) out.push('**Deprecated.**');
  out.push(richTextMarkdown(op.description));
  // A callback's operation is built with the document's security as a fallback: not the receiver's.
  if (!nested && op.security.length) out.push(h(0, 'Authorizations'), securityList(op.security));
  for (const group of op.parameters) {
    if (group.fields.length) out.push(h(0, LOCATION_TITLES[group.location]), fieldList(group.fields));
  }
  if (op.body) {
    out.push(h(0, 'Body'), op.body.required ? 'Required.' : 'Optional.', richTextMarkdown(op.body.description));
    for (const media of op.body.contents) out.push(...mediaBlocks(media, h(1, media.mediaType), false));
  }
  if (op.callbacks.length) out.push(h(0, 'Callbacks'));
  for (const callback of op.callbacks) {
    out.push(h(1, callback.name));
    if (!callback.operations.length) out.push(inlineCode(callback.expression));
    for (const inner of callback.operations) out.push(...operationBlocks(inner, level + 2, true));
  }
  if (op.responses.length) out.push(h(0, 'Responses'));
  for (const response of op.responses) {
    out.push(h(1, response.status), richTextMarkdown(response.description));
    if (response.headers.length) out.push(h(2, 'Headers'), fieldList(response.headers));
    for (const media of response.contents) out.push(...mediaBlocks(media, h(2, media.mediaType), true));
  }
  if (op.requestExamples.length) out.push(h(0, 'Request examples'));
  for (const sample of op.requestExamples)
    out.push(`**${oneLine(sample.label)}**`, fencedBlock(sample.source, sample.language));
  return out;
}

/** A body's or response's content type: heading, schema, encodings, examples (generated ones only if asked). */
function mediaBlocks(media: MediaContent, heading: string, generated: boolean): string[] {
  const out = [heading, ...rootBlocks(media.schema, true)];
  const encodings = Object.entries(media.encoding ?? {});
  if (encodings.length) {
    const lines = encodings.map(([name, encoding]) => {
      const facts = [
        encoding.contentType ? `content type: ${inlineCode(encoding.contentType)}` : '',
        encoding.style ? `style: ${encoding.style}` : '',
        encoding.explode === undefined ? '' : `explode: ${encoding.explode}`,
      ].filter(Boolean);
      return `- ${inlineCode(name)}${facts.length ? `: ${facts.join(', ')}` : ''}`;
    });
    out.push(['Encoding:', ...lines].join('\n'));
  }
  const language = /[/+]json\b/i.test(media.mediaType) ? 'json' : /xml/i.test(media.mediaType) ? 'xml' : 'text';
  for (const example of media.examples) {
    if (example.generated && !generated) continue;
    out.push(`**${oneLine(example.summary ?? example.name)}**`, fencedBlock(example.value, language));
  }
  return out;
}

/**
 * A schema root: its type line (when it says more than `object`), description, fields and variants. `before` is
 * the text the page shows just before it when `withDescription` is false (a schema page's own description).
 */
export function rootBlocks(root: SchemaRoot, withDescription: boolean, before = ''): string[] {
  const out: string[] = [];
  let last = before;
  if (root.field) {
    const facts = fieldFacts({ ...root.field, required: false }, false);
    last = `Type: ${root.type}${facts.length ? ` (${facts.join(', ')})` : ''}`;
    out.push(last);
  } else if (root.type !== 'object' || (!root.fields.length && !root.variants)) {
    last = `Type: ${root.type}`;
    out.push(last);
  }
  if (withDescription) {
    const description = richTextMarkdown(root.description);
    if (description) last = description;
    out.push(description);
  }
  const bullet = bulletAfter(last);
  const lines = root.fields.flatMap((field) => fieldLines(field, 0, bullet));
  if (root.variants) lines.push(...variantLines(root.variants, 0, bullet));
  if (lines.length) out.push(lines.join('\n'));
  return out;
}

/** Fields as a Markdown list, children nested under their parents. */
export function fieldList(fields: readonly SchemaField[]): string {
  return fields.flatMap((field) => fieldLines(field, 0)).join('\n');
}

/**
 * The bullet of a list written after `text`: `*` when `text` ends with a `-` list, which a `-` item would
 * continue (the children of a field whose description ends with a list of its own read as more of its items).
 */
function bulletAfter(text: string): '-' | '*' {
  // Most descriptions hold no line that starts with `-`: settled without splitting them.
  if (!text.startsWith('-') && !text.includes('\n-')) return '-';
  const lines = text.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    // The last line that starts at the margin: a list item's own lines are indented below it.
    if (line.trim() && !/^\s/.test(line)) return /^-(?:\s|$)/.test(line) ? '*' : '-';
  }
  return '-';
}

/**
 * A field as a list item at `depth` (two spaces a level) with `bullet`, then its children, `{key}`, variants,
 * truncation.
 */
function fieldLines(field: SchemaField, depth: number, bullet: '-' | '*' = '-'): string[] {
  const pad = '  '.repeat(depth);
  const facts = fieldFacts(field, true);
  const head = `${pad}${bullet} ${inlineCode(field.name)}${facts.length ? ` (${facts.join(', ')})` : ''}`;
  const description = richTextMarkdown(field.description);
  const lines = describedItem(head, description, `${pad}  `);
  const sub = bulletAfter(description);
  for (const child of field.children ?? []) lines.push(...fieldLines(child, depth + 1, sub));
  if (field.additional === true) lines.push(`${pad}  ${sub} ${inlineCode('{key}')} (any)`);
  else if (field.additional) lines.push(...fieldLines({ ...field.additional, name: '{key}' }, depth + 1, sub));
  if (field.variants) lines.push(...variantLines(field.variants, depth + 1, sub));
  if (field.truncated) lines.push(truncationLine(field.truncated, `${pad}  ${sub}`));
  return lines;
}

/**
 * The note for a level left out of the page (the HTML loads it from a fragment; the Markdown names it), after
 * `start` (its indent and bullet).
 */
function truncationLine(truncation: Truncation, start: string): string {
  const { fields, schema } = truncation;
  const count = fields ? `${fields} nested field${fields === 1 ? '' : 's'}` : 'Nested fields';
  const where = schema ? `; see the ${inlineCode(schema)} schema` : '';
  return `${start} *${count} not shown${where}.*`;
}

/** The words in parentheses after a field's name. */
function fieldFacts(field: SchemaField, withType: boolean): string[] {
  const facts: string[] = [];
  if (withType && field.type !== field.circular) facts.push(field.type);
  if (field.required) facts.push('required');
  if (field.deprecated) facts.push('deprecated');
  if (field.readOnly) facts.push('read-only');
  if (field.writeOnly) facts.push('write-only');
  if (field.nullable && !/\bnull\b/.test(field.type)) facts.push('nullable');
  facts.push(...field.pills.pre, ...field.pills.post);
  if (field.default !== undefined) facts.push(`default: ${inlineCode(field.default)}`);
  if (field.enum?.length) facts.push(`one of: ${field.enum.map(inlineCode).join(', ')}`);
  facts.push(...field.constraints);
  if (field.example !== undefined) facts.push(`example: ${inlineCode(field.example)}`);
  if (field.circular) facts.push(`circular: ${field.circular}`);
  return facts;
}

/**
 * `One of:` / `Any of:` as a list item, each variant a sub-item titled in bold with its fields below, then its own
 * `One of:` / `Any of:` when it is a choice itself, nested like a field's.
 */
function variantLines(variants: SchemaVariants, depth: number, bullet: '-' | '*' = '-'): string[] {
  const pad = '  '.repeat(depth);
  const by = variants.discriminator ? ` (discriminator: ${inlineCode(variants.discriminator)})` : '';
  const lines = [`${pad}${bullet} ${variants.kind === 'oneOf' ? 'One of' : 'Any of'}${by}:`];
  for (const option of variants.options) {
    const facts = option.type === option.title || option.type === option.circular ? [] : [option.type];
    const value = option.facts;
    if (value?.default !== undefined) facts.push(`default: ${inlineCode(value.default)}`);
    if (value?.enum?.length) facts.push(`one of: ${value.enum.map(inlineCode).join(', ')}`);
    if (value) facts.push(...value.constraints);
    if (value?.example !== undefined) facts.push(`example: ${inlineCode(value.example)}`);
    if (option.circular) facts.push(`circular: ${option.circular}`);
    const head = `${pad}  - **${oneLine(option.title)}**${facts.length ? ` (${facts.join(', ')})` : ''}`;
    const description = richTextMarkdown(option.description);
    lines.push(...describedItem(head, description, `${pad}    `));
    const sub = bulletAfter(description);
    for (const field of option.fields) lines.push(...fieldLines(field, depth + 2, sub));
    if (option.variants) lines.push(...variantLines(option.variants, depth + 2, sub));
    if (option.truncated) lines.push(truncationLine(option.truncated, `${pad}    ${sub}`));
  }
  return lines;
}

function securityList(options: readonly SecurityOption[]): string {
  const lines = options.flatMap((option) => {
    if (!option.schemes.length) return ['- None: the request may be sent without credentials.'];
    if (option.schemes.length === 1) return schemeLines(option.schemes[0]!, '');
    return [`- ${inlineCode(option.title)}, all together:`, ...option.schemes.flatMap((s) => schemeLines(s, '  '))];
  });
  return lines.join('\n');
}

function schemeLines(scheme: SecuritySchemeModel, pad: string): string[] {
  const scopes = scheme.scopes?.length ? ` Scopes: ${scheme.scopes.map(inlineCode).join(', ')}.` : '';
  const lines = [`${pad}- ${inlineCode(scheme.name)} — ${oneLine(scheme.summary)}${scopes}`];
  const description = richTextMarkdown(scheme.description);
  if (description) lines.push('', ...indent(description, `${pad}  `));
  return lines;
}

/**
 * A list item's head and its description: the first line after ` — `, the rest indented under the item; a
 * description that opens with a block (a list, a fence) goes below the head as its own paragraph.
 */
function describedItem(head: string, description: string, pad: string): string[] {
  if (!description) return [head];
  const [first = '', ...rest] = description.split('\n');
  if (BLOCK_START.test(first)) return [head, '', ...indent(description, pad)];
  return [`${head} — ${first}`, ...indent(rest.join('\n'), pad)];
}

function indent(text: string, pad: string): string[] {
  if (!text) return [];
  return text.split('\n').map((line) => (line.trim() ? pad + line : ''));
}

/** Spec Markdown as written: line endings normalized, outer blank lines and trailing spaces of the end dropped. */
export function richTextMarkdown(text: RichText | undefined): string {
  return text
    ? normalize(text.markdown)
        .replace(/^\s*\n/, '')
        .trimEnd()
    : '';
}

function normalize(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Text on one line: line breaks and the spaces around them become one space. */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function longestRun(text: string): number {
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}

/**
 * Example values: the spec's own (`examples` map with summaries, else `example`), else one generated from the
 * schema with `openapi-sampler` (deterministic: the same spec gives the same examples on every build).
 */
import { sample } from 'openapi-sampler';
import type { MediaContent } from './page-model.js';
import { withDiscriminatorValues } from './discriminator-values.js';
import { samplerSpec } from './sampler-spec.js';
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/** What examples are for: a request or a response, and the media type (XML examples are generated as XML). */
export interface ExampleUse {
  direction: 'request' | 'response';
  mediaType?: string;
}

/**
 * The examples of a media type object (or parameter), as pretty JSON text (strings as they are). One generated
 * from the schema is XML for an XML media type, and there is none for a file's content (a binary string).
 */
export function mediaExamples(document: JsonObject, media: JsonObject, use: ExampleUse): MediaContent['examples'] {
  const { direction } = use;
  const out: MediaContent['examples'] = [];
  if (isJsonObject(media.examples)) {
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolveRef(document, raw);
      if (!isJsonObject(example)) continue;
      // An `externalValue` is only the address of an example (a build never fetches it): not an example to show
      // as JSON. Without any other, one is generated from the schema, as the samples do.
      const value = example.value;
      if (value === undefined) continue;
      const summary = typeof example.summary === 'string' ? example.summary : undefined;
      out.push({ name, ...(summary ? { summary } : {}), value: exampleText(value), generated: false });
    }
    nameRepeatedSummaries(out);
  }
  if (out.length === 0 && media.example !== undefined)
    out.push({ name: 'Example', value: exampleText(media.example), generated: false });
  if (out.length === 0 && media.schema !== undefined && !isBinary(resolveRef(document, media.schema))) {
    const xml = use.mediaType !== undefined && XML_TYPE.test(use.mediaType);
    const text = exampleOf(generateExample(document, media.schema, { direction, ...(xml ? { xml } : {}) }));
    if (text !== undefined) out.push({ name: 'Example', value: text, generated: true });
  }
  return out;
}

/**
 * Examples are labelled by their summary: where two share one (PagerDuty's three "Request Example"s), each of
 * those says its name too, so that their tabs can be told apart.
 */
function nameRepeatedSummaries(examples: MediaContent['examples']): void {
  const counts = new Map<string, number>();
  for (const { summary } of examples) if (summary) counts.set(summary, (counts.get(summary) ?? 0) + 1);
  for (const example of examples) {
    if (example.summary && (counts.get(example.summary) ?? 0) > 1)
      example.summary = `${example.summary} (${example.name})`;
  }
}

/** `application/xml`, `text/xml`, `application/atom+xml`... */
const XML_TYPE = /^[\w.+-]+\/(?:[\w.-]+\+)?xml\s*(?:;|$)/i;

/** True for an XML media type (`application/xml`, `text/xml`, `application/atom+xml`...). */
export function isXmlMediaType(mediaType: string): boolean {
  return XML_TYPE.test(mediaType);
}

/** A string of bytes (`format: binary`, 3.1's `contentMediaType`): no text to show as an example. */
function isBinary(schema: unknown): boolean {
  return (
    isJsonObject(schema) &&
    (schema.type === undefined || schema.type === 'string') &&
    (schema.format === 'binary' || typeof schema.contentMediaType === 'string')
  );
}

/**
 * {@link mediaExamples} through `cache` (kept across a spec's pages). Examples generated from a schema depend
 * on nothing but the schema's text and the direction: Stripe's operations give the same `{$ref}` or list wrapper
 * in media objects of their own, so those share one entry.
 */
export function cachedMediaExamples(
  cache: Map<unknown, MediaContent['examples']> | undefined,
  input: { document: JsonObject; media: JsonObject } & ExampleUse,
): MediaContent['examples'] {
  const { document, media } = input;
  const use: ExampleUse = { direction: input.direction, ...(input.mediaType ? { mediaType: input.mediaType } : {}) };
  if (!cache) return mediaExamples(document, media, use);
  const xml = input.mediaType !== undefined && XML_TYPE.test(input.mediaType);
  const key = generatedOnly(media)
    ? (schemaKey(media.schema, `${input.direction}${xml ? ' xml' : ''}`) ?? media)
    : media;
  let examples = cache.get(key);
  if (!examples) {
    examples = mediaExamples(document, media, use);
    cache.set(key, examples);
  }
  return examples;
}

/** Whether a media object's examples can only be generated from its schema. */
function generatedOnly(media: JsonObject): boolean {
  return media.example === undefined && media.examples === undefined && media.schema !== undefined;
}

function schemaKey(schema: unknown, direction: string): string | undefined {
  try {
    return `${direction}\u0000${JSON.stringify(schema)}`;
  } catch {
    return undefined;
  }
}

/** Levels a generated example goes down first: enough for most schemas, cheap for the largest. */
const FIRST_DEPTH = 4;
/** Levels it goes down when that gave a small example: the leaves of arrays of objects inside objects. */
const DEEP_DEPTH = 8;
/** Levels it keeps when it would pass a screenful. */
const SHALLOW_DEPTH = 2;
/** Characters of pretty JSON under which an example is generated again, deeper (see `generateExample`). */
const SMALL_EXAMPLE = 1500;

/**
 * A value generated from a schema; undefined when the schema cannot be sampled. Without `depth`: four levels
 * down; deeper (eight) when that example is small and the deeper one still fits a screenful
 * ({@link MAX_GENERATED_EXAMPLE}), so nested fields get their values; two levels when four pass a screenful. A
 * generated example is an illustration: a Stripe error object four levels deep is 30 KB of JSON on every page,
 * and two levels say as much. Deeper sampling only of small examples keeps the large specs' builds as fast.
 */
export function generateExample(
  document: JsonObject,
  schema: unknown,
  how: { direction: 'request' | 'response' | 'request-required'; depth?: number; xml?: boolean },
): unknown {
  const at = (depth: number) => sampleAt(document, schema, { direction: how.direction, depth, xml: how.xml === true });
  if (how.depth !== undefined) return at(how.depth);
  const value = at(FIRST_DEPTH);
  if (value === undefined) return value;
  const length = exampleOf(value)?.length ?? 0;
  if (length > MAX_GENERATED_EXAMPLE) return at(SHALLOW_DEPTH) ?? value;
  if (length > SMALL_EXAMPLE) return value;
  const deeper = at(DEEP_DEPTH);
  return deeper !== undefined && (exampleOf(deeper)?.length ?? 0) <= MAX_GENERATED_EXAMPLE ? deeper : value;
}

function sampleAt(
  document: JsonObject,
  schema: unknown,
  how: { direction: 'request' | 'response' | 'request-required'; depth: number; xml: boolean },
): unknown {
  const { direction, depth } = how;
  const sampled = samplerSpec(document);
  const spec = withDiscriminatorValues(sampled.document);
  // The sampler writes some of its doubts (`allOf` of two types, a `maxLength` on a date) to the console whatever
  // `quiet` says: they would reach the terminal as lines of no file and no rule. The example is made all the same.
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    return sample(
      sampled.standIn(schema) as never,
      {
        skipReadOnly: direction !== 'response',
        skipNonRequired: direction === 'request-required',
        skipWriteOnly: direction === 'response',
        quiet: true,
        maxSampleDepth: depth,
        ...(how.xml ? { format: 'xml' as const } : {}),
      },
      spec,
    );
  } catch {
    return undefined;
  } finally {
    console.warn = warn;
  }
}

/** Characters of pretty JSON past which a generated example is generated again, shallower. */
const MAX_GENERATED_EXAMPLE = 4000;

function exampleOf(value: unknown): string | undefined {
  return value === undefined ? undefined : exampleText(value);
}

/** Pretty JSON, or the string itself (XML, plain text examples). */
export function exampleText(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The shape the AsyncAPI stage passes around, and the small readers every part of it shares. Kept apart from
 * the loader so that page models never pull in `@asyncapi/parser` (heavy: seconds to load).
 */
import { resolveRef } from '../openapi/resolve-ref.js';
import { isJsonObject, type JsonObject } from '../openapi/spec-document.js';

/** A loaded AsyncAPI 2.x or 3.0 document. */
export interface AsyncApiSpec {
  /** Root-relative path of the spec file: `asyncapi.yaml`, `api/events.json`. */
  file: string;
  /** The plain parsed document; internal `$ref`s are kept as written and followed lazily. */
  document: Record<string, unknown>;
  /** `asyncapi` of the document: `3.0.0`, `2.6.0`. */
  version: string;
}

/** True for an AsyncAPI 3.x document (channels with `address`, operations at the root); else 2.x. */
export function isV3(spec: AsyncApiSpec): boolean {
  return /^3\./.test(spec.version);
}

/** The value a (possibly referenced) object stands for, or undefined when it is not an object. */
export function resolvedObject(document: JsonObject, value: unknown): JsonObject | undefined {
  const resolved = resolveRef(document, value);
  return isJsonObject(resolved) ? resolved : undefined;
}

/** The entries of an object map of the document (`channels`, `servers`), references kept. */
export function mapEntries(value: unknown): [string, unknown][] {
  return isJsonObject(value) ? Object.entries(value) : [];
}

/** A non-empty trimmed string, else undefined. */
export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * An identifier in words, as the hosted platform titles channels without `title`: `channelOne` → `Channel one`,
 * `user_signed-up` → `User signed up`; all-capital words (`API`) stay as written.
 */
export function sentenceCase(id: string): string {
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : id;
}

/** Protocol bindings of a channel, operation or message: per protocol, its settings as pretty JSON. */
export type Bindings = { protocol: string /** Pretty JSON. */; value: string }[];

/** Protocol bindings (`ws`, `kafka`…) as pretty JSON, in written order. */
export function bindingsOf(document: JsonObject, raw: unknown): Bindings {
  const bindings = resolvedObject(document, raw) ?? {};
  return Object.entries(bindings)
    .filter(([protocol]) => protocol !== '$ref')
    .map(([protocol, value]) => ({
      protocol,
      value: JSON.stringify(resolvedObject(document, value) ?? value ?? {}, null, 2),
    }));
}

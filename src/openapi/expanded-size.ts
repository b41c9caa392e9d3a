/**
 * The size of a document as a validator that dereferences it walks it: every internal `$ref` replaced by the
 * value it points to, again and again (a reference on its own path stays a reference, as `circular: 'ignore'`
 * leaves it). References that fan out (ten properties pointing to the next schema, eight levels down) make a
 * file of a few KB a tree of 10^8 values: validating that takes hours. Each reference's size is counted once.
 */
import { resolvePointer } from './resolve-ref.js';
import type { JsonObject } from './spec-document.js';

/**
 * Expanded values past which validators are not run on the dereferenced document: they take ~3 µs a value, so
 * about 15 s. DigitalOcean's spec expands to 350,000, Stripe's to 167,000.
 */
export const MAX_EXPANDED_VALUES = 5_000_000;

/**
 * Values (objects, arrays, scalars) of `document` with its internal references expanded, counted up to a little
 * past `limit` (the count stops there); `Infinity` when the references nest too deep to follow. As the
 * dereferencing of `@apidevtools/json-schema-ref-parser` with `circular: 'ignore'`, a reference whose value holds
 * a circular one anywhere below is left as it is (Stripe's spec: nearly every schema), and counts as one value.
 */
export function expandedSize(document: JsonObject, limit: number): number {
  /** Size and whether a circular reference lies below, per reference followed. */
  const known = new Map<string, Expansion>();
  const open = new Set<string>();
  const sizeOf = (value: unknown): Expansion => {
    if (value === null || typeof value !== 'object') return SCALAR;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) return refSize(ref);
    let size = 1;
    let circular = false;
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const inner = sizeOf(child);
      size += inner.size;
      circular ||= inner.circular;
      if (size > limit) break;
    }
    return { size, circular };
  };
  const refSize = (ref: string): Expansion => {
    if (open.has(ref)) return LEFT_CIRCULAR;
    const seen = known.get(ref);
    if (seen) return seen;
    open.add(ref);
    const target = resolvePointer(document, ref);
    const inner = target === undefined ? SCALAR : sizeOf(target);
    open.delete(ref);
    const result = inner.circular ? LEFT_CIRCULAR : inner;
    known.set(ref, result);
    return result;
  };
  try {
    return sizeOf(document).size;
  } catch (error) {
    if (error instanceof RangeError) return Number.POSITIVE_INFINITY;
    throw error;
  }
}

interface Expansion {
  size: number;
  circular: boolean;
}

const SCALAR: Expansion = { size: 1, circular: false };
/** A reference left in place: its value holds a circular reference. */
const LEFT_CIRCULAR: Expansion = { size: 1, circular: true };

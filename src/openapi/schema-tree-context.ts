/**
 * What a field tree is built with (one context per page: its anchors and its field budget are page-wide) and
 * where a field sits in it. Types only, shared by the tree (schema-tree.ts), its variants (schema-variants.ts)
 * and the helpers below them, so that none of them imports the tree for its types.
 */
import type { RichText } from './page-model.js';
import type { JsonObject } from './spec-document.js';

/** What a tree is built with; one per page (the anchors and the budget are page-wide). */
export interface SchemaTreeContext {
  document: JsonObject;
  markdown: (text: string) => RichText;
  /** Request bodies and parameters hide read-only fields; responses hide write-only ones. */
  direction: 'request' | 'response' | 'none';
  /** Anchors taken on the page. */
  anchors: Set<string>;
  /**
   * Fields left before deeper levels are truncated. `strict`: going past it throws `OVER_BUDGET`
   * (field-budget.ts; a build that is thrown away once it does not fit stops there).
   */
  budget: { fields: number; strict?: boolean };
  /** `api.params.post` keys: schema keys shown as pills after the name. */
  postKeys?: readonly string[];
  /** Named schemas expanded inside one another, at most (default 3); deeper ones name their schema. */
  maxRefDepth?: number;
  /**
   * The href of the shared fragment holding the fields of the schema at a pointer (a component schema,
   * `#/components/schemas/X`, or an inline one by its place), for levels left out of the page; undefined: no
   * fragment (the level is only named).
   */
  fragmentHref?: (ref: string, direction: SchemaTreeContext['direction']) => string | undefined;
  /** Resolved references of the document, shared by every page of a spec (pointer parsing adds up on big specs). */
  refCache?: Map<string, unknown>;
  /** Examples already generated for a media type object (a page's trees may be built more than once). */
  examples?: Map<unknown, { name: string; summary?: string; value: string; generated: boolean }[]>;
}

/** Where a level's fields go: the anchor of the parent (`''` at the top), the references above, the depth. */
export interface LevelPlace {
  prefix: string;
  stack: readonly string[];
  depth: number;
}

/** Where a field sits: its name, its schema, and the path above it. */
export interface FieldPlace extends LevelPlace {
  name: string;
  raw: unknown;
  required: boolean;
  /** The root of a body, response or schema page: its own fields are always listed. */
  root?: boolean;
}

/**
 * The page model of an API reference page: what an endpoint, webhook, schema or channel page shows, as plain data.
 * Built by pure functions from a bundled spec (operation-model.ts, schema-tree.ts), rendered by the theme, and
 * turned into the page's Markdown twin. Texts that the spec writes in Markdown are given both ways: `markdown`
 * as written, `html` rendered like page Markdown (by the renderer the caller passes in).
 */

import type { RequestSpec } from './request/request-spec.js';

/** A text the spec writes in Markdown. */
export interface RichText {
  markdown: string;
  html: string;
}

/** One field of a schema tree, or one parameter: a row the reader can link to. */
export interface SchemaField {
  /** Property or parameter name; `[]` for the items of an array without a name. */
  name: string;
  /** Element id, unique in the page: `limit`, nested `customer.address.city`. */
  anchor: string;
  /** Display type: `string`, `integer<int64>`, `object`, `object[]`, `enum<string>`, `string | null`, `file`, `any`. */
  type: string;
  required: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  nullable: boolean;
  description?: RichText;
  /** JSON text of the default value. */
  default?: string;
  /** JSON text of one example value. */
  example?: string;
  /** Allowed values, as JSON text. */
  enum?: string[];
  /** Constraints in words: `>= 1`, `<= 100`, `length 1–64`, `pattern ^a+$`, `format: date-time`, `unique items`. */
  constraints: string[];
  /** Pills after the name (`api.params.post`, `x-mint.post`); `pre` ones before it. */
  pills: { pre: string[]; post: string[] };
  /** Properties of an object (allOf merged), or of the items of an array of objects. */
  children?: SchemaField[];
  /** `oneOf`/`anyOf` alternatives, each with its own fields, to choose between. */
  variants?: SchemaVariants;
  /** `additionalProperties` as a field named `{key}`, or `true` for any value. */
  additional?: SchemaField | true;
  /** The name of the schema this field repeats (a reference cycle): shown with a "circular" marker, not expanded. */
  circular?: string;
  /** Nested levels left out to keep the page small; `href` (when set) loads them on demand. */
  truncated?: Truncation;
  /** The field's schema name in `components.schemas`, when it is a reference. */
  schemaName?: string;
}

/**
 * Fields left out of a page to keep it small. `href` is a shared fragment of the spec (one per named schema and
 * direction) holding them, loaded when the reader opens the level; its anchors start with
 * {@link FRAGMENT_ANCHOR_PREFIX}, which the loader replaces with the anchor of the field it opens.
 */
export interface Truncation {
  schema?: string;
  fields: number;
  href?: string;
  /** The anchor the loaded fields go under (`customer.address` → `customer.address.city`). */
  anchor: string;
}

/** The anchor prefix of fields in a schema fragment, replaced by the opening field's anchor when it loads. */
export const FRAGMENT_ANCHOR_PREFIX = '__q_fragment__';

/** `oneOf`/`anyOf` alternatives. */
export interface SchemaVariants {
  kind: 'oneOf' | 'anyOf';
  /** Discriminator property, when the spec names one. */
  discriminator?: string;
  options: SchemaVariant[];
}

export interface SchemaVariant {
  /** The subschema's `title`, its schema name, the discriminator value, or `Option N`. */
  title: string;
  type: string;
  description?: RichText;
  fields: SchemaField[];
  /** A plain value's facts (`enum<string>`, `integer` with a minimum): allowed values, constraints, default, example. */
  facts?: ValueFacts;
  /** Its own alternatives: an option that is itself a `oneOf`/`anyOf` (or an array of one), shown like a field's. */
  variants?: SchemaVariants;
  /** The schema this option repeats (a reference cycle): shown with a "circular" marker, not expanded. */
  circular?: string;
  /** Its fields, when left out to keep the page small. */
  truncated?: Truncation;
}

/** What a value may be, as a field's facts show it. */
export type ValueFacts = Pick<SchemaField, 'enum' | 'constraints' | 'default' | 'example'>;

/** A schema shown at the top of a body, response or schema page: its own type line, then its fields. */
export interface SchemaRoot {
  type: string;
  description?: RichText;
  /** The fields (object properties, the item properties of an array); empty for a plain value. */
  fields: SchemaField[];
  variants?: SchemaVariants;
  /** For a plain (non-object) root: enum, constraints and the like. */
  field?: SchemaField;
}

export interface ServerModel {
  url: string;
  /** As written (inline Markdown). */
  description?: string;
  /** The description as HTML: inline Markdown (code, emphasis, links), every text escaped. */
  descriptionHtml?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string; descriptionHtml?: string }[];
}

/** One way to authenticate (an entry of `security`); several schemes in one entry apply together. */
export interface SecurityOption {
  /** `bearerAuth`, or `apiKey & appId` for a combined entry. */
  title: string;
  schemes: SecuritySchemeModel[];
}

export interface SecuritySchemeModel {
  name: string;
  /** `http`, `apiKey`, `oauth2`, `openIdConnect`, `mutualTLS`. */
  type: string;
  /** In words: `Bearer token in the Authorization header`, `API key in the query parameter api_key`. */
  summary: string;
  /** Where the credential goes, for the playground: header/query/cookie name. */
  in?: 'header' | 'query' | 'cookie';
  parameter?: string;
  scheme?: string;
  description?: RichText;
  scopes?: string[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface MediaContent {
  mediaType: string;
  schema: SchemaRoot;
  /** Named examples from the spec, or one generated from the schema (`generated: true`). */
  examples: { name: string; summary?: string; value: string; generated: boolean }[];
  /** `deepObject` / `form` encodings by property, for form bodies. */
  encoding?: Record<string, { style?: string; explode?: boolean; contentType?: string }>;
}

export interface ResponseModel {
  status: string;
  description?: RichText;
  headers: SchemaField[];
  contents: MediaContent[];
}

export interface CodeSampleModel {
  language: string;
  label: string;
  source: string;
  /** Highlighted HTML, filled by the renderer. */
  html?: string;
}

/** An operation (or webhook) page. */
export interface OperationModel {
  kind: 'operation' | 'webhook';
  /** Upper case HTTP method; a webhook's method is the one its path item holds (often `POST`). */
  method: string;
  /** The path (`/users/{id}`), or the webhook's name. */
  path: string;
  /** Root-relative spec file. */
  spec: string;
  title: string;
  description?: RichText;
  deprecated: boolean;
  /** Base URL shown before the path: the first server's URL (with variables' defaults) when shown. */
  baseUrl?: string;
  showBaseUrl: boolean;
  servers: ServerModel[];
  security: SecurityOption[];
  parameters: { location: ParameterLocation; fields: SchemaField[] }[];
  body?: { required: boolean; description?: RichText; contents: MediaContent[] };
  responses: ResponseModel[];
  callbacks: { name: string; expression: string; operations: OperationModel[] }[];
  requestExamples: CodeSampleModel[];
  /**
   * The playground: the mode the page asks for, and the URL (base applied) of the operation's playground file
   * (its request spec as JSON, fetched when the reader opens the playground); none for webhooks. A page written
   * by hand has no file: `inline` carries method, path, servers and security, and its ParamFields the rest.
   */
  playground: {
    display: 'interactive' | 'simple' | 'auth' | 'none';
    file?: string;
    inline?: Pick<RequestSpec, 'method' | 'path' | 'servers' | 'security'>;
    /** `auth` mode: the groups whose members see it (frontmatter or `x-mint.metadata` `groups`). */
    groups?: string[];
    /** `public: true`: every reader sees it, signed in or not. */
    public?: boolean;
  };
  /** `api.params.expanded: "all"`: nested fields start open. */
  expanded?: boolean;
}

/** A `components.schemas` page (`openapi-schema:` frontmatter). */
export interface SchemaPageModel {
  kind: 'schema';
  name: string;
  spec: string;
  title: string;
  description?: RichText;
  schema: SchemaRoot;
  example?: string;
}

/** Any generated API page. */
export type ApiPageModel = OperationModel | SchemaPageModel;

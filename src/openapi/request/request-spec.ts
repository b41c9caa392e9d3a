/**
 * The request model of an API operation as plain, JSON-safe data: what the interactive playground needs to build
 * a request (servers, parameters with their serialisation style, bodies, security schemes) and to check the
 * response (response schemas). Built at build time from the bundled spec (`playground-spec.ts`), written into
 * the page, and read by the playground island in the browser. Everything under `src/openapi/request/` is pure,
 * browser-safe TypeScript (no Node imports): the island bundles it, and the build-time code samples use it too.
 */

/**
 * A JSON Schema reduced to what a form and a response check need. Named schemas of the spec are shared through
 * `{ $ref: '<name>' }` pointing into {@link RequestSpec.defs}, so cycles stay cycles.
 */
export interface LiteSchema {
  $ref?: string;
  /** One type, or several (`['string', 'null']`; OpenAPI 3.0 `nullable: true` is turned into `'null'` here). */
  type?: string | string[];
  format?: string;
  title?: string;
  /** Plain-text description (first sentence), for input hints. */
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  required?: string[];
  properties?: Record<string, LiteSchema>;
  additionalProperties?: LiteSchema | boolean;
  items?: LiteSchema;
  oneOf?: LiteSchema[];
  anyOf?: LiteSchema[];
  allOf?: LiteSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  readOnly?: boolean;
  writeOnly?: boolean;
  /** `contentMediaType` / `format: binary`: a file. */
  contentMediaType?: string;
}

/** Where a parameter goes. */
export type RequestParameterLocation = 'path' | 'query' | 'header' | 'cookie';

/** OpenAPI parameter styles (3.0/3.1 `style`). */
export type ParameterStyle = 'matrix' | 'label' | 'simple' | 'form' | 'spaceDelimited' | 'pipeDelimited' | 'deepObject';

export interface RequestParameter {
  name: string;
  in: RequestParameterLocation;
  required: boolean;
  /** The style as the spec gives it, else the default for its location (path/header: simple, query/cookie: form). */
  style: ParameterStyle;
  /** As given, else `true` for `form`, `false` otherwise. */
  explode: boolean;
  allowReserved: boolean;
  /** Given by `content`: the media type its value is written as (JSON text), whatever the style. */
  mediaType?: string;
  deprecated: boolean;
  schema: LiteSchema;
  /** The parameter's example (its `example`, first of `examples`, or the schema's). */
  example?: unknown;
  description?: string;
}

export interface RequestBodyContent {
  mediaType: string;
  schema: LiteSchema;
  /** The example the page shows first (named, inline or generated). */
  example?: unknown;
  /** Per property of a form body: how it is encoded. */
  encoding?: Record<string, { style?: ParameterStyle; explode?: boolean; contentType?: string }>;
}

export interface RequestServer {
  url: string;
  description?: string;
  variables: { name: string; default: string; enum?: string[]; description?: string }[];
}

export interface OAuthFlow {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes: string[];
}

export interface AuthScheme {
  /** The key in `components.securitySchemes`. */
  name: string;
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS' | 'unknown';
  /** `http`: `bearer`, `basic`, or another scheme name. */
  scheme?: string;
  bearerFormat?: string;
  /** `apiKey`: where the key goes and under which name. */
  in?: 'header' | 'query' | 'cookie';
  parameter?: string;
  flows?: {
    authorizationCode?: OAuthFlow;
    implicit?: OAuthFlow;
    clientCredentials?: OAuthFlow;
    password?: OAuthFlow;
  };
  openIdConnectUrl?: string;
  /** Scopes this operation asks for. */
  scopes?: string[];
  /**
   * `x-default` of an API key or bearer scheme (§5.5): the value its input starts with when the reader has
   * stored none (a public demo key, a sandbox token).
   */
  default?: string;
}

/** One entry of `security`: schemes that apply together; an empty list means "no authentication". */
export interface SecurityRequirement {
  title: string;
  schemes: AuthScheme[];
}

export interface ResponseSpec {
  /** `200`, `4XX`, `default`. */
  status: string;
  contents: { mediaType: string; schema?: LiteSchema }[];
}

/** Everything the playground needs for one operation. */
export interface RequestSpec {
  method: string;
  /** The path template (`/users/{id}`). */
  path: string;
  servers: RequestServer[];
  parameters: RequestParameter[];
  body?: { required: boolean; contents: RequestBodyContent[] };
  security: SecurityRequirement[];
  responses: ResponseSpec[];
  /** Named schemas that `$ref`s point at. */
  defs: Record<string, LiteSchema>;
  /** `api.examples.prefill`: start the form from the examples. */
  prefill: boolean;
}

/** What the reader entered for one request. */
export interface RequestValues {
  /** Index into `RequestSpec.servers`, and the server variables' values. */
  server: number;
  serverVariables: Record<string, string>;
  /**
   * Parameter values by `in` then name, as typed values (a number, a boolean, an array, an object); an
   * undefined or empty-string value is left out of the request.
   */
  parameters: Partial<Record<RequestParameterLocation, Record<string, unknown>>>;
  /** Index into `RequestSpec.body.contents`. */
  contentIndex?: number;
  body?: RequestBodyValue;
  /** Index into `RequestSpec.security` and the credentials by scheme name. */
  securityIndex?: number;
  credentials: Record<string, Credential>;
}

export type RequestBodyValue =
  | { kind: 'json'; text: string }
  | { kind: 'form'; value: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, unknown>; files: Record<string, FileValue> }
  | { kind: 'binary'; file?: FileValue }
  | { kind: 'text'; text: string };

/** A file the reader chose (in the browser a `Blob`; in samples only its name matters). */
export interface FileValue {
  name: string;
  type?: string;
  size?: number;
  blob?: unknown;
}

export type Credential =
  | { kind: 'bearer'; token: string }
  | { kind: 'basic'; username: string; password: string }
  | { kind: 'apiKey'; value: string };

/** A request ready to send (or to print as a code sample). */
export interface HttpRequest {
  method: string;
  /** Full URL with the query string. */
  url: string;
  headers: { name: string; value: string }[];
  body?:
    | { kind: 'json'; mediaType: string; text: string }
    | { kind: 'form'; mediaType: string; fields: { name: string; value: string }[] }
    | { kind: 'multipart'; fields: { name: string; value: string | FileValue }[] }
    | { kind: 'binary'; mediaType: string; file?: FileValue }
    | { kind: 'text'; mediaType: string; text: string };
}

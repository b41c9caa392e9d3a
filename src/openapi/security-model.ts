/** Security requirements of an operation, described for the reader (docs-json.md §5.3). */
import type { RichText, SecurityOption, SecuritySchemeModel } from './page-model.js';
import { resolveRef } from './resolve-ref.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

/**
 * One option per entry of `security` (the operation's, else the document's; webhooks only their own). Several
 * schemes in one entry apply together (`a & b`); an empty entry makes authentication optional.
 */
export function securityOptions(
  document: JsonObject,
  operation: JsonObject,
  options: { webhook: boolean; markdown: (text: string) => RichText },
): SecurityOption[] {
  const raw = operation.security ?? (options.webhook ? undefined : document.security);
  if (!Array.isArray(raw)) return [];
  const schemes = isJsonObject(document.components) ? document.components.securitySchemes : undefined;
  const out: SecurityOption[] = [];
  for (const requirement of raw) {
    if (!isJsonObject(requirement)) continue;
    const names = Object.keys(requirement);
    if (names.length === 0) {
      out.push({ title: 'None', schemes: [] });
      continue;
    }
    const models: SecuritySchemeModel[] = [];
    for (const name of names) {
      const scheme = resolveRef(document, isJsonObject(schemes) ? schemes[name] : undefined);
      const scopes = requirement[name];
      models.push(
        describeScheme(name, isJsonObject(scheme) ? scheme : {}, {
          markdown: options.markdown,
          scopes: Array.isArray(scopes) ? scopes.map(String) : [],
        }),
      );
    }
    out.push({ title: names.join(' & '), schemes: models });
  }
  return out;
}

/**
 * What every security scheme's model has, OpenAPI's or AsyncAPI's: its name, type and summary, its description
 * (Markdown) and the scopes asked for. Each kind fills in where the credential goes.
 */
export function schemeModel(
  name: string,
  scheme: JsonObject,
  options: { markdown: (text: string) => RichText; scopes: string[]; summary: string },
): SecuritySchemeModel {
  const type = typeof scheme.type === 'string' ? scheme.type : 'unknown';
  const model: SecuritySchemeModel = { name, type, summary: options.summary };
  if (typeof scheme.description === 'string' && scheme.description.trim())
    model.description = options.markdown(scheme.description);
  if (options.scopes.length) model.scopes = options.scopes;
  return model;
}

function describeScheme(
  name: string,
  scheme: JsonObject,
  options: { markdown: (text: string) => RichText; scopes: string[] },
): SecuritySchemeModel {
  const model = schemeModel(name, scheme, {
    ...options,
    summary: `${name} (not defined in components.securitySchemes)`,
  });
  const { type } = model;
  if (type === 'http') {
    const httpScheme = String(scheme.scheme ?? 'bearer').toLowerCase();
    model.scheme = httpScheme;
    model.in = 'header';
    model.parameter = 'Authorization';
    model.summary =
      httpScheme === 'basic'
        ? 'Basic authentication header of the form `Basic <encoded-value>`, where `<encoded-value>` is the base64 of `username:password`.'
        : httpScheme === 'bearer'
          ? `Bearer authentication header of the form \`Bearer <token>\`${typeof scheme.bearerFormat === 'string' ? ` (${scheme.bearerFormat})` : ''}.`
          : `HTTP \`${httpScheme}\` authentication in the Authorization header.`;
  } else if (type === 'apiKey') {
    const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    model.in = where;
    model.parameter = typeof scheme.name === 'string' ? scheme.name : name;
    model.summary = `API key in the ${where === 'header' ? 'header' : where === 'query' ? 'query parameter' : 'cookie'} \`${model.parameter}\`.`;
  } else if (type === 'oauth2') {
    model.in = 'header';
    model.parameter = 'Authorization';
    const flows = isJsonObject(scheme.flows) ? Object.keys(scheme.flows) : [];
    model.summary = `OAuth 2.0 access token (\`Bearer <token>\`)${flows.length ? `, flows: ${flows.join(', ')}` : ''}.`;
  } else if (type === 'openIdConnect') {
    model.summary = `OpenID Connect${typeof scheme.openIdConnectUrl === 'string' ? ` (${scheme.openIdConnectUrl})` : ''}.`;
  } else if (type === 'mutualTLS') model.summary = 'Mutual TLS: a client certificate.';
  return model;
}

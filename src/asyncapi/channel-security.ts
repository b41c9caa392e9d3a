/**
 * How a client authenticates to an AsyncAPI server or operation, as the page shows it: each Security Scheme in
 * words (`API key in the query parameter token`, `OAuth 2.0 access token, flows: clientCredentials`), with its
 * description and the scopes asked for. AsyncAPI 3.0 lists the schemes themselves (or `$ref`s to
 * `components.securitySchemes`); 2.x lists `{ name: [scopes] }` requirements naming them.
 */
import type { RichText, SecuritySchemeModel } from '../openapi/page-model.js';
import { refName, refOf } from '../openapi/resolve-ref.js';
import { schemeModel } from '../openapi/security-model.js';
import { isJsonObject, type JsonObject } from '../openapi/spec-document.js';
import { resolvedObject, textOf } from './spec.js';

/** SASL mechanisms, as AsyncAPI names them. */
const SASL: Record<string, string> = {
  plain: 'SASL PLAIN',
  scramSha256: 'SASL SCRAM-SHA-256',
  scramSha512: 'SASL SCRAM-SHA-512',
  gssapi: 'SASL GSSAPI (Kerberos)',
};

/** The schemes of a server's or an operation's `security`, in written order. */
export function securitySchemes(
  document: JsonObject,
  security: unknown,
  markdown: (text: string) => RichText,
): SecuritySchemeModel[] {
  if (!Array.isArray(security)) return [];
  const components = isJsonObject(document.components) ? document.components : {};
  const named = isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  const out: SecuritySchemeModel[] = [];
  for (const entry of security) {
    const ref = refOf(entry);
    const scheme = resolvedObject(document, entry);
    if (scheme && typeof scheme.type === 'string') {
      // 3.0: the scheme itself (a `$ref` names it by its key).
      const name = (ref ? refName(ref) : undefined) ?? textOf(scheme.name) ?? scheme.type;
      const scopes = Array.isArray(scheme.scopes) ? scheme.scopes.filter((s) => typeof s === 'string') : [];
      out.push(describeScheme(name, scheme, { markdown, scopes }));
    } else if (isJsonObject(entry)) {
      // 2.x: `{ name: [scopes] }`, naming `components.securitySchemes`.
      for (const [name, scopes] of Object.entries(entry)) {
        const found = resolvedObject(document, named[name]);
        const wanted = Array.isArray(scopes) ? scopes.filter((s) => typeof s === 'string') : [];
        out.push(
          found
            ? describeScheme(name, found, { markdown, scopes: wanted })
            : { name, type: 'unknown', summary: `${name} (not defined in components.securitySchemes)` },
        );
      }
    }
  }
  return out;
}

function describeScheme(
  name: string,
  scheme: JsonObject,
  options: { markdown: (text: string) => RichText; scopes: string[] },
): SecuritySchemeModel {
  const type = String(scheme.type);
  const model = schemeModel(name, scheme, { ...options, summary: summaryOf(type, scheme) });
  if (type === 'httpApiKey') {
    const where = scheme.in === 'query' || scheme.in === 'cookie' ? scheme.in : 'header';
    model.in = where;
    if (typeof scheme.name === 'string') model.parameter = scheme.name;
  } else if (type === 'http' || type === 'oauth2') {
    model.in = 'header';
    model.parameter = 'Authorization';
    if (type === 'http') model.scheme = String(scheme.scheme ?? 'bearer').toLowerCase();
  }
  return model;
}

function summaryOf(type: string, scheme: JsonObject): string {
  switch (type) {
    case 'userPassword':
      return 'A user name and a password.';
    case 'apiKey':
      return `An API key in the ${scheme.in === 'password' ? 'password' : 'user'} field.`;
    case 'X509':
      return 'An X.509 client certificate.';
    case 'symmetricEncryption':
      return 'Symmetric encryption.';
    case 'asymmetricEncryption':
      return 'Asymmetric encryption.';
    case 'httpApiKey': {
      const where = scheme.in === 'query' ? 'query parameter' : scheme.in === 'cookie' ? 'cookie' : 'header';
      return `An API key in the ${where} \`${textOf(scheme.name) ?? '?'}\`.`;
    }
    case 'http': {
      const http = String(scheme.scheme ?? 'bearer').toLowerCase();
      const format = textOf(scheme.bearerFormat);
      if (http === 'bearer') return `A bearer token in the Authorization header${format ? ` (${format})` : ''}.`;
      if (http === 'basic') return 'HTTP Basic authentication in the Authorization header.';
      return `HTTP \`${http}\` authentication in the Authorization header.`;
    }
    case 'oauth2': {
      const flows = isJsonObject(scheme.flows) ? Object.keys(scheme.flows) : [];
      return `An OAuth 2.0 access token${flows.length ? `, flows: ${flows.join(', ')}` : ''}.`;
    }
    case 'openIdConnect': {
      const url = textOf(scheme.openIdConnectUrl);
      return `OpenID Connect${url ? ` (${url})` : ''}.`;
    }
    default:
      return SASL[type] ? `${SASL[type]}.` : `\`${type}\` security.`;
  }
}

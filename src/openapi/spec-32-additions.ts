/**
 * OpenAPI 3.2 keeps the shape of 3.1 and adds fields. The validator knows the 3.1 schema only, which calls every
 * one of them "not allowed": a 3.2 document is validated with them taken out of a copy (they are checked for
 * what they are by the pages that read them). What 3.2 adds, by object:
 * - OpenAPI: `$self`; Tag: `summary`, `parent`, `kind`; Server: `name`;
 * - Parameter: `in: querystring` (validated as `query`);
 * - Media Type: `itemSchema`, `itemEncoding`, `prefixEncoding`; Example: `dataValue`, `serializedValue`;
 * - Security Scheme: `deprecated`, `oauth2MetadataUrl`; OAuth Flows: `deviceAuthorization`;
 * - Discriminator: `defaultMapping`.
 * Path items' `query` and `additionalOperations` are left to the caller (the validator's complaints about them are
 * dropped as false alarms).
 */
import { walkOutsideData } from './example-refs.js';
import { isJsonObject, type JsonObject } from './spec-document.js';

const SECURITY_TYPES = new Set(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']);

/** Removes, in place, the fields OpenAPI 3.2 adds to 3.1 objects from a copy of a 3.2 document. */
export function removeAdditions32(document: JsonObject): void {
  delete document.$self;
  for (const tag of Array.isArray(document.tags) ? document.tags : []) {
    if (!isJsonObject(tag)) continue;
    delete tag.summary;
    delete tag.parent;
    delete tag.kind;
  }
  walkOutsideData(document, {
    object(value) {
      for (const server of Array.isArray(value.servers) ? value.servers : [])
        if (isJsonObject(server)) delete server.name;
      if (isJsonObject(value.server)) delete value.server.name;
      if (value.in === 'querystring' && typeof value.name === 'string') value.in = 'query';
      if (isJsonObject(value.content)) {
        for (const media of Object.values(value.content)) {
          if (!isJsonObject(media)) continue;
          delete media.itemSchema;
          delete media.itemEncoding;
          delete media.prefixEncoding;
        }
      }
      if (isJsonObject(value.examples)) {
        for (const example of Object.values(value.examples)) {
          if (!isJsonObject(example)) continue;
          delete example.dataValue;
          delete example.serializedValue;
        }
      }
      if (typeof value.type === 'string' && SECURITY_TYPES.has(value.type)) {
        delete value.deprecated;
        delete value.oauth2MetadataUrl;
        if (isJsonObject(value.flows)) delete value.flows.deviceAuthorization;
      }
      if (isJsonObject(value.discriminator)) delete value.discriminator.defaultMapping;
    },
  });
}

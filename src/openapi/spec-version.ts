/**
 * Which OpenAPI (or Swagger) version a parsed file says it follows. YAML reads `openapi: 3.1` and `swagger: 2.0`
 * as numbers, a slip common enough that the file is read as the version it plainly means, with a warning; a
 * version Quire does not read, or no version field at all, is said plainly. Pure.
 */
import { isJsonObject } from './spec-document.js';

/** What the version field says: the version to read the file as, and a problem with it (at `field`). */
export interface SpecVersionReading {
  /** `3.1.0`, `3.0`, `2.0`…: as written, or as a number written for it means. Undefined: not read. */
  version?: string;
  /** The field the problem is about (`openapi` or `swagger`); none when the file has neither. */
  field?: 'openapi' | 'swagger';
  problem?: { severity: 'error' | 'warning'; rule: string; message: string; hint: string };
}

const VERSIONS_READ = 'Quire reads OpenAPI 3.0, 3.1 and 3.2, and Swagger 2.0';

/** The version `document` declares, as described above. */
export function readSpecVersion(document: unknown): SpecVersionReading {
  if (!isJsonObject(document) || (document.openapi === undefined && document.swagger === undefined)) {
    return {
      problem: {
        severity: 'error',
        rule: 'openapi-not-a-spec',
        message: 'not an OpenAPI document: it has no `openapi: 3.x` (or `swagger: "2.0"`) field.',
        hint: 'Name an OpenAPI 3.0, 3.1 or 3.2 (or Swagger 2.0) file here.',
      },
    };
  }
  if (document.openapi !== undefined) return readOpenApiField(document.openapi);
  return readSwaggerField(document.swagger);
}

function readOpenApiField(value: unknown): SpecVersionReading {
  if (typeof value === 'string' && /^3\.\d/.test(value)) return { version: value };
  if (typeof value === 'number' && [3, 3.1, 3.2].includes(value)) {
    const version = `${value === 3 ? '3.0' : String(value)}.0`;
    return { version, field: 'openapi', problem: numberWritten('openapi', value, version) };
  }
  return { field: 'openapi', problem: unknownVersion('openapi', value, 'openapi: 3.1.0') };
}

function readSwaggerField(value: unknown): SpecVersionReading {
  if (value === '2.0') return { version: '2.0' };
  if (value === 2) return { version: '2.0', field: 'swagger', problem: numberWritten('swagger', value, '2.0') };
  return { field: 'swagger', problem: unknownVersion('swagger', value, 'swagger: "2.0"') };
}

function numberWritten(field: string, value: number, version: string): SpecVersionReading['problem'] {
  return {
    severity: 'warning',
    rule: 'openapi-version-number',
    message: `\`${field}: ${value}\` is a number here, where the version must be a string; it is read as ${version}.`,
    hint: `Quote it and write the whole version: \`${field}: "${version}"\` (OpenAPI tools reject the number).`,
  };
}

function unknownVersion(field: string, value: unknown, example: string): SpecVersionReading['problem'] {
  const written = typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  return {
    severity: 'error',
    rule: 'openapi-version',
    message: `\`${field}: ${written}\` is not a version Quire reads (${VERSIONS_READ}), so the file is not read.`,
    hint: `Write the version the file follows, like \`${example}\`; a file of another format needs converting first.`,
  };
}

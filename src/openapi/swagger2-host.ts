/**
 * A Swagger 2.0 document's `host`, `basePath` and `schemes` as the specification wants them (host: "the host
 * (name or ip) serving the API … MUST NOT include the scheme nor sub-paths"; basePath: "MUST start with a leading
 * slash"; schemes: "if not included, the default scheme to be used is the one used to access the Swagger
 * definition itself") and as real files write them: `host: https://api.example.com/`, `basePath: v1`, no
 * `schemes`. The conversion gets the mended values (a docs site has no "scheme used to access" it: `https`),
 * openapi-check the problems. Pure.
 */
import type { JsonObject } from './spec-document.js';

/** One departure from the rules above, at its key. */
export interface HostProblem {
  key: 'host' | 'basePath';
  message: string;
  hint: string;
}

/** The mended fields (only those that change) and what was wrong with the written ones. */
export function swagger2Host(document: JsonObject): { fields: JsonObject; problems: HostProblem[] } {
  const fields: JsonObject = {};
  const problems: HostProblem[] = [];
  let host = typeof document.host === 'string' ? document.host.trim() : undefined;
  let schemes = Array.isArray(document.schemes) && document.schemes.length > 0 ? document.schemes : undefined;
  if (host) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(host);
    const path = /^[^/]*(\/.*)$/.exec(scheme ? host.slice(scheme[0].length) : host);
    if (scheme || (path && path[1] !== '/')) {
      problems.push({
        key: 'host',
        message: `\`host\` is ${JSON.stringify(document.host)}: it names the host (and port) alone, without a scheme or a path`,
        hint: 'Write the scheme in `schemes: [https]` and the path in `basePath: /v1`, and only `api.example.com` in `host`.',
      });
    }
    if (scheme) {
      host = host.slice(scheme[0].length);
      schemes ??= [scheme[1]!.toLowerCase()];
    }
    const slash = host.indexOf('/');
    const prefix = slash === -1 ? '' : host.slice(slash).replace(/\/+$/, '');
    if (slash !== -1) host = host.slice(0, slash);
    if (host !== document.host) fields.host = host;
    if (prefix && typeof document.basePath !== 'string') fields.basePath = prefix;
    if (!Array.isArray(document.schemes) || document.schemes.length === 0) fields.schemes = schemes ?? ['https'];
  }
  if (typeof document.basePath === 'string' && document.basePath !== '' && !document.basePath.startsWith('/')) {
    problems.push({
      key: 'basePath',
      message: `\`basePath\` is ${JSON.stringify(document.basePath)}: it must start with a \`/\``,
      hint: `Write \`basePath: /${document.basePath}\`.`,
    });
    fields.basePath = `/${document.basePath}`;
  }
  return { fields, problems };
}

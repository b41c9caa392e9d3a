import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadStaticSite, type StaticSite, serveStaticSite } from '../render/static-site.js';
import { publishedSiteDir } from './site-versions.js';
import type { Store } from './store.js';

/** What serving the published sites needs. */
export interface SiteRoutesContext {
  store: Store;
  /** `<data>/sites`. */
  sitesDir: string;
}

/**
 * Serves each project's published site, like `quire preview` does (same code: redirects, `404.html`), at
 * `http://<subdomain>.<host>/` (by the Host header; `*.localhost` needs no DNS). Sites are built for the root
 * path, so a site served under `/sites/<subdomain>/` would have every root-relative link and asset lead back to
 * the server's root: `/sites/<subdomain>/<path>` redirects to the same path on the subdomain instead (see
 * {@link subdomainAddress}), and is served in place, links and all, only where no subdomain can be named.
 */
export function registerSiteRoutes(app: FastifyInstance, context: SiteRoutesContext): void {
  // One entry per published version folder: `_redirects` and the base are read once per version.
  const loaded = new Map<string, Promise<StaticSite>>();
  const serve = async (reply: FastifyReply, request: FastifyRequest, options: { subdomain: string; path: string }) => {
    const dir = await publishedSiteDir(context.sitesDir, options.subdomain);
    if (!dir || !(await context.store.getProjectBySubdomain(options.subdomain))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('No site is published here (yet).');
    }
    if (!loaded.has(dir)) {
      if (loaded.size > 100) loaded.clear();
      loaded.set(dir, loadStaticSite(dir, '/'));
    }
    const site = await loaded.get(dir)!;
    reply.hijack();
    request.raw.url = options.path;
    await serveStaticSite(site, request.raw, reply.raw).catch(() => {
      if (!reply.raw.headersSent) reply.raw.writeHead(500);
      reply.raw.end();
    });
    return reply;
  };

  app.addHook('onRequest', async (request, reply) => {
    const subdomain = siteSubdomain(request.headers.host);
    if (!subdomain || !(await context.store.getProjectBySubdomain(subdomain))) return;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    return serve(reply, request, { subdomain, path: request.url });
  });

  const underSites = async (
    request: FastifyRequest<{ Params: { subdomain: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const { subdomain } = request.params;
    const rest = request.params['*'];
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const sitePath = `/${encodeURI(rest ?? '')}${query}`;
    const address = subdomainAddress(request.headers.host, subdomain.toLowerCase());
    if (address && (await context.store.getProjectBySubdomain(subdomain.toLowerCase()))) {
      // Scheme-relative: behind a TLS proxy the browser stays on https.
      return reply.redirect(`//${address}${sitePath}`, 302);
    }
    if (rest === undefined && !request.url.split('?')[0]!.endsWith('/')) {
      return reply.redirect(`/sites/${subdomain}/`, 302);
    }
    return serve(reply, request, { subdomain, path: sitePath });
  };
  app.get('/sites/:subdomain', underSites);
  app.get('/sites/:subdomain/*', underSites);
}

/** The subdomain a Host header names (`docs.example.com:8080` → `docs`), or undefined for an IP or one label. */
function siteSubdomain(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  if (isIP(name) || !name.includes('.')) return undefined;
  return name.split('.')[0]?.toLowerCase();
}

/**
 * The host (with port) that serves `subdomain` for a request that arrived on `host`: `<subdomain>.<host>`, and
 * `<subdomain>.localhost:<port>` when the server was reached on a loopback address (browsers resolve every
 * `*.localhost` to it). Undefined when no subdomain can be named: another IP address, or a one-label name.
 */
export function subdomainAddress(host: string | undefined, subdomain: string): string | undefined {
  if (!host || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(subdomain)) return undefined;
  const port = /:(\d+)$/.exec(host)?.[1];
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  const withPort = (n: string) => (port ? `${n}:${port}` : n);
  if (name === 'localhost' || name === '::1' || /^127\.\d+\.\d+\.\d+$/.test(name)) {
    return withPort(`${subdomain}.localhost`);
  }
  if (isIP(name) || !name.includes('.')) return undefined;
  return withPort(`${subdomain}.${name}`);
}

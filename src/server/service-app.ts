import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sendApiError } from './api-errors.js';
import { type ApiRoutesContext, registerApiRoutes } from './api-routes.js';
import { type DashboardContext, registerDashboardRoutes } from './dashboard-routes.js';
import { registerScreenshotRoutes } from './screenshot-routes.js';
import { registerSiteRoutes } from './site-routes.js';
import { registerWebhookRoutes } from './webhook-routes.js';

/** What the service's HTTP app needs. */
export interface ServiceAppOptions extends ApiRoutesContext {
  /** `<data>/sites`: the published sites. */
  sitesDir: string;
  /** The data folder (screenshots live in `<data>/screenshots`); default: the folder holding `sitesDir`. */
  dataDir?: string;
  /** Sign-in attempts allowed per address and per user name (default: the dashboard's own). */
  signInLimits?: DashboardContext['signInLimits'];
  /** The service's public address; an `https:` one makes the dashboard's cookie `Secure`. */
  publicUrl?: string;
  /** One line per request (method, path, status, time); never a header, so never a key. */
  log: (line: string) => void;
}

/** Default limits: generous for CI polling, tight enough to make guessing keys pointless. */
export const DEFAULT_LIMITS: ApiRoutesContext['limits'] = {
  perKey: { burst: 120, perSecond: 20 },
  perAddress: { burst: 600, perSecond: 100 },
};

/**
 * The fastify app of `quire serve`: the API under `/v1/`, errors in the API's shape. Fastify's own logger stays
 * off: it would print request headers on errors, and headers carry keys.
 */
export function createServiceApp(options: ServiceAppOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: false,
    // A path that is not valid percent-encoding (`/v1/project/update-status/%c0%ae`): the API's error body too.
    frameworkErrors: (_error, _request, reply) =>
      sendApiError(reply, 'invalid_request', 'The request path is not valid URL encoding.'),
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0];
    options.log(`${request.method} ${path} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)} ms`);
  });
  app.setErrorHandler((error: { validation?: unknown; statusCode?: number; message: string }, _request, reply) => {
    if (error.validation) return sendApiError(reply, 'invalid_request', `Invalid request: ${error.message}.`);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendApiError(reply, 'invalid_request', error.message);
    }
    options.log(`error: ${error.message}`);
    return sendApiError(reply, 'internal_error', 'The server failed to answer this request.');
  });
  // The API's paths and the methods each takes, as routes are added: a path that exists answers another
  // method with 405 and `Allow`, not 404.
  const apiPaths: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/')) return;
    const source = route.url.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    // Fastify answers HEAD for every GET route by itself.
    if (methods.includes('GET')) methods.push('HEAD');
    const known = apiPaths.find((entry) => entry.pattern.source === `^${source}$`);
    if (known) for (const method of methods) known.methods.add(method);
    else apiPaths.push({ pattern: new RegExp(`^${source}$`), methods: new Set(methods) });
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const allowed = apiPaths.find((entry) => entry.pattern.test(pathname))?.methods;
    if (allowed && !allowed.has(request.method)) {
      reply.header('allow', [...allowed].sort().join(', '));
      return sendApiError(reply, 'method_not_allowed', `${request.method} is not a method of this endpoint.`);
    }
    return sendApiError(reply, 'not_found', 'Nothing here.');
  });
  registerSiteRoutes(app, options);
  registerScreenshotRoutes(app, { dataDir: options.dataDir ?? path.dirname(options.sitesDir) });
  registerApiRoutes(app, options);
  registerWebhookRoutes(app, options);
  registerDashboardRoutes(app, {
    store: options.store,
    onQueued: options.onQueued,
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    secureCookies: options.publicUrl?.startsWith('https:') === true,
  });
  return app;
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DASHBOARD_CSS, DASHBOARD_JS } from './dashboard-assets.js';
import {
  keysPage,
  messagePage,
  type PageContext,
  projectPage,
  projectsPage,
  signInPage,
  updatePage,
} from './dashboard-pages.js';
import { registerLiveRoutes } from './dashboard-live.js';
import { endSession, formAllowed, readSession, startSession } from './dashboard-session.js';
import { createRateLimiter, type RateLimit } from './rate-limiter.js';
import { hashPassword, isId, newApiKey, newToken, verifyPassword } from './secrets.js';
import type { Store } from './store.js';
import { emptyCommit, type Session } from './update-record.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The dashboard session of the request (set by the dashboard's `onRequest` hook). */
    dashboardSession?: Session & { tokenHash: string };
  }
  interface FastifyContextConfig {
    /** A dashboard route that needs no session (sign-in, the stylesheet and script). */
    public?: boolean;
  }
}

/** What the dashboard needs. */
export interface DashboardContext {
  store: Store;
  /** Wakes the worker after an update is queued. */
  onQueued: () => void;
  /** Marks the session cookie `Secure` even over plain HTTP (the service sits behind a proxy that ends TLS). */
  secureCookies?: boolean;
  /** Sign-in attempts allowed per client address and per user name. */
  signInLimits?: { perAddress: RateLimit; perName: RateLimit };
}

/** Ten attempts at once, then one every 10 s per address and one every 20 s per user name. */
export const DEFAULT_SIGN_IN_LIMITS = {
  perAddress: { burst: 10, perSecond: 0.1 },
  perName: { burst: 10, perSecond: 0.05 },
};

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
};
const MAX_FIELD = 1024;

/**
 * The dashboard at `/dashboard`: pages rendered on the server, a session cookie, CSRF-checked forms. Every route
 * needs a session except sign-in and the two assets; without one, a page redirects to sign-in and a JSON
 * endpoint (under `/dashboard/api/`, polled by the pages for live status) answers 401.
 */
export function registerDashboardRoutes(app: FastifyInstance, context: DashboardContext): void {
  app.register(async (scope) => dashboard(scope, context));
}

async function dashboard(scope: FastifyInstance, context: DashboardContext): Promise<void> {
  const { store } = context;
  const limits = context.signInLimits ?? DEFAULT_SIGN_IN_LIMITS;
  const perAddress = createRateLimiter(limits.perAddress);
  const perName = createRateLimiter(limits.perName);
  // Unknown user names cost a scrypt too, so the time to answer does not tell which part was wrong.
  const decoy = hashPassword(newToken());

  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  scope.addHook('onSend', async (request, reply) => {
    reply.headers(PAGE_HEADERS);
    if (!request.url.startsWith('/dashboard/assets/')) reply.header('cache-control', 'no-store');
  });
  scope.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.public) return;
    const session = await readSession(store, request);
    if (!session) {
      if (request.url.startsWith('/dashboard/api/')) {
        return reply.code(401).send({ error: { code: 'unauthorized', message: 'Sign in to the dashboard first.' } });
      }
      const next = request.method === 'GET' ? `?next=${encodeURIComponent(request.url)}` : '';
      return reply.redirect(`/dashboard/sign-in${next}`, 303);
    }
    request.dashboardSession = session;
  });
  scope.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !request.dashboardSession) return;
    const allowed = formAllowed(request, {
      csrfToken: request.dashboardSession.csrfToken,
      field: (request.body as Record<string, unknown> | undefined)?._csrf,
    });
    if (!allowed.ok) return sendPage(reply, 403, messagePage({ title: 'Form refused', message: allowed.why }));
  });

  const assets = { public: true };
  scope.get('/dashboard/assets/dashboard.css', { config: assets }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(DASHBOARD_CSS),
  );
  scope.get('/dashboard/assets/dashboard.js', { config: assets }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(DASHBOARD_JS),
  );

  scope.get<{ Querystring: { next?: string } }>(
    '/dashboard/sign-in',
    { config: { public: true } },
    async (request, reply) => {
      const next = safeNext(request.query.next);
      if (await readSession(store, request)) return reply.redirect(next, 303);
      return sendPage(reply, 200, signInPage({ next }));
    },
  );

  scope.post('/dashboard/sign-in', { config: { public: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const name = field(body.name);
    const password = field(body.password);
    const next = safeNext(body.next);
    const allowed = formAllowed(request, {});
    if (!allowed.ok) return sendPage(reply, 403, messagePage({ title: 'Form refused', message: allowed.why }));
    const wait = perAddress.take(request.ip) || perName.take(name.toLowerCase());
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      const message = `Too many sign-in attempts. Try again in ${wait} s.`;
      return sendPage(reply, 429, signInPage({ next, name, message }));
    }
    const user = name ? await store.getUserByName(name) : undefined;
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoy));
    if (!user || !matches) {
      return sendPage(reply, 401, signInPage({ next, name, message: 'Wrong user name or password.' }));
    }
    const previous = await readSession(store, request);
    if (previous) await store.deleteSession(previous.tokenHash);
    await startSession(store, reply, {
      userId: user.id,
      secure: request.protocol === 'https' || context.secureCookies === true,
    });
    return reply.redirect(next, 303);
  });

  scope.post('/dashboard/sign-out', async (request, reply) => {
    await endSession(store, reply, request.dashboardSession);
    return reply.redirect('/dashboard/sign-in', 303);
  });

  const projects = async (request: FastifyRequest, reply: FastifyReply) => {
    const rows = await Promise.all(
      (await store.listProjects()).map(async (project) => {
        const [last] = await store.listUpdates(project.id, 1);
        return last ? { project, last } : { project };
      }),
    );
    return sendPage(reply, 200, projectsPage(pageContext(request), rows));
  };
  scope.get('/dashboard', projects);
  scope.get('/dashboard/', projects);

  const projectOf = async (id: string) => (isId(id) ? await store.getProject(id) : undefined);
  const noProject = (request: FastifyRequest, reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      messagePage({ title: 'Not found', message: 'No project with this id.', context: pageContext(request) }),
    );

  scope.get<{ Params: { projectId: string } }>('/dashboard/projects/:projectId', async (request, reply) => {
    const project = await projectOf(request.params.projectId);
    if (!project) return noProject(request, reply);
    const updates = await store.listUpdates(project.id, 20);
    return sendPage(reply, 200, projectPage(pageContext(request), project, updates));
  });

  scope.post<{ Params: { projectId: string } }>('/dashboard/projects/:projectId/update', async (request, reply) => {
    const project = await projectOf(request.params.projectId);
    if (!project) return noProject(request, reply);
    const { id } = await store.enqueueUpdate({
      projectId: project.id,
      source: 'dashboard',
      commit: emptyCommit(project.branch),
    });
    context.onQueued();
    return reply.redirect(`/dashboard/updates/${id}`, 303);
  });

  scope.get<{ Params: { updateId: string } }>('/dashboard/updates/:updateId', async (request, reply) => {
    const record = isId(request.params.updateId) ? await store.getUpdate(request.params.updateId) : undefined;
    const project = record && (await store.getProject(record.projectId));
    if (!record || !project) {
      const message = 'No update with this id.';
      return sendPage(reply, 404, messagePage({ title: 'Not found', message, context: pageContext(request) }));
    }
    return sendPage(reply, 200, updatePage(pageContext(request), project, record));
  });

  scope.get<{ Params: { projectId: string } }>('/dashboard/projects/:projectId/keys', async (request, reply) => {
    const project = await projectOf(request.params.projectId);
    if (!project) return noProject(request, reply);
    return sendPage(reply, 200, keysPage(pageContext(request), project, { list: await store.listApiKeys(project.id) }));
  });

  scope.post<{ Params: { projectId: string } }>('/dashboard/projects/:projectId/keys', async (request, reply) => {
    const project = await projectOf(request.params.projectId);
    if (!project) return noProject(request, reply);
    const { key, hash, prefix } = newApiKey();
    await store.createApiKey({ projectId: project.id, hash, prefix });
    // Answered directly (not redirected): the key exists only in this response, which is never cached.
    return sendPage(
      reply,
      201,
      keysPage(pageContext(request), project, { list: await store.listApiKeys(project.id), newKey: key }),
    );
  });

  scope.post<{ Params: { projectId: string; keyId: string } }>(
    '/dashboard/projects/:projectId/keys/:keyId/revoke',
    async (request, reply) => {
      const project = await projectOf(request.params.projectId);
      if (!project) return noProject(request, reply);
      if (isId(request.params.keyId)) await store.revokeApiKey(request.params.keyId, project.id);
      return reply.redirect(`/dashboard/projects/${project.id}/keys`, 303);
    },
  );

  registerLiveRoutes(scope, store);
}

function pageContext(request: FastifyRequest): PageContext {
  return { csrf: request.dashboardSession?.csrfToken ?? '' };
}

function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

function field(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, MAX_FIELD) : '';
}

/** Where to go after signing in: a dashboard path of this service, never another site (`//evil`, `https:`…). */
function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/dashboard(?:[/?][^\\]*)?$/.test(value) && !value.includes('//')
    ? value
    : '/dashboard';
}

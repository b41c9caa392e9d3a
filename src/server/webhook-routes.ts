import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendApiError } from './api-errors.js';
import { ROUTE_SCHEMAS } from './api-schemas.js';
import { readPushEvent } from './push-payload.js';
import { createRateLimiter, type RateLimit } from './rate-limiter.js';
import { hubSignature, safeEqual } from './secrets.js';
import type { Store } from './store.js';
import type { Project } from './update-record.js';

/** What the push webhooks need. */
export interface WebhookRoutesContext {
  store: Store;
  onQueued: () => void;
  limits: { perAddress: RateLimit };
}

/**
 * Push webhooks: GitHub style (`X-Hub-Signature-256`, an HMAC-SHA256 of the raw body with the project's secret)
 * and GitLab style (`X-Gitlab-Token`, the secret itself); both compared in constant time. A push to the
 * project's branch queues an update (or joins the queued one); any other push is answered 200 and ignored.
 */
export function registerWebhookRoutes(app: FastifyInstance, context: WebhookRoutesContext): void {
  const perAddress = createRateLimiter(context.limits.perAddress);
  app.register(async (scope) => {
    // The signature is over the exact bytes sent: keep them, parse after checking.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (request, reply) => {
      const wait = perAddress.take(request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return sendApiError(reply, 'rate_limited', `Too many requests. Retry in ${wait} s.`);
      }
    });

    scope.post<{ Params: { projectId: string }; Body: Buffer }>(
      '/v1/webhooks/github/:projectId',
      { schema: ROUTE_SCHEMAS.githubWebhook },
      async (request, reply) => {
        const project = await context.store.getProject(request.params.projectId);
        if (!project) return sendApiError(reply, 'not_found', 'No project with this id.');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const given = Buffer.from(String(request.headers['x-hub-signature-256'] ?? ''));
        if (!safeEqual(given, Buffer.from(hubSignature(project.webhookSecret, body)))) {
          return sendApiError(reply, 'unauthorized', 'The X-Hub-Signature-256 signature does not match this project.');
        }
        const event = String(request.headers['x-github-event'] ?? '');
        if (event === 'ping') return reply.code(200).send({ message: 'pong' });
        if (event !== 'push') return reply.code(200).send({ message: `Ignored: "${event}" events do not update` });
        return onPush({ reply, project, payload: parseJson(body), kind: 'github' });
      },
    );

    scope.post<{ Params: { projectId: string }; Body: Buffer }>(
      '/v1/webhooks/gitlab/:projectId',
      { schema: ROUTE_SCHEMAS.gitlabWebhook },
      async (request, reply) => {
        const project = await context.store.getProject(request.params.projectId);
        if (!project) return sendApiError(reply, 'not_found', 'No project with this id.');
        const given = Buffer.from(String(request.headers['x-gitlab-token'] ?? ''));
        if (!safeEqual(given, Buffer.from(project.webhookSecret))) {
          return sendApiError(reply, 'unauthorized', 'The X-Gitlab-Token does not match this project.');
        }
        const event = String(request.headers['x-gitlab-event'] ?? '');
        if (event !== 'Push Hook') return reply.code(200).send({ message: `Ignored: "${event}" events do not update` });
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return onPush({ reply, project, payload: parseJson(body), kind: 'gitlab' });
      },
    );
  });

  async function onPush(push: { reply: FastifyReply; project: Project; payload: unknown; kind: 'github' | 'gitlab' }) {
    const { reply, project, kind } = push;
    if (push.payload === undefined) return sendApiError(reply, 'invalid_request', 'The body is not JSON.');
    const event = readPushEvent(push.payload, kind);
    if (event.branch !== project.branch) {
      const what = event.branch ? `branch "${event.branch}"` : `"${event.commit.ref}"`;
      return reply.code(200).send({ message: `Ignored: a push to ${what}; this project builds "${project.branch}"` });
    }
    const { id, joined } = await context.store.enqueueUpdate({
      projectId: project.id,
      source: kind,
      commit: event.commit,
      ...(event.author ? { author: event.author } : {}),
    });
    context.onQueued();
    return reply.code(202).send({ message: joined ? 'Joined the queued update' : 'Update queued', statusId: id });
  }
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

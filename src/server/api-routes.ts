import type { FastifyInstance } from 'fastify';
import { apiAuthHook } from './api-auth.js';
import { sendApiError } from './api-errors.js';
import { ROUTE_SCHEMAS } from './api-schemas.js';
import { createRateLimiter, type RateLimit } from './rate-limiter.js';
import type { Store } from './store.js';
import { emptyCommit } from './update-record.js';

/** What the API routes need. */
export interface ApiRoutesContext {
  store: Store;
  /** Wakes the worker after an update is queued. */
  onQueued: () => void;
  limits: { perKey: RateLimit; perAddress: RateLimit };
}

const NOT_FOUND = 'No update status with this id.';

/** The update-status API and its trigger, under `/v1/`. */
export function registerApiRoutes(app: FastifyInstance, context: ApiRoutesContext): void {
  const onRequest = apiAuthHook({
    store: context.store,
    perAddress: createRateLimiter(context.limits.perAddress),
    perKey: createRateLimiter(context.limits.perKey),
  });

  app.get<{ Params: { statusId: string } }>(
    '/v1/project/update-status/:statusId',
    { schema: ROUTE_SCHEMAS.getUpdateStatus, onRequest },
    async (request, reply) => {
      const record = await context.store.getUpdate(request.params.statusId);
      // Another project's record answers exactly like a missing one: a key learns nothing outside its project.
      if (!record || record.projectId !== request.apiKey?.projectId) return sendApiError(reply, 'not_found', NOT_FOUND);
      return record;
    },
  );

  app.post<{ Params: { projectId: string } }>(
    '/v1/project/update/:projectId',
    { schema: ROUTE_SCHEMAS.triggerUpdate, onRequest },
    async (request, reply) => {
      const project =
        request.params.projectId === request.apiKey?.projectId
          ? await context.store.getProject(request.params.projectId)
          : undefined;
      if (!project) return sendApiError(reply, 'not_found', 'No project with this id.');
      const { id } = await context.store.enqueueUpdate({
        projectId: project.id,
        source: 'api',
        commit: emptyCommit(project.branch),
      });
      context.onQueued();
      return reply.code(202).send({ statusId: id });
    },
  );
}

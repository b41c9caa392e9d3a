import type { FastifyInstance } from 'fastify';
import { ended, updatesState } from './dashboard-pages.js';
import { isId } from './secrets.js';
import type { Store } from './store.js';

/** The answers of the JSON endpoints the pages poll (`state` changes → the page reloads). */
const POLL_SCHEMA = {
  response: {
    200: {
      type: 'object',
      properties: {
        state: { type: 'string' },
        live: { type: 'boolean' },
        summary: { type: 'string' },
        logs: { type: 'array', items: { type: 'string' } },
      },
      required: ['state', 'live'],
      additionalProperties: false,
    },
    404: {
      type: 'object',
      properties: {
        error: {
          type: 'object',
          properties: { code: { type: 'string' }, message: { type: 'string' } },
          required: ['code', 'message'],
        },
      },
      required: ['error'],
    },
  },
};

/**
 * The JSON endpoints under `/dashboard/api/` that the pages poll for live status (registered inside the
 * dashboard's scope, so they need a session like every page): a project's updates, and one update's state and
 * logs.
 */
export function registerLiveRoutes(scope: FastifyInstance, store: Store): void {
  const projectOf = async (id: string) => (isId(id) ? await store.getProject(id) : undefined);
  scope.get<{ Params: { projectId: string } }>(
    '/dashboard/api/projects/:projectId/updates',
    { schema: POLL_SCHEMA },
    async (request, reply) => {
      const project = await projectOf(request.params.projectId);
      if (!project) return reply.code(404).send({ error: { code: 'not_found', message: 'No project with this id.' } });
      const updates = await store.listUpdates(project.id, 20);
      // Not live when nothing runs: the page still polls (slower), to show updates triggered elsewhere.
      return { state: updatesState(updates), live: updates.some((u) => !ended(u)) };
    },
  );

  scope.get<{ Params: { updateId: string } }>(
    '/dashboard/api/updates/:updateId',
    { schema: POLL_SCHEMA },
    async (request, reply) => {
      const record = isId(request.params.updateId) ? await store.getUpdate(request.params.updateId) : undefined;
      if (!record) return reply.code(404).send({ error: { code: 'not_found', message: 'No update with this id.' } });
      return { state: record.status, live: !ended(record), summary: record.summary, logs: record.logs };
    },
  );
}

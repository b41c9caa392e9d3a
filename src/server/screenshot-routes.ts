import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendApiError } from './api-errors.js';
import { ID_PATTERN } from './secrets.js';

/** The screenshot files of an update, by name. */
export const SCREENSHOT_FILES = { light: 'light.png', dark: 'dark.png' } as const;

/** The folder of an update's screenshots inside the data folder. */
export function screenshotDir(dataDir: string, updateId: string): string {
  return path.join(dataDir, 'screenshots', updateId);
}

/** The path an update's screenshot is served at (`/screenshots/<update id>/light.png`). */
export function screenshotPath(updateId: string, scheme: keyof typeof SCREENSHOT_FILES): string {
  return `/screenshots/${updateId}/${SCREENSHOT_FILES[scheme]}`;
}

/**
 * Serves the screenshots of updates at `/screenshots/<update id>/{light,dark}.png`. They show a published (so
 * public) page and are named by an unguessable update id, so, like the sites, they need no key: a chat bot can
 * embed the record's URL as it is. A file never changes once written, so it may be cached for good.
 */
export function registerScreenshotRoutes(app: FastifyInstance, context: { dataDir: string }): void {
  app.get<{ Params: { updateId: string; file: string } }>(
    '/screenshots/:updateId/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            updateId: { type: 'string', pattern: ID_PATTERN },
            file: { type: 'string', enum: Object.values(SCREENSHOT_FILES) },
          },
          required: ['updateId', 'file'],
        },
      },
    },
    async (request, reply) => {
      const { updateId, file } = request.params;
      const bytes = await readFile(path.join(screenshotDir(context.dataDir, updateId), file)).catch(() => undefined);
      if (!bytes) return sendApiError(reply, 'not_found', 'No screenshot here.');
      return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(bytes);
    },
  );
}

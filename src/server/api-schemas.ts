import { ID_PATTERN } from './secrets.js';
import { UPDATE_SOURCES, UPDATE_STATUSES } from './update-record.js';

/**
 * The JSON schemas of the service's HTTP API: fastify validates requests and serializes responses with them,
 * and `openapi.yaml` documents the same schemas (a test checks that the two agree). Plain objects, written once.
 */

const stringArray = { type: 'array', items: { type: 'string' } } as const;

/** The update status record (the update-status API). */
export const UpdateStatusSchema = {
  type: 'object',
  required: ['_id', 'projectId', 'createdAt', 'status', 'summary', 'logs', 'subdomain', 'commit', 'source'],
  properties: {
    _id: { type: 'string', description: 'Id of this update status.' },
    projectId: { type: 'string', description: 'The project.' },
    createdAt: { type: 'string', format: 'date-time', description: 'When the update was triggered (UTC).' },
    endedAt: { type: 'string', format: 'date-time', description: 'When the update ended (UTC), once it has.' },
    status: { type: 'string', enum: [...UPDATE_STATUSES] },
    summary: { type: 'string', description: 'One line: what was built, or the first error.' },
    logs: { ...stringArray, description: 'The log lines of the update, growing while it runs.' },
    subdomain: { type: 'string', description: 'The subdomain the site is published at.' },
    screenshot: { type: 'string', description: 'URL of a screenshot of the home page (the light one).' },
    screenshotLight: { type: 'string', description: 'URL of a screenshot of the home page, light theme.' },
    screenshotDark: { type: 'string', description: 'URL of a screenshot of the home page, dark theme.' },
    author: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string' },
        avatarUrl: { type: 'string' },
        githubUserId: { type: 'integer' },
      },
    },
    commit: {
      type: 'object',
      required: ['sha', 'ref', 'message', 'filesChanged'],
      properties: {
        sha: { type: 'string', description: 'Empty until the worker has fetched the ref.' },
        ref: { type: 'string' },
        message: { type: 'string' },
        filesChanged: {
          type: 'object',
          required: ['added', 'modified', 'removed'],
          properties: { added: stringArray, modified: stringArray, removed: stringArray },
        },
      },
    },
    source: { type: 'string', enum: [...UPDATE_SOURCES] },
  },
} as const;

/** Every error the API answers: `{ "error": { "code", "message" } }`. */
export const ErrorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: [
            'unauthorized',
            'not_found',
            'method_not_allowed',
            'invalid_request',
            'rate_limited',
            'internal_error',
          ],
        },
        message: { type: 'string' },
      },
    },
  },
} as const;

/** The answer to a trigger. */
export const TriggerResponseSchema = {
  type: 'object',
  required: ['statusId'],
  properties: { statusId: { type: 'string', description: 'The id to ask the update-status API about.' } },
} as const;

/** The answer to a push webhook. */
export const WebhookResponseSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'What the service did with the push.' },
    statusId: { type: 'string', description: 'The update queued (or joined), when the push was for the branch.' },
  },
} as const;

const idParam = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', pattern: ID_PATTERN } },
  }) as const;

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema } as const;

/** The fastify route schemas, by operation. */
export const ROUTE_SCHEMAS = {
  getUpdateStatus: { params: idParam('statusId'), response: { 200: UpdateStatusSchema, ...errors } },
  triggerUpdate: { params: idParam('projectId'), response: { 202: TriggerResponseSchema, ...errors } },
  githubWebhook: {
    params: idParam('projectId'),
    response: { 200: WebhookResponseSchema, 202: WebhookResponseSchema, ...errors },
  },
  gitlabWebhook: {
    params: idParam('projectId'),
    response: { 200: WebhookResponseSchema, 202: WebhookResponseSchema, ...errors },
  },
} as const;

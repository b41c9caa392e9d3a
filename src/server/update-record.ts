/** The states of an update, in the only order it may pass through them. */
export const UPDATE_STATUSES = ['queued', 'in_progress', 'success', 'failure'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** What triggered an update (the update-status API's `source`). */
export const UPDATE_SOURCES = [
  'internal',
  'github-app-installation',
  'api',
  'github',
  'dashboard',
  'gitlab',
  'onboarding',
] as const;
export type UpdateSource = (typeof UPDATE_SOURCES)[number];

/** Who pushed the commit an update builds, when the trigger says (a push webhook). */
export interface UpdateAuthor {
  name: string;
  avatarUrl?: string;
  githubUserId?: number;
}

/** The commit an update builds; `sha` is empty until the worker has fetched the ref. */
export interface UpdateCommit {
  sha: string;
  ref: string;
  message: string;
  filesChanged: { added: string[]; modified: string[]; removed: string[] };
}

/** The update status record exactly as the update-status API returns it. */
export interface UpdateRecord {
  _id: string;
  projectId: string;
  createdAt: string;
  endedAt?: string;
  status: UpdateStatus;
  summary: string;
  logs: string[];
  subdomain: string;
  screenshot?: string;
  screenshotLight?: string;
  screenshotDark?: string;
  author?: UpdateAuthor;
  commit: UpdateCommit;
  source: UpdateSource;
}

/** A project: one repository, built and published at one subdomain. */
export interface Project {
  id: string;
  name: string;
  repo: string;
  branch: string;
  /** Folder of the site inside the repository ('' for the root). */
  docs: string;
  subdomain: string;
  /** Shared secret of the push webhooks (GitHub HMAC key, GitLab token). */
  webhookSecret: string;
  createdAt: string;
}

/** An admin API key as stored: never the key itself, only its hash and a short prefix to tell keys apart. */
export interface ApiKey {
  id: string;
  projectId: string;
  prefix: string;
  createdAt: string;
  revokedAt?: string;
}

/** A dashboard user. */
export interface User {
  id: string;
  name: string;
  passwordHash: string;
  createdAt: string;
}

/** A dashboard sign-in session (the cookie carries the token; the store only its hash). */
export interface Session {
  userId: string;
  csrfToken: string;
  expiresAt: string;
}

/** An empty commit for a ref: what an update knows before the worker fetches it. */
export function emptyCommit(ref: string): UpdateCommit {
  return { sha: '', ref, message: '', filesChanged: { added: [], modified: [], removed: [] } };
}

import type {
  ApiKey,
  Project,
  Session,
  UpdateAuthor,
  UpdateCommit,
  UpdateRecord,
  UpdateSource,
  UpdateStatus,
  User,
} from './update-record.js';

/** What a new project needs. */
export interface NewProject {
  name: string;
  repo: string;
  branch: string;
  docs: string;
  subdomain: string;
  webhookSecret: string;
}

/** A trigger: what asked for an update, and what it knows of the commit. */
export interface UpdateTrigger {
  projectId: string;
  source: UpdateSource;
  commit: UpdateCommit;
  author?: UpdateAuthor;
}

/** How an update ended. */
export interface UpdateEnding {
  status: Extract<UpdateStatus, 'success' | 'failure'>;
  summary: string;
  screenshotLight?: string;
  screenshotDark?: string;
}

/**
 * Everything `quire serve` keeps: projects, users and sessions, API keys (hashed), update records with their
 * logs, and the queue (the `queued` records). One interface over SQLite and PostgreSQL. Every state change is
 * one conditional statement, so the status of a record only ever moves forward, whoever else is writing.
 */
export interface Store {
  createProject(project: NewProject): Promise<Project>;
  getProject(id: string): Promise<Project | undefined>;
  getProjectByName(name: string): Promise<Project | undefined>;
  getProjectBySubdomain(subdomain: string): Promise<Project | undefined>;
  listProjects(): Promise<Project[]>;

  createUser(user: { name: string; passwordHash: string }): Promise<User>;
  getUserByName(name: string): Promise<User | undefined>;
  createSession(session: Session & { tokenHash: string }): Promise<void>;
  /** The session of a token hash, when it exists and has not expired. */
  getSession(tokenHash: string): Promise<Session | undefined>;
  deleteSession(tokenHash: string): Promise<void>;

  createApiKey(key: { projectId: string; hash: string; prefix: string }): Promise<ApiKey>;
  /** The key with this hash, when it exists and is not revoked. */
  findActiveApiKey(hash: string): Promise<ApiKey | undefined>;
  listApiKeys(projectId?: string): Promise<ApiKey[]>;
  /** Revokes a key by id or visible prefix; resolves to the revoked key, or undefined when none matched. */
  revokeApiKey(idOrPrefix: string, projectId?: string): Promise<ApiKey | undefined>;

  /**
   * Queues an update, or joins the one already queued for the project (its commit becomes the trigger's, since
   * the worker builds the head of the branch when it starts). `joined` says which.
   */
  enqueueUpdate(trigger: UpdateTrigger): Promise<{ id: string; joined: boolean }>;
  getUpdate(id: string): Promise<UpdateRecord | undefined>;
  listUpdates(projectId: string, limit: number): Promise<UpdateRecord[]>;
  /** Moves the oldest queued update to `in_progress` for `workerId`; no two callers ever get the same one. */
  claimNextUpdate(workerId: string): Promise<UpdateRecord | undefined>;
  /** Records that the worker still works on the update (crash detection across instances). */
  heartbeat(id: string): Promise<void>;
  setCommit(id: string, commit: UpdateCommit): Promise<void>;
  appendLogs(id: string, lines: string[]): Promise<void>;
  /** Ends an `in_progress` update; false (and no change) when it was not in progress. */
  endUpdate(id: string, ending: UpdateEnding): Promise<boolean>;
  /**
   * Ends as `failure` every update left `in_progress` whose worker has not been heard from since `staleBefore`
   * (its process died); resolves to their ids.
   */
  endInterrupted(staleBefore: Date, summary: string): Promise<string[]>;
  close(): Promise<void>;
}

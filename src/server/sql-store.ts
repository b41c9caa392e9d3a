import { migrate } from './migrations.js';
import { newId } from './secrets.js';
import type { SqlDriver, SqlRow } from './sql-driver.js';
import type { Store } from './store.js';
import type { ApiKey, Project, UpdateRecord, UpdateStatus, User } from './update-record.js';

/** Opens the store on a driver, bringing its schema up to date first. */
export async function createSqlStore(driver: SqlDriver): Promise<Store> {
  await migrate(driver);
  const q = (sql: string, params?: unknown[]) => driver.query(sql, params);
  const now = () => new Date().toISOString();
  const one = async (sql: string, params?: unknown[]) => (await q(sql, params))[0];
  // PostgreSQL: the logs come with the record, in one round trip (a status request is then two: key, record).
  // SQLite: a second prepared statement in the same process costs less than aggregating to JSON and back.
  const RECORD_SELECT = driver.dialect === 'postgres' ? RECORD_WITH_LOGS_SELECT : RECORD_ONLY_SELECT;
  const recordOf = async (row: SqlRow | undefined) =>
    row ? toRecord(row, Array.isArray(row.logs) ? row.logs.map(str) : await logsOf(q, String(row.id))) : undefined;

  const store: Store = {
    async createProject(project) {
      const row = { id: newId(), ...project, createdAt: now() };
      await q(
        'INSERT INTO projects (id, name, repo, branch, docs, subdomain, webhook_secret, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
        [row.id, row.name, row.repo, row.branch, row.docs, row.subdomain, row.webhookSecret, row.createdAt],
      );
      return row;
    },
    getProject: async (id) => toProject(await one('SELECT * FROM projects WHERE id = $1', [id])),
    getProjectByName: async (name) => toProject(await one('SELECT * FROM projects WHERE name = $1', [name])),
    getProjectBySubdomain: async (subdomain) =>
      toProject(await one('SELECT * FROM projects WHERE subdomain = $1', [subdomain])),
    listProjects: async () => (await q('SELECT * FROM projects ORDER BY name')).map((r) => toProject(r)!),

    async createUser(user) {
      const row: User = { id: newId(), ...user, createdAt: now() };
      await q('INSERT INTO users (id, name, password_hash, created_at) VALUES ($1, $2, $3, $4)', [
        row.id,
        row.name,
        row.passwordHash,
        row.createdAt,
      ]);
      return row;
    },
    async getUserByName(name) {
      const row = await one('SELECT * FROM users WHERE name = $1', [name]);
      return row
        ? { id: str(row.id), name: str(row.name), passwordHash: str(row.password_hash), createdAt: str(row.created_at) }
        : undefined;
    },
    async createSession(session) {
      await q('INSERT INTO sessions (token_hash, user_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)', [
        session.tokenHash,
        session.userId,
        session.csrfToken,
        session.expiresAt,
      ]);
    },
    async getSession(tokenHash) {
      const row = await one('SELECT * FROM sessions WHERE token_hash = $1 AND expires_at > $2', [tokenHash, now()]);
      return row
        ? { userId: str(row.user_id), csrfToken: str(row.csrf_token), expiresAt: str(row.expires_at) }
        : undefined;
    },
    async deleteSession(tokenHash) {
      await q('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
    },

    async createApiKey(key) {
      const row: ApiKey = { id: newId(), projectId: key.projectId, prefix: key.prefix, createdAt: now() };
      await q('INSERT INTO api_keys (id, project_id, key_hash, prefix, created_at) VALUES ($1, $2, $3, $4, $5)', [
        row.id,
        row.projectId,
        key.hash,
        row.prefix,
        row.createdAt,
      ]);
      return row;
    },
    findActiveApiKey: async (hash) =>
      toApiKey(await one('SELECT * FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL', [hash])),
    async listApiKeys(projectId) {
      const rows = projectId
        ? await q('SELECT * FROM api_keys WHERE project_id = $1 ORDER BY created_at', [projectId])
        : await q('SELECT * FROM api_keys ORDER BY created_at');
      return rows.map((r) => toApiKey(r)!);
    },
    async revokeApiKey(idOrPrefix, projectId) {
      const rows = await q(
        `UPDATE api_keys SET revoked_at = $1 WHERE (id = $2 OR prefix = $2) AND revoked_at IS NULL
         AND ($3 = '' OR project_id = $3) RETURNING *`,
        [now(), idOrPrefix, projectId ?? ''],
      );
      return toApiKey(rows[0]);
    },

    async enqueueUpdate(trigger) {
      // The partial unique index `updates_one_queued` makes "insert unless one is queued" one atomic statement;
      // when it loses (one is queued), the trigger joins that one. The loop covers the queued record being
      // claimed between the two statements.
      for (;;) {
        const id = newId();
        const inserted = await q(
          `INSERT INTO updates (id, project_id, created_at, status, summary, source, author, commit_info)
           VALUES ($1, $2, $3, 'queued', 'Queued', $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
          [id, trigger.projectId, now(), trigger.source, json(trigger.author), JSON.stringify(trigger.commit)],
        );
        if (inserted.length > 0) return { id, joined: false };
        const joined = await q(
          `UPDATE updates SET commit_info = $1, author = COALESCE($2, author)
           WHERE project_id = $3 AND status = 'queued' RETURNING id`,
          [JSON.stringify(trigger.commit), json(trigger.author), trigger.projectId],
        );
        if (joined[0]) return { id: str(joined[0].id), joined: true };
      }
    },
    getUpdate: async (id) => recordOf(await one(`${RECORD_SELECT} WHERE u.id = $1`, [id])),
    async listUpdates(projectId, limit) {
      const rows = await q(`${RECORD_SELECT} WHERE u.project_id = $1 ORDER BY u.seq DESC LIMIT $2`, [projectId, limit]);
      return Promise.all(rows.map(async (r) => (await recordOf(r))!));
    },
    async claimNextUpdate(workerId) {
      // First in, first out, by `seq` (the order of queueing; dates tie within a millisecond). PostgreSQL: SKIP
      // LOCKED lets several instances claim at once without waiting on each other. SQLite has one writer at a
      // time, and the `status = 'queued'` condition makes a lost race claim nothing.
      const pick =
        driver.dialect === 'postgres'
          ? `SELECT id FROM updates WHERE status = 'queued' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED`
          : `SELECT id FROM updates WHERE status = 'queued' ORDER BY seq LIMIT 1`;
      const t = now();
      const rows = await q(
        `UPDATE updates SET status = 'in_progress', summary = 'Building', started_at = $1, heartbeat_at = $1,
         worker_id = $2 WHERE id = (${pick}) AND status = 'queued' RETURNING id`,
        [t, workerId],
      );
      return rows[0] ? store.getUpdate(str(rows[0].id)) : undefined;
    },
    async heartbeat(id) {
      await q(`UPDATE updates SET heartbeat_at = $1 WHERE id = $2 AND status = 'in_progress'`, [now(), id]);
    },
    async setCommit(id, commit) {
      await q('UPDATE updates SET commit_info = $1 WHERE id = $2', [JSON.stringify(commit), id]);
    },
    async appendLogs(id, lines) {
      // One statement per batch (of at most 500, under every bound-parameter limit): the worker flushes lines a
      // few times a second, never one write per line.
      for (let start = 0; start < lines.length; start += 500) {
        const batch = lines.slice(start, start + 500);
        const values = batch.map((_, i) => `($1, $${i + 2})`).join(', ');
        await q(`INSERT INTO update_logs (update_id, line) VALUES ${values}`, [id, ...batch]);
      }
    },
    async endUpdate(id, ending) {
      const rows = await q(
        `UPDATE updates SET status = $1, summary = $2, ended_at = $3, screenshot_light = $4, screenshot_dark = $5
         WHERE id = $6 AND status = 'in_progress' RETURNING id`,
        [
          ending.status,
          oneLine(ending.summary),
          now(),
          ending.screenshotLight ?? null,
          ending.screenshotDark ?? null,
          id,
        ],
      );
      return rows.length > 0;
    },
    async endInterrupted(staleBefore, summary) {
      const rows = await q(
        `UPDATE updates SET status = 'failure', summary = $1, ended_at = $2
         WHERE status = 'in_progress' AND (heartbeat_at IS NULL OR heartbeat_at < $3) RETURNING id`,
        [oneLine(summary), now(), staleBefore.toISOString()],
      );
      return rows.map((r) => str(r.id));
    },
    close: () => driver.close(),
  };
  return store;
}

const RECORD_ONLY_SELECT = 'SELECT u.*, p.subdomain FROM updates u JOIN projects p ON p.id = u.project_id';
const RECORD_WITH_LOGS_SELECT = `SELECT u.*, p.subdomain,
  COALESCE((SELECT json_agg(l.line ORDER BY l.id) FROM update_logs l WHERE l.update_id = u.id), '[]'::json) AS logs
  FROM updates u JOIN projects p ON p.id = u.project_id`;

async function logsOf(q: SqlDriver['query'], id: string): Promise<string[]> {
  return (await q('SELECT line FROM update_logs WHERE update_id = $1 ORDER BY id', [id])).map((r) => str(r.line));
}

function toRecord(row: SqlRow, logs: string[]): UpdateRecord {
  const record: UpdateRecord = {
    _id: str(row.id),
    projectId: str(row.project_id),
    createdAt: str(row.created_at),
    status: str(row.status) as UpdateStatus,
    summary: str(row.summary),
    logs,
    subdomain: str(row.subdomain),
    commit: JSON.parse(str(row.commit_info)),
    source: str(row.source) as UpdateRecord['source'],
  };
  if (row.ended_at) record.endedAt = str(row.ended_at);
  if (row.author) record.author = JSON.parse(str(row.author));
  if (row.screenshot_light) record.screenshot = record.screenshotLight = str(row.screenshot_light);
  if (row.screenshot_dark) record.screenshotDark = str(row.screenshot_dark);
  return record;
}

function toProject(row: SqlRow | undefined): Project | undefined {
  if (!row) return undefined;
  return {
    id: str(row.id),
    name: str(row.name),
    repo: str(row.repo),
    branch: str(row.branch),
    docs: str(row.docs),
    subdomain: str(row.subdomain),
    webhookSecret: str(row.webhook_secret),
    createdAt: str(row.created_at),
  };
}

function toApiKey(row: SqlRow | undefined): ApiKey | undefined {
  if (!row) return undefined;
  const key: ApiKey = {
    id: str(row.id),
    projectId: str(row.project_id),
    prefix: str(row.prefix),
    createdAt: str(row.created_at),
  };
  if (row.revoked_at) key.revokedAt = str(row.revoked_at);
  return key;
}

function str(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

/** A summary is one line: the first line of whatever it is given, trimmed to a readable length. */
function oneLine(text: string): string {
  const first = text.split('\n').find((l) => l.trim() !== '') ?? '';
  return first.trim().slice(0, 500);
}

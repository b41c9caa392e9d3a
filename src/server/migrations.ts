import type { SqlDriver } from './sql-driver.js';

/** One migration: the same SQL for both databases, or one text per dialect where they differ. */
type Migration = string | { sqlite: string; postgres: string };

/**
 * The schema, one migration per entry, applied in order and recorded in `schema_migrations`. Never edit an
 * entry that has shipped: add one. Dates are ISO 8601 UTC strings in both databases (they sort as text, and
 * the API returns them as they are); `{serial}` is the
 * auto-incrementing integer of each dialect.
 */
const MIGRATIONS: Migration[] = [
  `CREATE TABLE projects (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     repo TEXT NOT NULL,
     branch TEXT NOT NULL,
     docs TEXT NOT NULL,
     subdomain TEXT NOT NULL UNIQUE,
     webhook_secret TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE users (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL UNIQUE,
     password_hash TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE TABLE api_keys (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id),
     key_hash TEXT NOT NULL UNIQUE,
     prefix TEXT NOT NULL,
     created_at TEXT NOT NULL,
     revoked_at TEXT
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     user_id TEXT NOT NULL REFERENCES users(id),
     csrf_token TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );
   CREATE TABLE updates (
     id TEXT PRIMARY KEY,
     project_id TEXT NOT NULL REFERENCES projects(id),
     created_at TEXT NOT NULL,
     started_at TEXT,
     ended_at TEXT,
     status TEXT NOT NULL,
     summary TEXT NOT NULL,
     source TEXT NOT NULL,
     author TEXT,
     commit_info TEXT NOT NULL,
     screenshot_light TEXT,
     screenshot_dark TEXT,
     worker_id TEXT,
     heartbeat_at TEXT
   );
   CREATE INDEX updates_project ON updates(project_id, created_at);
   CREATE INDEX updates_status ON updates(status, created_at);
   -- At most one queued update per project: a second trigger joins it (and two instances cannot both queue).
   CREATE UNIQUE INDEX updates_one_queued ON updates(project_id) WHERE status = 'queued';
   CREATE TABLE update_logs (
     id {serial} PRIMARY KEY,
     update_id TEXT NOT NULL REFERENCES updates(id),
     line TEXT NOT NULL
   );
   CREATE INDEX update_logs_update ON update_logs(update_id, id);`,
  // 2. `seq`: the order updates were queued in. Dates have millisecond precision and ids are random, so updates
  // queued in the same millisecond had no order; the queue claims by `seq` (first in, first out). Rows already
  // there are numbered in the order they were created. The statement that inserts an update never names `seq`:
  // PostgreSQL takes it from a sequence, SQLite from a trigger (one writer at a time, so MAX + 1 is safe).
  {
    sqlite: `ALTER TABLE updates ADD COLUMN seq INTEGER;
     UPDATE updates SET seq = o.n
       FROM (SELECT rowid AS r, row_number() OVER (ORDER BY created_at, rowid) AS n FROM updates) o
       WHERE updates.rowid = o.r;
     CREATE UNIQUE INDEX updates_seq ON updates(seq);
     CREATE INDEX updates_queue ON updates(status, seq);
     CREATE INDEX updates_project_seq ON updates(project_id, seq);
     CREATE TRIGGER updates_seq_on_insert AFTER INSERT ON updates WHEN NEW.seq IS NULL BEGIN
       UPDATE updates SET seq = (SELECT COALESCE(MAX(seq), 0) + 1 FROM updates) WHERE rowid = NEW.rowid;
     END;`,
    postgres: `CREATE SEQUENCE updates_seq_counter;
     ALTER TABLE updates ADD COLUMN seq BIGINT;
     UPDATE updates SET seq = o.n
       FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM updates) o WHERE updates.id = o.id;
     SELECT setval('updates_seq_counter', COALESCE((SELECT MAX(seq) FROM updates), 0) + 1, false);
     ALTER TABLE updates ALTER COLUMN seq SET DEFAULT nextval('updates_seq_counter');
     ALTER TABLE updates ALTER COLUMN seq SET NOT NULL;
     ALTER SEQUENCE updates_seq_counter OWNED BY updates.seq;
     CREATE UNIQUE INDEX updates_seq ON updates(seq);
     CREATE INDEX updates_queue ON updates(status, seq);
     CREATE INDEX updates_project_seq ON updates(project_id, seq);`,
  },
];

/**
 * Brings the database's schema up to date (or up to `toVersion`, for tests of a migration); safe to run from
 * several instances at once.
 */
export async function migrate(driver: SqlDriver, toVersion = MIGRATIONS.length): Promise<void> {
  await driver.withMigrationLock(async () => {
    await driver.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT)');
    const rows = await driver.query('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version) || version > toVersion) continue;
      const text = typeof sql === 'string' ? sql : sql[driver.dialect];
      await driver.exec(text.replaceAll('{serial}', serialType(driver)));
      await driver.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        version,
        new Date().toISOString(),
      ]);
    }
  });
}

/** The latest schema version this code knows. */
export const SCHEMA_VERSION = MIGRATIONS.length;

function serialType(driver: SqlDriver): string {
  // SQLite's `INTEGER PRIMARY KEY` is the rowid: it grows by itself.
  return driver.dialect === 'postgres' ? 'BIGSERIAL' : 'INTEGER';
}

import type { SqlDriver } from './sql-driver.js';

/**
 * The schema, one migration per entry, applied in order and recorded in `schema_migrations`. Never edit an
 * entry that has shipped: add one. Dates are ISO 8601 UTC strings in both databases (they sort as text, and
 * the API returns them as they are); `{serial}` is the
 * auto-incrementing integer of each dialect.
 */
const MIGRATIONS: string[] = [
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
];

/** Brings the database's schema up to date; safe to run from several instances at once. */
export async function migrate(driver: SqlDriver): Promise<void> {
  await driver.withMigrationLock(async () => {
    await driver.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT)');
    const rows = await driver.query('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((r) => Number(r.version)));
    for (const [index, sql] of MIGRATIONS.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      await driver.exec(sql.replaceAll('{serial}', serialType(driver)));
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

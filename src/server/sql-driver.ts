/** A row as the database returns it. */
export type SqlRow = Record<string, unknown>;

/**
 * The little the store needs of a SQL database, so one store serves SQLite and PostgreSQL. Statements use
 * PostgreSQL's `$1, $2 …` placeholders; the SQLite driver maps them to `?1, ?2 …`.
 */
export interface SqlDriver {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs one statement; resolves to the rows it returns (empty for statements without `RETURNING`). */
  query(sql: string, params?: unknown[]): Promise<SqlRow[]>;
  /** Runs statements separated by `;` (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` while holding the database-wide migration lock (one instance migrates at a time). */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

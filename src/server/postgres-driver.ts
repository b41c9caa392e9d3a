import pg from 'pg';
import type { SqlDriver } from './sql-driver.js';

/** An arbitrary, fixed key for `pg_advisory_lock`: instances migrating at once wait for each other. */
const MIGRATION_LOCK_KEY = 7_140_311;

/** Connects to PostgreSQL (a pool; every statement runs on its own, in autocommit). */
export async function openPostgresDriver(url: string): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // Fail now, with the server's message, rather than at the first request.
  const client = await pool.connect();
  client.release();
  return {
    dialect: 'postgres',
    async query(sql, params = []) {
      return (await pool.query(sql, params)).rows;
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async withMigrationLock(fn) {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        return await fn();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

import { createSqlStore } from './sql-store.js';
import { openSqliteDriver } from './sqlite-driver.js';
import type { Store } from './store.js';

/** Where the store lives: a data folder (SQLite) or a PostgreSQL URL. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

/** Opens the store of `quire serve` and its CLI commands (the same one a running server uses). */
export async function openStore(location: StoreLocation): Promise<Store> {
  if (location.databaseUrl) {
    const { openPostgresDriver } = await import('./postgres-driver.js');
    return createSqlStore(await openPostgresDriver(location.databaseUrl));
  }
  return createSqlStore(openSqliteDriver(location.dataDir));
}

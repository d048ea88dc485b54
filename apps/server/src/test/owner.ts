import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, DatabaseHandle } from '@/db/client.ts';
import * as schema from '@/db/schema/index.ts';

/** Runs `fn` in one transaction as the tables' owner, who may do what the server's role may not. */
export type AsOwner = <T>(fn: (db: Database) => Promise<T>) => Promise<T>;

/**
 * The owner's access to a test database (tests corrupt rows to prove the ledger check finds them):
 * PostgreSQL through its own connection with the owner's URL; PGlite, whose one session acts as the
 * server's role, by stepping back to the session's own user for one transaction.
 */
export function ownerAccess(database: DatabaseHandle, ownerUrl: string | null): AsOwner {
  if (database.kind === 'pglite' || ownerUrl === null)
    return (fn) =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`set local role none`);
        return fn(tx);
      });
  return async (fn) => {
    const client = new pg.Client({ connectionString: ownerUrl });
    await client.connect();
    try {
      return await drizzle({ client, schema }).transaction(fn);
    } finally {
      await client.end();
    }
  };
}

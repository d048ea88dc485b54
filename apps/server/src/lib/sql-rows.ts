/**
 * The rows of a raw `db.execute` result. The PostgreSQL and PGlite drivers both answer `{ rows }`, but
 * Drizzle types the result per driver; raw statements read their rows through this one place.
 */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] =>
  typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
    ? (result.rows as T[])
    : [];

/** What a PostgreSQL error says about itself: SQLSTATE and, for constraint violations, the constraint. */
export interface SqlState {
  code: string;
  constraint: string | null;
}

/**
 * The SQLSTATE of a database error, looking through wrapped errors (Drizzle wraps the driver's error
 * in `cause`); null for anything that is not a database error. PGlite and node-postgres both carry
 * `code` and `constraint`.
 */
export function sqlStateOf(err: unknown): SqlState | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      const constraint =
        'constraint' in e && typeof e.constraint === 'string' ? e.constraint : null;
      return { code: e.code, constraint };
    }
  }
  return null;
}

/** The constraint a unique violation (SQLSTATE 23505) hit ('' when unnamed); null for other errors. */
export function uniqueViolation(err: unknown): string | null {
  const state = sqlStateOf(err);
  return state?.code === '23505' ? (state.constraint ?? '') : null;
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a NUL character,
 * a number out of range...). Input that reaches SQL is validated first; this is the backstop that keeps
 * such a request a 400 rather than a 500.
 */
export const isDataException = (err: unknown): boolean =>
  sqlStateOf(err)?.code.startsWith('22') ?? false;

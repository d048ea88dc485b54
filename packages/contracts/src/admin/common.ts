import { z } from 'zod';

/** Page number and size of a list (1-based, at most 100 rows). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** One page of a list with the total count. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** A time as an ISO-8601 text in UTC. */
export const isoTime = z.string();

/**
 * An amount as exact decimal text in its asset's scale ("1234.50", "-20.00"): the back office never
 * reads money as a JSON number.
 */
export const moneyText = z.string().regex(/^-?\d{1,20}(?:\.\d{1,8})?$/);

/** An id in a path (`/members/:id`). */
export const idParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** A reason an operator gives for an action (kept in the audit log). */
export const reasonSchema = z.string().trim().min(3).max(500);

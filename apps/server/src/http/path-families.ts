import { LGW_PREFIXES } from '@monsoon/contracts/lottery/lgw';
import type { FastifyRequest } from 'fastify';

/**
 * Every path family the server answers as an API (wire-api.md §1.1; design/architecture.md §10): the
 * main gateway, the lottery gateway under each of its prefixes, the vendor wallet API, the back office's
 * API, the payment providers' callbacks and the development routes. One definition for everything that
 * treats API answers alike: the per-IP rate limit and `Cache-Control: no-store` (decision 0034).
 */
export const API_PATH_FAMILIES = [
  '/wps',
  ...LGW_PREFIXES,
  '/provider',
  '/admin/api',
  '/psp',
  '/dev',
] as const;
export type ApiPathFamily = (typeof API_PATH_FAMILIES)[number];

/** The development routes' family: served only with ENABLE_DEV_ROUTES (app.ts). */
export const DEV_PATH_FAMILY = '/dev' satisfies ApiPathFamily;

/** Whether `path` is `prefix` itself or lies under it (`/wpsx` is not under `/wps`). */
export const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The family of a path or route pattern (query string ignored), or null for the site, docs and health. */
export function apiFamilyOf(url: string): ApiPathFamily | null {
  const path = url.split('?', 1)[0] ?? '';
  return API_PATH_FAMILIES.find((family) => isUnder(path, family)) ?? null;
}

/**
 * The family of a request, read from the route it matched when there is one: the router also matches
 * other spellings of a path (percent-encoded letters, a trailing slash) that a look at the raw URL
 * would miss.
 */
export const apiFamilyOfRequest = (req: FastifyRequest): ApiPathFamily | null =>
  apiFamilyOf(req.routeOptions.url ?? req.url);

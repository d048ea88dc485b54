import type { CallDef } from '../call.ts';
import { isPermission, type Permission } from './permissions.ts';

/**
 * A back-office call under `/admin/api`. `auth: 'operator'` calls need a signed-in operator whose
 * role holds `permission` (null: any signed-in operator); sign-in steps are `auth: 'public'`.
 */
export type AdminCallDef = CallDef &
  (
    | { readonly auth: 'operator'; readonly permission: Permission | null }
    | { readonly auth: 'public'; readonly permission?: undefined }
  );

/** Declares a back-office call, keeping its literal types. */
export const defineAdminCall = <const D extends AdminCallDef>(def: D): D => def;

/**
 * The permission an operator call requires (null: any signed-in operator); undefined for calls that
 * are not operator calls. An operator call without a valid `permission` field is a programming error.
 */
export function permissionOf(call: CallDef): Permission | null | undefined {
  if (call.auth !== 'operator') return undefined;
  const permission: unknown = 'permission' in call ? call.permission : undefined;
  if (permission === null) return null;
  if (typeof permission === 'string' && isPermission(permission)) return permission;
  throw new Error(`operator call ${call.paths[0]} names no valid permission`);
}

/** The cookie carrying the operator session (HttpOnly, SameSite=Strict, path /admin). */
export const operatorCookieName = 'monsoon_operator';
/** The header every operator write must carry: the session's CSRF token. */
export const csrfHeaderName = 'x-csrf-token';

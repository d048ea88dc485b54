import type { Permission } from '@monsoon/contracts/admin/permissions';
import { useSessionStore } from '@/stores/session-store';

/** Whether the signed-in operator's role holds a permission (the server checks it again). */
export function useCan(permission: Permission): boolean {
  return useSessionStore((s) => s.me?.permissions.includes(permission) ?? false);
}

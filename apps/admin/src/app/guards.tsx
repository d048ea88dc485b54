import type { Permission } from '@monsoon/contracts/admin/permissions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Empty, Loading } from '@/components/ui/states';
import { useCan } from '@/lib/use-can';
import { useSessionStore } from '@/stores/session-store';

/** Shows its children to a signed-in operator; sends anyone else to the sign-in page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status === 'unknown') return <Loading />;
  if (status === 'signed-out')
    return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Shows a screen only to roles holding its permission (the server refuses the calls anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useCan(permission);
  return allowed ? children : <Empty text={t('common.noPermission')} />;
}

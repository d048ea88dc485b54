import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { logoutSession } from '@/features/shell/api/logout';
import { withLoading } from '@/stores/loading-store';
import { closeAllModals, confirmDialog } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/**
 * Sign out (spec §4 Logout): confirm with the generic dialog, DELETE /wps/session/logout, clear the
 * session (sessionStorage cleared, merchant keys rewritten), drop member data, go to /.
 */
export function useSignOut(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const ok = await confirmDialog({
      title: t('header.user.signOutTitle'),
      text: t('header.user.signOutConfirm'),
      confirmLabel: t('header.user.signOut'),
      cancelLabel: t('common.cancel'),
    });
    if (!ok) return;
    await withLoading(logoutSession);
    useSessionStore.getState().logout();
    closeAllModals();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    await navigate(paths.home);
  }, [navigate, queryClient, t]);
}

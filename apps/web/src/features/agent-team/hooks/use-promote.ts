import type { DownlineRow } from '@monsoon/contracts/agent-team';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/lib/api-error-text';
import { withLoading } from '@/stores/loading-store';
import { confirmDialog } from '@/stores/modal-store';
import { toast } from '@/stores/toast-store';
import { sendPromote } from '@/features/agent-team/api/promote-downline';
import { teamKeys } from '@/features/agent-team/api/team-keys';

/** Makes a direct downline an agent after the agent confirms; the team is read again. */
export function usePromote(): (row: DownlineRow) => Promise<void> {
  const { t } = useTranslation(['agent', 'site', 'errors']);
  const client = useQueryClient();
  return async (row) => {
    const ok = await confirmDialog({
      title: t('team.promoteTitle', { account: row.account }),
      text: t('team.promoteText'),
      confirmLabel: t('team.promoteConfirm'),
      cancelLabel: t('site:common.cancel'),
    });
    if (!ok) return;
    try {
      await withLoading(() => sendPromote(row.id));
      toast(t('team.promoted', { account: row.account }), 'success');
    } catch (error) {
      toast(apiErrorText(error), 'error');
    }
    await client.invalidateQueries({ queryKey: teamKeys.all });
  };
}

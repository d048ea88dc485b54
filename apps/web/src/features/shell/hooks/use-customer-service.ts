import type { SystemStatusValue } from '@monsoon/contracts/system';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusQuery } from '@/lib/api/system-status';
import { useSessionStore } from '@/stores/session-store';
import { toast } from '@/stores/toast-store';

type ServiceEntry = SystemStatusValue['info']['customerService'][number];

/** Live chat (csType 3) for everyone; rank level above 4 gets the VIP channel when there is one (spec §6). */
export const vipServiceRank = 4;
export const liveChatType = 3;
export const customerServiceWindow = { width: 440, height: 750 } as const;

/** The channel for a member's rank level (null for visitors). */
export function pickCustomerService(
  entries: readonly ServiceEntry[],
  rankLevel: number | null,
): ServiceEntry | null {
  const liveChat =
    entries.find((e) => e.csType === liveChatType && !e.vipOnly) ??
    entries.find((e) => !e.vipOnly) ??
    null;
  if (rankLevel !== null && rankLevel > vipServiceRank)
    return entries.find((e) => e.vipOnly) ?? liveChat;
  return liveChat;
}

/** Opens customer service in a 440x750 popup window with the decrypted path of the right channel. */
export function useCustomerService(): () => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(() => {
    const status = queryClient.getQueryData(systemStatusQuery.queryKey);
    const rank = useSessionStore.getState().member?.clubLabel.rankLevel ?? null;
    const entry = status ? pickCustomerService(status.info.customerService, rank) : null;
    if (!entry) {
      toast(t('customerService.unavailable'), 'warning');
      return;
    }
    const { width, height } = customerServiceWindow;
    const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
    const popup = window.open(
      '',
      'customerService',
      `width=${width},height=${height},left=${left},top=${top},noopener=no`,
    );
    if (!popup) {
      toast(t('customerService.popupBlocked'), 'warning');
      return;
    }
    // DES is loaded on demand (it is not needed for the first paint).
    import('@monsoon/contracts/crypto/des')
      .then(({ decryptCustomerServicePath }) => {
        popup.location.href = decryptCustomerServicePath(entry.path);
      })
      .catch(() => {
        // A link that cannot be decrypted: close the empty window (spec §7 "a failed request closes the popup").
        popup.close();
        toast(t('customerService.unavailable'), 'error');
      });
  }, [queryClient, t]);
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal, showDialog } from '@/stores/modal-store';
import { trialType, useSessionStore } from '@/stores/session-store';

/** What the action gate decides (spec §5): go on, ask for login, or refuse a trial account. */
export type GateDecision = 'allow' | 'login' | 'trial';

/** The rule: no token → login; customer type 4 (trial) → refused; otherwise allowed. */
export function gateDecision(token: string | null, isAgent: number | null): GateDecision {
  if (!token) return 'login';
  if (isAgent === trialType) return 'trial';
  return 'allow';
}

/** Agent panel for customer types 1, 2, 41, 42 (spec §5). */
export const canOpenAgentPanel = (isAgent: number | null): boolean =>
  isAgent === 1 || isAgent === 2 || isAgent === 41 || isAgent === 42;
/** Member panel: a token and not a trial account (spec §5). */
export const canOpenMemberPanel = (token: string | null, isAgent: number | null): boolean =>
  gateDecision(token, isAgent) === 'allow';

/**
 * The action gate: returns `gate(action?)`, which runs `action` and answers true when a real member is
 * logged in; otherwise opens the login modal (no token) or the "need a real account" dialog (trial).
 */
export function useActionGate(): (
  action?: () => void,
  options?: { redirectTo?: string },
) => boolean {
  const { t } = useTranslation();
  return useCallback(
    (action, options) => {
      const { token, isAgent } = useSessionStore.getState();
      const decision = gateDecision(token, isAgent);
      if (decision === 'login') {
        openModal('login', options?.redirectTo ? { redirectTo: options.redirectTo } : {});
        return false;
      }
      if (decision === 'trial') {
        showDialog({
          icon: 'warning',
          text: t('gate.in_need_true_account'),
          buttons: [{ label: t('gate.in_increase_submit'), variant: 'primary' }],
        });
        return false;
      }
      action?.();
      return true;
    },
    [t],
  );
}

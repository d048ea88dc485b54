import { Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useLoginFreePlayMutation } from '@/features/auth/api/login-free-play';
import { apiErrorText } from '@/lib/api-error-text';
import { startSession } from '@/features/auth/lib/session-flow';
import { paths } from '@/config/paths';
import { closeAllModals, showDialog } from '@/stores/modal-store';

/**
 * Free play (FREEPLAY3 / hasFreePlay): POST /wps/session/login/freeplay, load member info, close every
 * modal, go home (spec §4).
 */
export function FreePlayButton({
  labelClassName,
  ...props
}: Omit<ButtonProps, 'onClick' | 'loading'> & { labelClassName?: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const mutation = useLoginFreePlayMutation();
  const [busy, setBusy] = useState(false);
  const play = async () => {
    setBusy(true);
    try {
      await startSession(await mutation.mutateAsync());
      closeAllModals();
      await navigate(paths.home);
    } catch (error) {
      showDialog({
        icon: 'warning',
        text: apiErrorText(error),
        buttons: [{ label: t('common.ok'), variant: 'primary' }],
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      icon={<Gamepad2 size={16} aria-hidden />}
      {...props}
      loading={busy}
      onClick={() => void play()}
    >
      <span className={labelClassName}>{t('login.freePlay')}</span>
    </Button>
  );
}

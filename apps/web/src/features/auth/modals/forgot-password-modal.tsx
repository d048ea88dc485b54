import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ForgotEmailForm } from '@/features/auth/components/forgot-email-form';
import { ForgotPhoneForm } from '@/features/auth/components/forgot-phone-form';
import { SwitchToLogin } from '@/features/auth/components/switch-to-login';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import type { ModalComponentProps } from '@/stores/modal-store';
import styles from '@/features/auth/components/auth.module.css';

type ForgotTab = 'email' | 'phone';

/** Forgot password (spec §4): tabs e-mail and phone; phone only with CHNGPASSVERIF3, and then the default. */
export function ForgotPasswordModal({ close }: ModalComponentProps<'forgotPassword'>) {
  // 'errors' too: a failed call shows its text (lib/api-error-text.ts); both load with this modal.
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const { phoneReset } = useAuthSettings();
  const [chosen, setChosen] = useState<ForgotTab | null>(null);
  const tab: ForgotTab = phoneReset ? (chosen ?? 'phone') : 'email';
  const panel =
    tab === 'phone' ? (
      <ForgotPhoneForm
        onDone={() => {
          close();
          void navigate(paths.home);
        }}
      />
    ) : (
      <ForgotEmailForm onDone={close} />
    );
  return (
    <Modal title={t('forgot.title')} onClose={close} size="sm">
      <div className={styles.form}>
        {phoneReset ? (
          <Tabs
            label={t('forgot.tabsLabel')}
            items={[
              { key: 'email', label: t('forgot.tabEmail') },
              { key: 'phone', label: t('forgot.tabPhone') },
            ]}
            value={tab}
            onChange={setChosen}
          >
            {panel}
          </Tabs>
        ) : (
          panel
        )}
        <SwitchToLogin label={t('forgot.backToLogin')} close={close} />
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { Tabs } from '@/components/ui/tabs';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { SmsLoginForm } from '@/features/auth/components/sms-login-form';
import { UsernameLoginForm } from '@/features/auth/components/username-login-form';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { openModal, type ModalComponentProps } from '@/stores/modal-store';
import styles from '@/features/auth/components/auth.module.css';

type LoginTab = 'username' | 'sms';

/**
 * The login popup (spec §4): tabs username / SMS (SMS with MOBILEVERCODELOGIN3); on success it closes
 * and goes to `redirectTo` when given (a forced password change opens its own modal instead).
 */
export function LoginModal({ redirectTo, close }: ModalComponentProps<'login'>) {
  // 'errors' too: a failed call shows its text (lib/api-error-text.ts); both load with this modal.
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const [tab, setTab] = useState<LoginTab>('username');
  const onSuccess = (outcome: 'forced' | 'done') => {
    close();
    if (outcome === 'done' && redirectTo) void navigate(redirectTo);
  };
  const switchTo = (name: 'register' | 'forgotPassword') => {
    close();
    openModal(name, {});
  };
  const panel =
    tab === 'sms' && settings.smsLogin ? (
      <SmsLoginForm onSuccess={onSuccess} />
    ) : (
      <UsernameLoginForm onSuccess={onSuccess} onForgot={() => switchTo('forgotPassword')} />
    );
  return (
    <Modal title={t('login.title')} onClose={close} size="sm">
      <div className={styles.form}>
        {settings.smsLogin ? (
          <Tabs
            label={t('login.tabsLabel')}
            items={[
              { key: 'username', label: t('login.tabUsername') },
              { key: 'sms', label: t('login.tabSms') },
            ]}
            value={tab}
            onChange={setTab}
          >
            {panel}
          </Tabs>
        ) : (
          panel
        )}
        {settings.freePlay ? (
          <>
            <div className={styles.divider}>{t('common.or')}</div>
            <FreePlayButton block />
          </>
        ) : null}
        {settings.registerLink ? (
          <p className={styles.footerNote}>
            <span>{t('login.noAccount')}</span>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => switchTo('register')}
            >
              {t('login.register')}
            </button>
          </p>
        ) : null}
      </div>
    </Modal>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAffiliateCheck } from '@/features/auth/api/affiliate-check';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SwitchToLogin } from '@/features/auth/components/switch-to-login';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { useRegisterValidators } from '@/features/auth/hooks/use-register-validators';
import {
  defaultRegisterTab,
  inviteCodesFromUrl,
  registerTabs,
  showInviteField,
  type InviteCheck,
  type RegisterTab,
} from '@/features/auth/lib/register-rules';
import { closeAllModals, type ModalComponentProps } from '@/stores/modal-store';
import styles from '@/features/auth/components/auth.module.css';

/**
 * The register popup (spec §4; also opened by /register and /register.html): tabs username / mobile by
 * USERNAMEREG3 and MOBILENUMREG3 (mobile first when offered). The URL's invitation code is checked and
 * its field shows only if the check fails; without a code the field shows when enabled.
 */
export function RegisterModal({
  inviteCode,
  referralCode,
  close,
}: ModalComponentProps<'register'>) {
  // 'errors' too: a failed call shows its text (lib/api-error-text.ts); both load with this modal.
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const validators = useRegisterValidators();
  const [fromUrl] = useState(() => inviteCodesFromUrl(window.location.search));
  const urlCode = inviteCode ?? fromUrl.inviteCode;
  const affiliate = useAffiliateCheck(urlCode);
  const check: InviteCheck = !urlCode
    ? 'none'
    : affiliate.isPending
      ? 'pending'
      : affiliate.isSuccess
        ? 'valid'
        : 'invalid';
  const invite = {
    urlCode,
    check,
    fieldShown: showInviteField(validators.affiliateCode?.enabled === true, urlCode, check),
  };

  const tabs = registerTabs(settings.flags);
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen !== null && tabs.includes(chosen) ? chosen : defaultRegisterTab(tabs);

  const onDone = () => {
    closeAllModals();
    void navigate(paths.home);
  };
  const form = tab ? (
    <RegisterForm
      key={tab}
      tab={tab}
      invite={invite}
      referralCode={referralCode ?? fromUrl.referralCode}
      onDone={onDone}
    />
  ) : (
    <p className={styles.notice}>{t('register.unavailable')}</p>
  );
  return (
    <Modal title={t('register.title')} onClose={close} size="lg">
      <div className={styles.form}>
        {check === 'pending' ? (
          <p className={styles.intro} role="status">
            <Spinner size="sm" /> {t('register.inviteChecking')}
          </p>
        ) : null}
        {check === 'valid' && urlCode ? (
          <p className={styles.notice}>{t('register.inviteApplied', { code: urlCode })}</p>
        ) : null}
        {tabs.length > 1 && tab ? (
          <Tabs
            label={t('register.tabsLabel')}
            items={tabs.map((key) => ({
              key,
              label: key === 'username' ? t('register.tabUsername') : t('register.tabMobile'),
            }))}
            value={tab}
            onChange={setChosen}
          >
            {form}
          </Tabs>
        ) : (
          form
        )}
        <SwitchToLogin lead={t('register.haveAccount')} label={t('register.login')} close={close} />
      </div>
    </Modal>
  );
}

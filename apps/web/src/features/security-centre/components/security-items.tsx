import { MIN_BIRTHDAY_AGE, type SecurityConfigValue } from '@monsoon/contracts/security';
import { Cake, IdCard, KeyRound, Lock, Mail, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openModal } from '@/stores/modal-store';
import { saveProfile } from '@/features/security-centre/api/update-profile';
import { useSecuritySave } from '@/features/security-centre/hooks/use-security-save';
import { fieldMessage } from '@/features/security-centre/lib/field-message';
import { EmailBindingForm } from './email-binding-form';
import { MobileBindingForm } from './mobile-binding-form';
import { OnceFieldForm } from './once-field-form';
import { SecurityRow } from './security-row';
import styles from './security-centre.module.css';

/** The item whose form is open. */
export type Editing = 'realName' | 'birthday' | 'mobile' | 'email';

/** A birthday typed in the page: a day, not later than the latest the merchant's today allows. */
const birthdayCheck = (latest: string) => (value: string) => {
  if (value === '') return fieldMessage('input_cannot_be_empty');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '1900-01-01')
    return fieldMessage('birthday_invalid');
  return value > latest ? fieldMessage('birthday_underage') : null;
};

/** Real name, birthday, mobile, e-mail and login password, each with its status and form. */
export function SecurityItems({
  config,
  editing,
  onEdit,
}: {
  config: SecurityConfigValue;
  editing: Editing | null;
  onEdit: (what: Editing | null) => void;
}) {
  const { t } = useTranslation('member');
  const realName = useSecuritySave(saveProfile, t('security.realName.saved'));
  const birthday = useSecuritySave(saveProfile, t('security.birthday.saved'));
  const close = () => onEdit(null);
  const lockedText = (value: string) => (
    <>
      {value} <Lock size={12} aria-label={t('security.locked')} className={styles.lockIcon} />
    </>
  );
  const actionButton = (what: Editing, label: string) =>
    editing === what ? null : (
      <Button size="sm" variant="secondary" onClick={() => onEdit(what)}>
        {label}
      </Button>
    );
  return (
    <ul className={styles.rows}>
      <SecurityRow
        icon={IdCard}
        title={t('security.realName.title')}
        done={config.realName !== null}
        status={config.realName ? lockedText(config.realName) : t('security.notSet')}
        action={config.realName ? null : actionButton('realName', t('security.set'))}
      >
        {editing === 'realName' ? (
          <OnceFieldForm
            field="payeeName"
            label={t('security.realName.label')}
            hint={t('security.realName.hint')}
            rule={config.rules.realName}
            pending={realName.isPending}
            serverError={realName.fieldErrors['payeeName']}
            onSave={(payeeName) => realName.mutate({ payeeName }, { onSuccess: close })}
            onCancel={close}
          />
        ) : null}
      </SecurityRow>
      <SecurityRow
        icon={Cake}
        title={t('security.birthday.title')}
        done={config.birthday !== null}
        status={config.birthday ? lockedText(config.birthday) : t('security.notSet')}
        action={config.birthday ? null : actionButton('birthday', t('security.set'))}
      >
        {editing === 'birthday' ? (
          <OnceFieldForm
            field="birthday"
            type="date"
            label={t('security.birthday.label')}
            hint={t('security.birthday.hint', { age: MIN_BIRTHDAY_AGE })}
            max={config.birthdayLatest}
            check={birthdayCheck(config.birthdayLatest)}
            pending={birthday.isPending}
            serverError={birthday.fieldErrors['birthday']}
            onSave={(value) => birthday.mutate({ birthday: value }, { onSuccess: close })}
            onCancel={close}
          />
        ) : null}
      </SecurityRow>
      <SecurityRow
        icon={Smartphone}
        title={t('security.mobile.title')}
        done={config.mobile !== null}
        status={
          config.mobile
            ? `+${config.countryDialingCode ?? ''} ${config.mobile}`
            : t('security.notBound')
        }
        action={actionButton('mobile', config.mobile ? t('security.change') : t('security.bind'))}
      >
        {editing === 'mobile' ? (
          <MobileBindingForm
            rule={config.rules.mobileNum}
            dialingCodes={config.dialingCodes}
            onDone={close}
          />
        ) : null}
      </SecurityRow>
      <SecurityRow
        icon={Mail}
        title={t('security.email.title')}
        done={config.email !== null}
        status={config.email ?? t('security.notBound')}
        action={actionButton('email', config.email ? t('security.change') : t('security.bind'))}
      >
        {editing === 'email' ? <EmailBindingForm rule={config.rules.email} onDone={close} /> : null}
      </SecurityRow>
      <SecurityRow
        icon={KeyRound}
        title={t('security.loginPassword.title')}
        done
        status={t('security.loginPassword.status')}
        action={
          <Button size="sm" variant="secondary" onClick={() => openModal('changePassword', {})}>
            {t('security.change')}
          </Button>
        }
      />
    </ul>
  );
}

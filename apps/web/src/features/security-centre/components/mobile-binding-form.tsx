import type { FieldRule } from '@monsoon/contracts/field-rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { saveMobile, sendMobileCode } from '@/features/security-centre/api/bind-mobile';
import { useSecuritySave } from '@/features/security-centre/hooks/use-security-save';
import {
  fieldMessage,
  mergeFieldErrors,
  ruleMessage,
} from '@/features/security-centre/lib/field-message';
import { CodeField } from './code-field';
import styles from './security-centre.module.css';

type Field = 'mobileNum' | 'verificationCode' | 'password';

/** Binds or changes the mobile number: country code and number, an SMS code, the login password. */
export function MobileBindingForm({
  rule,
  dialingCodes,
  onDone,
}: {
  rule: FieldRule;
  dialingCodes: readonly string[];
  onDone: () => void;
}) {
  const { t } = useTranslation('member');
  const [dialingCode, setDialingCode] = useState(dialingCodes[0] ?? '');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSecuritySave(saveMobile, t('security.mobile.saved'));
  const shown = mergeFieldErrors(save.fieldErrors, errors);

  const checkMobile = (): boolean => {
    const problem = ruleMessage(mobile, rule);
    setErrors((e) => ({ ...e, mobileNum: problem ?? undefined }));
    return problem === null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      mobileNum: ruleMessage(mobile, rule) ?? undefined,
      verificationCode: code.length === 6 ? undefined : fieldMessage('input_cannot_be_empty'),
      password: password ? undefined : fieldMessage('input_cannot_be_empty'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.reset();
    save.mutate(
      { mobileNum: mobile, countryDialingCode: dialingCode, verificationCode: code, password },
      { onSuccess: onDone },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.mobileLine}>
        <Select
          label={t('security.mobile.dialingCode')}
          name="countryDialingCode"
          className={styles.dialingCode}
          value={dialingCode}
          onChange={(e) => setDialingCode(e.target.value)}
          options={dialingCodes.map((c) => ({ value: c, label: `+${c}` }))}
        />
        <TextField
          label={t('security.mobile.label')}
          name="mobileNum"
          inputMode="numeric"
          autoComplete="tel-national"
          className={styles.grow}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, ''))}
          error={shown.mobileNum ?? null}
        />
      </div>
      <CodeField
        value={code}
        onChange={setCode}
        error={shown.verificationCode}
        precheck={checkMobile}
        send={() => sendMobileCode(mobile, dialingCode)}
        onFieldErrors={(fields) => setErrors((e) => ({ ...e, ...fields }))}
        sentText={() => t('security.code.sentSms')}
      />
      <TextField
        label={t('security.password.label')}
        name="password"
        type="password"
        revealable
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={shown.password ?? null}
        hint={t('security.password.hint')}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('security.bind')}
        </Button>
      </div>
    </form>
  );
}

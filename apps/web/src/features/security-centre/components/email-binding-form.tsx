import type { FieldRule } from '@monsoon/contracts/field-rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { saveEmail, sendEmailCode } from '@/features/security-centre/api/bind-email';
import { useSecuritySave } from '@/features/security-centre/hooks/use-security-save';
import {
  fieldMessage,
  mergeFieldErrors,
  ruleMessage,
} from '@/features/security-centre/lib/field-message';
import { CodeField } from './code-field';
import styles from './security-centre.module.css';

type Field = 'email' | 'verificationCode' | 'password';

/** Binds or changes the e-mail address: address, a code e-mailed to it, and the login password. */
export function EmailBindingForm({ rule, onDone }: { rule: FieldRule; onDone: () => void }) {
  const { t } = useTranslation('member');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSecuritySave(saveEmail, t('security.email.saved'));
  const shown = mergeFieldErrors(save.fieldErrors, errors);

  const checkEmail = (): boolean => {
    const problem = ruleMessage(email, rule);
    setErrors((e) => ({ ...e, email: problem ?? undefined }));
    return problem === null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {
      email: ruleMessage(email, rule) ?? undefined,
      verificationCode: code.length === 6 ? undefined : fieldMessage('input_cannot_be_empty'),
      password: password ? undefined : fieldMessage('input_cannot_be_empty'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    save.reset();
    save.mutate({ email: email.trim(), verificationCode: code, password }, { onSuccess: onDone });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('security.email.label')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={shown.email ?? null}
      />
      <CodeField
        value={code}
        onChange={setCode}
        error={shown.verificationCode}
        precheck={checkEmail}
        send={() => sendEmailCode(email.trim())}
        onFieldErrors={(fields) => setErrors((e) => ({ ...e, ...fields }))}
        sentText={(minutes) => t('security.code.sentEmail', { minutes })}
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

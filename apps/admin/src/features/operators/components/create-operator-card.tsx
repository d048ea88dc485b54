import { operatorRoles, type OperatorRole } from '@monsoon/contracts/admin/permissions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { fieldErrorsOf } from '@/lib/api';
import { useOperatorChange } from '../api/operators';
import styles from './operators.module.css';

/** Creates an operator with a first password; they set up two-factor sign-in when they first sign in. */
export function CreateOperatorCard() {
  const { t } = useTranslation();
  const { create } = useOperatorChange();
  const [role, setRole] = useState<OperatorRole>('support');
  const [created, setCreated] = useState<string | null>(null);
  const fields = fieldErrorsOf(create.error);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const username = String(data.get('username') ?? '').trim();
    create.mutate(
      { username, password: String(data.get('password') ?? ''), role },
      {
        onSuccess: () => {
          setCreated(username);
          form.reset();
        },
      },
    );
  };

  return (
    <Card title={t('operators.create')}>
      <form className={styles.form} onSubmit={submit}>
        {create.error && Object.keys(fields).length === 0 ? (
          <ErrorAlert error={create.error} />
        ) : null}
        {created ? (
          <Alert tone="success">{t('operators.created', { username: created })}</Alert>
        ) : null}
        <TextField
          label={t('operators.username')}
          name="username"
          required
          pattern="[A-Za-z0-9._\-]{3,32}"
          hint={t('operators.usernameHint')}
          error={fields['username'] ? t('operators.usernameHint') : undefined}
          autoComplete="off"
        />
        <TextField
          label={t('operators.password')}
          name="password"
          type="password"
          required
          minLength={10}
          hint={t('operators.passwordHint')}
          error={fields['password'] ? t('operators.passwordHint') : undefined}
          autoComplete="new-password"
        />
        <SelectField
          label={t('operators.role')}
          value={role}
          onChange={(e) => setRole(operatorRoles.find((r) => r === e.target.value) ?? 'support')}
        >
          {operatorRoles.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={create.isPending}>
          {t('operators.createButton')}
        </Button>
      </form>
    </Card>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { withdrawalKeys } from '@/features/withdrawals/api/withdrawal-keys';
import {
  resetPaymentPasswordBySms,
  savePaymentPassword,
  sendPaymentPasswordCode,
  withdrawSettingsQuery,
} from '@/features/withdrawals/api/withdrawals-api';
import styles from './withdrawals.module.css';

type Mode = 'set' | 'change' | 'reset' | null;

/**
 * The security centre's withdrawal password slot: set it, change it (the old one required), or reset it
 * with a code texted to the bound mobile number. `onChanged` lets the app refresh the security centre.
 */
export function WithdrawalPasswordSection({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation(['member', 'errors']);
  const client = useQueryClient();
  const settings = useQuery(withdrawSettingsQuery());
  const has = settings.data?.hasWithdrawalPassword ?? false;
  const [mode, setMode] = useState<Mode>(null);
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const done = async () => {
    toast(t('member:withdraw.password.saved'), 'success');
    setMode(null);
    setOld('');
    setPassword('');
    setConfirm('');
    setCode('');
    await client.invalidateQueries({ queryKey: withdrawalKeys.all });
    onChanged?.();
  };
  const save = useMutation({
    mutationFn: () =>
      mode === 'reset'
        ? resetPaymentPasswordBySms({ verificationCode: code, password, confirmPassword: confirm })
        : savePaymentPassword({
            ...(mode === 'change' ? { oldPassword: old } : {}),
            password,
            confirmPassword: confirm,
          }),
    onSuccess: done,
  });
  const sendCode = useMutation({
    mutationFn: sendPaymentPasswordCode,
    onSuccess: () => setCodeSent(true),
  });
  const mismatch = confirm !== '' && confirm !== password;
  const tooShort = password !== '' && password.length < 6;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (mismatch || tooShort || password === '') return;
    save.mutate();
  };
  const failure = [save.error, sendCode.error].find((e) => isApiError(e));
  return (
    <div className={styles.slot}>
      <div className={styles.slotHead}>
        <KeyRound size={18} aria-hidden />
        <h4 className={styles.sectionTitle}>{t('member:withdraw.password.title')}</h4>
        <span className={styles.hint}>
          {has ? t('member:withdraw.password.isSet') : t('member:security.notSet')}
        </span>
        {mode === null ? (
          <span className={styles.slotActions}>
            <Button size="sm" onClick={() => setMode(has ? 'change' : 'set')}>
              {has ? t('member:security.change') : t('member:security.set')}
            </Button>
            {has ? (
              <Button size="sm" variant="link" onClick={() => setMode('reset')}>
                {t('member:withdraw.password.forgot')}
              </Button>
            ) : null}
          </span>
        ) : null}
      </div>
      {mode !== null ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          {mode === 'change' ? (
            <TextField
              label={t('member:withdraw.password.old')}
              type="password"
              revealable
              autoComplete="off"
              value={old}
              onChange={(e) => setOld(e.target.value)}
            />
          ) : null}
          {mode === 'reset' ? (
            <TextField
              label={t('member:security.code.label')}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              hint={
                codeSent
                  ? t('member:security.code.sentSms')
                  : t('member:withdraw.password.codeHint')
              }
              suffix={
                <Button
                  size="sm"
                  variant="secondary"
                  loading={sendCode.isPending}
                  onClick={() => sendCode.mutate()}
                >
                  {t('member:security.code.send')}
                </Button>
              }
            />
          ) : null}
          <TextField
            label={t('member:withdraw.password.new')}
            type="password"
            revealable
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={tooShort ? t('member:withdraw.password.rule') : null}
            hint={t('member:withdraw.password.rule')}
          />
          <TextField
            label={t('member:withdraw.password.confirm')}
            type="password"
            revealable
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={mismatch ? t('errors:password_inconsistent') : null}
          />
          {failure && isApiError(failure) ? (
            <p className={styles.error} role="alert">
              {failure.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => (setMode(null), save.reset())}>
              {t('member:security.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('member:security.save')}
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { useCountdown } from '@/hooks/use-countdown';
import { serverFieldMessages } from '@/features/security-centre/lib/field-message';
import styles from './security-centre.module.css';

/**
 * The verification-code field with its "send code" button: `send` is called after `precheck` passes;
 * the button then counts down the code's lifetime (expiredMinutes x 60 s, spec §9).
 */
export function CodeField({
  value,
  onChange,
  error,
  precheck,
  send,
  onFieldErrors,
  sentText,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  /** Checks the number or address first; false stops the send. */
  precheck: () => boolean;
  send: () => Promise<{ expiredMinutes: number }>;
  /** Field errors the server gave the send (e.g. a taken number). */
  onFieldErrors: (errors: Record<string, string>) => void;
  sentText: (minutes: number) => string;
}) {
  const { t } = useTranslation('member');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const onSend = async () => {
    if (!precheck()) return;
    setSending(true);
    try {
      const { expiredMinutes } = await send();
      start(expiredMinutes * 60);
      toast(sentText(expiredMinutes), 'success');
    } catch (err) {
      const fields = serverFieldMessages(err);
      if (Object.keys(fields).length > 0) onFieldErrors(fields);
      else toast(apiErrorText(err), 'error');
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      label={t('security.code.label')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
      error={error ?? null}
      suffix={
        <Button
          type="button"
          size="sm"
          variant="secondary"
          className={styles.sendCode}
          disabled={seconds > 0}
          loading={sending}
          onClick={() => void onSend()}
        >
          {seconds > 0 ? t('security.code.resend', { seconds }) : t('security.code.send')}
        </Button>
      }
    />
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCountdown } from '@/hooks/use-countdown';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { sendWithdrawCode } from '@/features/withdrawals/api/withdrawals-api';

/**
 * The SMS code a withdrawal needs (settings `mobileVerificationType`): "Send code" texts it to the
 * bound mobile, then counts the code's lifetime down before it can be sent again.
 */
export function WithdrawCodeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation('member');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const onSend = async () => {
    setSending(true);
    try {
      const { expiredMinutes } = await sendWithdrawCode();
      start(expiredMinutes * 60);
      setSent(true);
    } catch (err) {
      toast(apiErrorText(err), 'error');
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
      error={error}
      hint={sent ? t('security.code.sentSms') : t('withdraw.codeHint')}
      suffix={
        <Button
          type="button"
          size="sm"
          variant="secondary"
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

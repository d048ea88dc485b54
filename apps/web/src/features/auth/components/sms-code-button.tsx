import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './auth.module.css';

/** The "Send code" button: spinner while sending, disabled with a seconds countdown afterwards. */
export function SmsCodeButton({
  seconds,
  sending,
  onClick,
}: {
  seconds: number;
  sending: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Button
      size="sm"
      variant="primary"
      className={styles.smsButton}
      loading={sending}
      disabled={seconds > 0}
      onClick={onClick}
    >
      {seconds > 0 ? t('sms.resend', { seconds }) : t('sms.send')}
    </Button>
  );
}

import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { Captcha } from '@/features/auth/hooks/use-captcha';
import styles from './auth.module.css';

/** The captcha image as a button: a click loads a new image (throttled to once a second). */
export function CaptchaImageButton({
  captcha,
  compact = false,
}: {
  captcha: Captcha;
  compact?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <button
      type="button"
      className={`${styles.captchaImage} ${compact ? styles.captchaCompact : ''}`}
      onClick={captcha.refresh}
      aria-label={t('captcha.refresh')}
      title={captcha.failed ? t('captcha.loadFailed') : t('captcha.image')}
    >
      {captcha.src && !captcha.failed ? <img src={captcha.src} alt="" /> : null}
      {captcha.failed ? <RefreshCw size={16} aria-hidden /> : null}
      {!captcha.src && captcha.loading ? <Spinner size="sm" /> : null}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/features/lottery/lib/countdown';

/** formatCountdown with the days of a far draw named in the site's language (`4d 12:03:49`, `4 ngày 12:03:49`). */
export function useCountdownText(): (ms: number) => string {
  const { t } = useTranslation('lottery');
  return (ms) => formatCountdown(ms, (days, clock) => t('countdown.days', { days, clock }));
}

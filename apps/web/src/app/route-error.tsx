import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';

/** Shown when a route fails (e.g. a page chunk did not load). */
export function RouteError() {
  const { t } = useTranslation();
  return <ErrorState title={t('errors.system')} onRetry={() => window.location.reload()} />;
}

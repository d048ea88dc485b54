import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api';

/** The text of a failure: the translated message of its error code, else the server's message. */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation(['admin', 'errors']);
  return (error) => {
    if (error instanceof ApiError) {
      const key = `errors:${error.errorCode.replaceAll('.', '_')}`;
      if (i18n.exists(key)) return t(key);
      if (error.status === 0) return t('admin:common.networkError');
      return error.message || t('admin:common.failed');
    }
    return t('admin:common.failed');
  };
}

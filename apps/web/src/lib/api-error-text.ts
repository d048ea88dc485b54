import i18next from 'i18next';
import { ApiError, clientErrorCodes } from '@/lib/api-client';

/**
 * The text of a failed call: the `errors` namespace message of its code (dots as underscores) in the
 * current language, else the server's own localised `message`, else the generic system error.
 */
export function apiErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return i18next.t('site:errors.system');
  if (error.errorCode === clientErrorCodes.network) return i18next.t('site:errors.network');
  const key = error.errorCode.replaceAll('.', '_');
  // getResource takes any key: error codes come from the server, so they cannot be typed keys.
  const text: unknown = i18next.getResource(
    i18next.resolvedLanguage ?? i18next.language,
    'errors',
    key,
  );
  if (typeof text === 'string' && text !== '') return text;
  return error.message || i18next.t('site:errors.system');
}

import i18next from 'i18next';

/** Validator of a plain required field (no server rule): trimmed text must not be empty. */
export const requiredValidator = (value: string): true | string =>
  value.trim() === '' ? i18next.t('auth:input_cannot_be_empty') : true;

import i18next from 'i18next';

/** What a dialling-code entry tells about its numbers (from GET /wps/system/country). */
export interface MobileCountry {
  countryDialingCode: string;
  /** Digits a national mobile number has in this country. */
  mobileLength: readonly number[];
}

/**
 * Checks a national mobile number: digits only, and (when the country is known) one of its lengths
 * once a leading trunk 0 is dropped. Answers null when valid.
 */
export function mobileProblem(
  value: string,
  country: MobileCountry | undefined,
): 'required' | 'invalid' | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (!/^\d+$/.test(text)) return 'invalid';
  if (!country || country.mobileLength.length === 0)
    return text.length >= 6 && text.length <= 15 ? null : 'invalid';
  return country.mobileLength.includes(text.replace(/^0/, '').length) ? null : 'invalid';
}

/** A react-hook-form validator for a mobile number of `country`. */
export function mobileValidator(
  country: MobileCountry | undefined,
): (value: string) => true | string {
  return (value) => {
    const problem = mobileProblem(value, country);
    if (problem === 'required') return i18next.t('auth:input_cannot_be_empty');
    if (problem === 'invalid') return i18next.t('auth:validation.invalidPhone');
    return true;
  };
}

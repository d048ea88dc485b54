/** Dialling codes the platform knows, with national mobile number lengths. */
export const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', mobileLength: [10] },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar', mobileLength: [8, 9, 10] },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia', mobileLength: [9, 10] },
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand', mobileLength: [9] },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam', mobileLength: [9, 10] },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia', mobileLength: [9, 10, 11, 12] },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China', mobileLength: [11] },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India', mobileLength: [10] },
  { countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh', mobileLength: [10] },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia', mobileLength: [8, 9] },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore', mobileLength: [8] },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom', mobileLength: [10] },
] as const;

export type Country = (typeof countries)[number];

/** The country of a dialling code, if known. */
export const countryByDialingCode = (code: string): Country | undefined =>
  countries.find((c) => c.countryDialingCode === code.replace(/^\+/, ''));

/** True when `national` has a length this country's mobile numbers have and only digits. */
export function isValidMobile(dialingCode: string, national: string): boolean {
  const country = countryByDialingCode(dialingCode);
  if (!country || !/^\d+$/.test(national)) return false;
  const digits = national.replace(/^0/, '');
  return (country.mobileLength as readonly number[]).includes(digits.length);
}

/** The countries of the dialling codes a merchant offers, in the merchant's order. */
export function offeredCountries(dialingCodes: readonly string[]) {
  return countries
    .filter((c) => dialingCodes.includes(c.countryDialingCode))
    .sort(
      (a, b) =>
        dialingCodes.indexOf(a.countryDialingCode) - dialingCodes.indexOf(b.countryDialingCode),
    )
    .map((c) => ({ ...c, mobileLength: [...c.mobileLength] }));
}

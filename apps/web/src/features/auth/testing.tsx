// Test helpers of the auth feature (imported by *.test.tsx only, never by the site).
import type { RegisterValidators } from '@monsoon/contracts/field-rules';
import type { SystemStatusValue, WhitelabelNode } from '@monsoon/contracts/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import auth from '../../../../../packages/i18n/locales/EN/auth.json';
import errors from '../../../../../packages/i18n/locales/EN/errors.json';
import { queryClient } from '@/lib/query-client';
import { systemStatusQuery } from '@/lib/api/system-status';
import { initTestI18n } from '@/test/i18n';

/** English site, auth and errors texts. */
export async function initAuthTestI18n(): Promise<void> {
  await initTestI18n();
  i18next.addResourceBundle('EN', 'auth', auth, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
}

/** The demo merchant's register rules (username letter-first 6-16, password 6-12...). */
export const demoValidators: RegisterValidators = {
  username: {
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    patternId: 1,
    enabled: true,
    required: true,
  },
  password: {
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 6,
    maxLength: 12,
    patternId: 4,
    enabled: true,
    required: true,
  },
  email: {
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 5,
    maxLength: 64,
    patternId: 3,
    enabled: true,
    required: false,
  },
  mobileNum: {
    acceptedPattern: '^\\d+$',
    minLength: 8,
    maxLength: 11,
    patternId: 6,
    enabled: true,
    required: false,
  },
  affiliateCode: {
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 14,
    enabled: true,
    required: false,
  },
  paymentPassword: {
    acceptedPattern: '^\\d+$',
    minLength: 6,
    maxLength: 6,
    patternId: 6,
    enabled: false,
    required: true,
  },
};

/** A status payload with the given whitelabel switches on and settings. */
export function statusFixture(
  on: readonly string[],
  settings: Partial<SystemStatusValue['info']['settings']> = {},
  register: RegisterValidators = demoValidators,
): SystemStatusValue {
  const whitelabel: WhitelabelNode[] = on.map((modId) => ({
    modId,
    enabled: '1',
    childrenNodes: [],
  }));
  return {
    status: 0,
    maintenance: null,
    regionRestriction: false,
    location: { ip: '127.0.0.1', countryCode: 'PH' },
    merchant: {
      code: 'demo',
      name: 'Monsoon',
      currency: 'PHP',
      currencySymbol: 'P',
      defaultLanguage: 'EN',
      languages: ['EN'],
      theme: 'light',
    },
    info: {
      customerService: [],
      domainRoute: [],
      resources: [],
      whitelabel,
      register,
      mainDomain: '127.0.0.1',
      analytics: { gtagId: null },
      imageCDNs: [],
      launchGameCDNs: [],
      settings: {
        loginedToHomePage: false,
        isShowMC: true,
        isShowAC: true,
        hasFreePlay: false,
        showVerCodeLogin: false,
        publicCaptcha: false,
        vipEnabled: false,
        referralPromotion: false,
        thirdPartyLogin: [],
        cockfightVendors: [],
        esportsVendors: [],
        licences: [],
        appDownloadUrl: null,
        ...settings,
      },
    },
  };
}

/** Seeds the status query (flags, settings, validators) and the country list. */
export function seedStatus(status: SystemStatusValue): void {
  queryClient.setQueryData(systemStatusQuery.queryKey, status);
  queryClient.setQueryData(['system', 'country'], {
    current: {
      countryCode: 'PH',
      countryDialingCode: '63',
      name: 'Philippines',
      mobileLength: [10],
    },
    list: [
      { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines', mobileLength: [10] },
      { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar', mobileLength: [8, 9, 10] },
    ],
  });
  queryClient.setQueryData(['auth', 'register-settings'], status.info.register);
}

/** Renders inside the site's query client and a memory router. */
export const renderWithProviders = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

/** A JSON envelope answer for mocked fetch. */
export const envelope = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A session value as login, register and free play answer it. */
export const sessionAnswer = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  id: 7,
  customerId: 7,
  userName: 'player01',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  changePasswordRequired: false,
  ...overrides,
});

/** The request paths a fetch mock saw, in order. */
export const fetchedPaths = (mock: { mock: { calls: unknown[][] } }): string[] =>
  mock.mock.calls.map(([url]) => (typeof url === 'string' ? (url.split('?')[0] ?? '') : ''));

import type { SystemStatusValue } from '@monsoon/contracts/system';
import { isLanguageCode } from '@monsoon/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countryQuery } from '@/lib/api/country';
import { memberInfoQuery } from '@/lib/api/member-info';
import { changeSiteLanguage, currentLanguageCode, hasStoredLanguage } from '@/lib/i18n';
import { useThemeStore } from '@/lib/theme';
import { useSessionStore } from '@/stores/session-store';

/** The language to use once the merchant is known: the visitor's choice if offered, else the merchant default. */
export function bootLanguage(
  current: string,
  stored: boolean,
  offered: readonly string[],
  merchantDefault: string,
): string | null {
  if (stored && offered.includes(current)) return null;
  return current === merchantDefault ? null : merchantDefault;
}

/**
 * Start-up work (spec §2 "On start"): adopt the merchant's default language and theme, fetch the
 * visitor's country, and load member info whenever a session token exists.
 */
export function useBootSync(status: SystemStatusValue | undefined): void {
  const queryClient = useQueryClient();
  const adoptMerchantTheme = useThemeStore((s) => s.adoptMerchantTheme);
  const token = useSessionStore((s) => s.token);
  const version = useSessionStore((s) => s.memberVersion);
  const setMember = useSessionStore((s) => s.setMember);

  useEffect(() => {
    if (!status) return;
    adoptMerchantTheme(status.merchant.theme);
    const next = bootLanguage(
      currentLanguageCode(),
      hasStoredLanguage(),
      status.merchant.languages,
      status.merchant.defaultLanguage,
    );
    if (next && isLanguageCode(next)) void changeSiteLanguage(next, { persist: false });
    void queryClient.prefetchQuery(countryQuery);
  }, [status, adoptMerchantTheme, queryClient]);

  const member = useQuery({
    ...memberInfoQuery(token ?? '', version),
    enabled: token !== null && status?.status === 0,
  });
  useEffect(() => {
    if (member.data && token) setMember(member.data);
  }, [member.data, token, setMember]);
}

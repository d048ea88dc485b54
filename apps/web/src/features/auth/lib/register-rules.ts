/** The register modal's tabs (product spec §4). */
export type RegisterTab = 'username' | 'mobile';

/** The whitelabel switches that shape registration (wire reference §12). */
export interface RegisterFlags {
  USERNAMEREG3?: boolean;
  MOBILENUMREG3?: boolean;
  MOBILENUMPASSREG3?: boolean;
  REGMOBVERF3?: boolean;
}

/** The tabs offered: username when USERNAMEREG3 is on, mobile when MOBILENUMREG3 is on, in that order. */
export function registerTabs(flags: RegisterFlags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.USERNAMEREG3 === true) tabs.push('username');
  if (flags.MOBILENUMREG3 === true) tabs.push('mobile');
  return tabs;
}

/** The tab selected first: mobile when it is offered, else the first offered tab. */
export const defaultRegisterTab = (tabs: readonly RegisterTab[]): RegisterTab | undefined =>
  tabs.includes('mobile') ? 'mobile' : tabs[0];

/** Whether the tab asks for a password and its confirmation (the mobile tab only with MOBILENUMPASSREG3). */
export const tabHasPassword = (tab: RegisterTab, flags: RegisterFlags): boolean =>
  tab === 'username' || flags.MOBILENUMPASSREG3 === true;

/** Whether the tab asks for an SMS code: always on the mobile tab, on the username tab with REGMOBVERF3. */
export const tabHasSmsCode = (tab: RegisterTab, flags: RegisterFlags): boolean =>
  tab === 'mobile' || flags.REGMOBVERF3 === true;

/** The invitation code of the register URL: `?affiliateCode=`, else `?code=`; `?referralCode=` apart. */
export function inviteCodesFromUrl(search: string): {
  inviteCode: string | null;
  referralCode: string | null;
} {
  const params = new URLSearchParams(search);
  const pick = (...names: string[]) =>
    names.map((n) => params.get(n)?.trim() ?? '').find((v) => v !== '') ?? null;
  return { inviteCode: pick('affiliateCode', 'code'), referralCode: pick('referralCode') };
}

/** State of the check of the URL's invitation code. */
export type InviteCheck = 'none' | 'pending' | 'valid' | 'invalid';

/**
 * Whether the invitation-code field shows (product spec §4): with a code in the URL only when its check
 * failed (so the visitor can correct or clear it); with no code, when the merchant enables the field.
 */
export function showInviteField(
  fieldEnabled: boolean,
  urlCode: string | null,
  check: InviteCheck,
): boolean {
  if (urlCode) return check === 'invalid';
  return fieldEnabled;
}

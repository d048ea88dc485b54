import type { SettingKey, SettingValue } from '@monsoon/contracts/admin/settings';
import { formatMoney, parseMoney } from '@monsoon/contracts/money';
import { mobileVerificationTypes } from '@/modules/withdrawals/withdrawal.settings.ts';
import type { MerchantSettings } from './merchant.settings.ts';

/** Reads and writes one editable setting on the merchant's settings. */
interface SettingMapping {
  get(s: MerchantSettings): SettingValue;
  /** Answers a copy with the value set; `value` has passed the descriptor's schema. */
  set(s: MerchantSettings, value: SettingValue): MerchantSettings;
}

// Values reach `set` already checked against the descriptor; these narrow them for the compiler.
const bool = (v: SettingValue): boolean => {
  if (typeof v !== 'boolean') throw new TypeError('a boolean setting');
  return v;
};
const int = (v: SettingValue): number => {
  if (typeof v !== 'number') throw new TypeError('an integer setting');
  return v;
};
const intOrNull = (v: SettingValue): number | null => (v === null ? null : int(v));
const text = (v: SettingValue): string => {
  if (typeof v !== 'string') throw new TypeError('a text setting');
  return v;
};
const textOrNull = (v: SettingValue): string | null => (v === null || v === '' ? null : text(v));
const list = (v: SettingValue): string[] => {
  if (!Array.isArray(v)) throw new TypeError('a list setting');
  return v;
};
const mobileVerification = (v: SettingValue) => {
  const found = mobileVerificationTypes.find((o) => o === text(v));
  if (!found) throw new TypeError('a mobile verification type');
  return found;
};
const theme = (v: SettingValue): 'light' | 'dark' => (text(v) === 'dark' ? 'dark' : 'light');

type Flag =
  | 'loginedToHomePage'
  | 'isShowMC'
  | 'isShowAC'
  | 'publicCaptcha'
  | 'vipEnabled'
  | 'referralPromotion';
const flag = (key: Flag): SettingMapping => ({
  get: (s) => s.flags[key],
  set: (s, v) => ({ ...s, flags: { ...s.flags, [key]: bool(v) } }),
});

type WithdrawalKey = Exclude<keyof MerchantSettings['withdrawals'], FixedAmountsKey>;
/** A withdrawal setting (design/money.md §12) under `settings.withdrawals`. */
const withdrawal = (
  key: WithdrawalKey,
  read: (v: SettingValue) => SettingValue,
): SettingMapping => ({
  get: (s) => s.withdrawals[key],
  set: (s, v) => ({ ...s, withdrawals: { ...s.withdrawals, [key]: read(v) } }),
});

type FixedAmountsKey = 'fixedAmounts' | 'eWalletFixedAmounts' | 'virtualFixedAmounts';
/** A kind's fixed amounts: minor units stored, major-unit text ("250.50") on the screen. */
const fixedAmounts = (key: FixedAmountsKey): SettingMapping => ({
  get: (s) => s.withdrawals[key].map((n) => formatMoney(BigInt(n)).replaceAll(',', '')),
  set: (s, v) => ({
    ...s,
    withdrawals: { ...s.withdrawals, [key]: list(v).map((t) => Number(parseMoney(t))) },
  }),
});

/** The highest rate of a top-level contract of a kind (decision 0068). */
const agentMaxRate = (kind: keyof MerchantSettings['agents']['maxRateBp']): SettingMapping => ({
  get: (s) => s.agents.maxRateBp[kind],
  set: (s, v) => ({
    ...s,
    agents: { ...s.agents, maxRateBp: { ...s.agents.maxRateBp, [kind]: int(v) } },
  }),
});

/**
 * Where each descriptor of `@monsoon/contracts/admin/settings` lives in the merchant's settings. The
 * `Record<SettingKey, ...>` type makes a descriptor without a mapping a compile error.
 */
export const settingMappings: Record<SettingKey, SettingMapping> = {
  theme: { get: (s) => s.theme, set: (s, v) => ({ ...s, theme: theme(v) }) },
  maintenanceEnabled: {
    get: (s) => s.maintenance.enabled,
    set: (s, v) => ({ ...s, maintenance: { ...s.maintenance, enabled: bool(v) } }),
  },
  loginedToHomePage: flag('loginedToHomePage'),
  isShowMC: flag('isShowMC'),
  isShowAC: flag('isShowAC'),
  vipEnabled: flag('vipEnabled'),
  referralPromotion: flag('referralPromotion'),
  singleWallet: {
    get: (s) => s.wallet.single,
    set: (s, v) => ({ ...s, wallet: { ...s.wallet, single: bool(v) } }),
  },
  publicCaptcha: flag('publicCaptcha'),
  appDownloadUrl: {
    get: (s) => s.appDownloadUrl,
    set: (s, v) => ({ ...s, appDownloadUrl: textOrNull(v) }),
  },
  captchaAfterFailures: {
    get: (s) => s.captchaAfterFailures,
    set: (s, v) => ({ ...s, captchaAfterFailures: int(v) }),
  },
  passwordExpiryDays: {
    get: (s) => s.passwordExpiryDays,
    set: (s, v) => ({ ...s, passwordExpiryDays: intOrNull(v) }),
  },
  blockedIps: {
    get: (s) => s.region.blockedIps,
    set: (s, v) => ({ ...s, region: { ...s.region, blockedIps: list(v) } }),
  },
  blockedCountries: {
    get: (s) => s.region.blockedCountries,
    set: (s, v) => ({ ...s, region: { ...s.region, blockedCountries: list(v) } }),
  },
  smsExpiredMinutes: {
    get: (s) => s.sms.expiredMinutes,
    set: (s, v) => ({ ...s, sms: { ...s.sms, expiredMinutes: int(v) } }),
  },
  smsPerNumberPerHour: {
    get: (s) => s.sms.perNumberPerHour,
    set: (s, v) => ({ ...s, sms: { ...s.sms, perNumberPerHour: int(v) } }),
  },
  withdrawEnabled: withdrawal('enabled', bool),
  withdrawMinAmount: withdrawal('minAmount', int),
  withdrawMaxAmount: withdrawal('maxAmount', int),
  withdrawDailyMaxAmount: withdrawal('dailyMaxAmount', int),
  withdrawDailyMaxCount: withdrawal('dailyMaxCount', int),
  withdrawWindowFrom: withdrawal('windowFrom', text),
  withdrawWindowTo: withdrawal('windowTo', text),
  withdrawFeeBasisPoints: withdrawal('feeBasisPoints', int),
  withdrawPenaltyPercent: withdrawal('penaltyPercent', int),
  withdrawC2cEnabled: withdrawal('c2cEnabled', bool),
  withdrawC2cConfirmMinutes: withdrawal('c2cConfirmMinutes', int),
  withdrawC2cPayMinutes: withdrawal('c2cPayMinutes', int),
  withdrawMaxPayees: withdrawal('maxPayees', int),
  withdrawAutoApproveBelow: withdrawal('autoApproveBelow', intOrNull),
  withdrawPrecautionNote: withdrawal('precautionNote', textOrNull),
  withdrawFixedAmounts: fixedAmounts('fixedAmounts'),
  withdrawEWalletMinAmount: withdrawal('eWalletMinAmount', intOrNull),
  withdrawEWalletMaxAmount: withdrawal('eWalletMaxAmount', intOrNull),
  withdrawEWalletDailyMaxCount: withdrawal('eWalletDailyMaxCount', intOrNull),
  withdrawEWalletFixedAmounts: fixedAmounts('eWalletFixedAmounts'),
  withdrawVirtualMinAmount: withdrawal('virtualMinAmount', intOrNull),
  withdrawVirtualMaxAmount: withdrawal('virtualMaxAmount', intOrNull),
  withdrawVirtualDailyMaxCount: withdrawal('virtualDailyMaxCount', intOrNull),
  withdrawVirtualFixedAmounts: fixedAmounts('virtualFixedAmounts'),
  withdrawMobileVerification: withdrawal('mobileVerification', mobileVerification),
  withdrawMobileVerificationAmount: withdrawal('mobileVerificationAmount', intOrNull),
  agentDividendMaxRateBasisPoints: agentMaxRate('dividend'),
  agentDailyMaxRateBasisPoints: agentMaxRate('daily'),
  agentHourlyMaxRateBasisPoints: agentMaxRate('hourly'),
  agentRealtimeMaxRateBasisPoints: agentMaxRate('realtime'),
};

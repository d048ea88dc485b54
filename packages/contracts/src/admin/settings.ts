import { z } from 'zod';
import { defineAdminCall } from './call.ts';

/**
 * The merchant settings the back office edits, described once: the settings screen draws a field per
 * descriptor and checks it with `settingValueSchema`, and the server checks every change with the same
 * schema before it maps it onto the merchant's settings (apps/server/src/modules/merchant/
 * merchant-settings.editor.ts). A new setting is one descriptor here, one mapping there, and its label
 * in the `admin` translations (`settings.fields.<key>`).
 */
export type SettingDescriptor = {
  key: string;
  group: string;
  /** A part of its group the screen draws under its own heading (not on the wire). */
  section?: string;
} & (
  | { kind: 'boolean' }
  | {
      kind: 'integer';
      min: number;
      max: number;
      nullable: boolean;
      /**
       * How the screen shows the integer (the wire keeps it): `money`, minor units of the merchant's
       * currency shown in major units ("100.00"); `basisPoints`, shown as a percent ("1.00").
       */
      unit?: 'money' | 'basisPoints';
    }
  | { kind: 'enum'; options: readonly string[] }
  | { kind: 'list'; itemPattern: string; maxItems: number }
  | { kind: 'text'; pattern: string; maxLength: number; nullable: boolean }
);

const hhmm = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';
const ipv4 = '^(?:(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)$';

/** A positive amount in major units with at most 2 decimals ("100", "250.50"). */
const majorAmount = '^(?!0+(?:\\.0+)?$)\\d{1,11}(?:\\.\\d{1,2})?$';

/** An e-wallet or crypto amount limit: empty is the bank's (decision 0065). */
const kindAmount = <K extends string, S extends string>(key: K, section: S) =>
  ({
    key,
    group: 'withdrawals',
    section,
    kind: 'integer',
    min: 0,
    max: 10_000_000_000_000,
    nullable: true,
    unit: 'money',
  }) as const;
/** An e-wallet or crypto daily count: empty is the bank's. */
const kindCount = <K extends string, S extends string>(key: K, section: S) =>
  ({
    key,
    group: 'withdrawals',
    section,
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: true,
  }) as const;
/** A kind's fixed amounts, in major units, one per line. */
const fixedAmounts = <K extends string, S extends string>(key: K, section: S) =>
  ({
    key,
    group: 'withdrawals',
    section,
    kind: 'list',
    itemPattern: majorAmount,
    maxItems: 20,
  }) as const;

/** The highest rate of a top-level agent contract of a kind (decision 0068), in basis points. */
const agentMaxRate = <K extends string>(key: K) =>
  ({
    key,
    group: 'agents',
    kind: 'integer',
    min: 0,
    max: 10_000,
    nullable: false,
    unit: 'basisPoints',
  }) as const;

/** Every editable setting, in screen order. */
export const settingDescriptors = [
  { key: 'theme', group: 'site', kind: 'enum', options: ['light', 'dark'] },
  { key: 'maintenanceEnabled', group: 'site', kind: 'boolean' },
  { key: 'loginedToHomePage', group: 'site', kind: 'boolean' },
  { key: 'isShowMC', group: 'site', kind: 'boolean' },
  { key: 'isShowAC', group: 'site', kind: 'boolean' },
  { key: 'vipEnabled', group: 'site', kind: 'boolean' },
  { key: 'referralPromotion', group: 'site', kind: 'boolean' },
  /** One shared wallet (true) or vendor wallets the member transfers to (decision 0051). */
  { key: 'singleWallet', group: 'site', kind: 'boolean' },
  {
    key: 'appDownloadUrl',
    group: 'site',
    kind: 'text',
    pattern: '^(?:https?://\\S+|/\\S*)$',
    maxLength: 300,
    nullable: true,
  },
  { key: 'publicCaptcha', group: 'security', kind: 'boolean' },
  {
    key: 'captchaAfterFailures',
    group: 'security',
    kind: 'integer',
    min: 0,
    max: 20,
    nullable: false,
  },
  {
    key: 'passwordExpiryDays',
    group: 'security',
    kind: 'integer',
    min: 1,
    max: 3650,
    nullable: true,
  },
  { key: 'blockedIps', group: 'security', kind: 'list', itemPattern: ipv4, maxItems: 200 },
  {
    key: 'blockedCountries',
    group: 'security',
    kind: 'list',
    itemPattern: '^[A-Z]{2}$',
    maxItems: 250,
  },
  { key: 'smsExpiredMinutes', group: 'sms', kind: 'integer', min: 1, max: 60, nullable: false },
  { key: 'smsPerNumberPerHour', group: 'sms', kind: 'integer', min: 1, max: 100, nullable: false },
  // Withdrawals (design/money.md §12): amounts in minor units of the merchant currency on the wire,
  // shown in major units; drawn in sections (general, limits, window, fees, C2C).
  { key: 'withdrawEnabled', group: 'withdrawals', section: 'general', kind: 'boolean' },
  {
    key: 'withdrawMaxPayees',
    group: 'withdrawals',
    section: 'general',
    kind: 'integer',
    min: 1,
    max: 20,
    nullable: false,
  },
  {
    key: 'withdrawPrecautionNote',
    group: 'withdrawals',
    section: 'general',
    kind: 'text',
    pattern: '^[\\s\\S]*$',
    maxLength: 500,
    nullable: true,
  },
  ...(['withdrawMinAmount', 'withdrawMaxAmount', 'withdrawDailyMaxAmount'] as const).map(
    (key) =>
      ({
        key,
        group: 'withdrawals',
        section: 'limits',
        kind: 'integer',
        min: 0,
        max: 10_000_000_000_000,
        nullable: false,
        unit: 'money',
      }) as const,
  ),
  {
    key: 'withdrawDailyMaxCount',
    group: 'withdrawals',
    section: 'limits',
    kind: 'integer',
    min: 1,
    max: 1000,
    nullable: false,
  },
  {
    key: 'withdrawAutoApproveBelow',
    group: 'withdrawals',
    section: 'limits',
    kind: 'integer',
    min: 0,
    max: 10_000_000_000_000,
    nullable: true,
    unit: 'money',
  },
  // Per payee kind (decision 0065): empty limits are the bank's; fixed amounts in major units, one per
  // line (none: any amount within the limits).
  fixedAmounts('withdrawFixedAmounts', 'limits'),
  ...(['withdrawEWalletMinAmount', 'withdrawEWalletMaxAmount'] as const).map((key) =>
    kindAmount(key, 'eWallet'),
  ),
  kindCount('withdrawEWalletDailyMaxCount', 'eWallet'),
  fixedAmounts('withdrawEWalletFixedAmounts', 'eWallet'),
  ...(['withdrawVirtualMinAmount', 'withdrawVirtualMaxAmount'] as const).map((key) =>
    kindAmount(key, 'virtual'),
  ),
  kindCount('withdrawVirtualDailyMaxCount', 'virtual'),
  fixedAmounts('withdrawVirtualFixedAmounts', 'virtual'),
  {
    key: 'withdrawMobileVerification',
    group: 'withdrawals',
    section: 'verification',
    kind: 'enum',
    options: ['NONE', 'EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT'],
  },
  {
    key: 'withdrawMobileVerificationAmount',
    group: 'withdrawals',
    section: 'verification',
    kind: 'integer',
    min: 0,
    max: 10_000_000_000_000,
    nullable: true,
    unit: 'money',
  },
  {
    key: 'withdrawWindowFrom',
    group: 'withdrawals',
    section: 'window',
    kind: 'text',
    pattern: hhmm,
    maxLength: 5,
    nullable: false,
  },
  {
    key: 'withdrawWindowTo',
    group: 'withdrawals',
    section: 'window',
    kind: 'text',
    pattern: hhmm,
    maxLength: 5,
    nullable: false,
  },
  {
    key: 'withdrawFeeBasisPoints',
    group: 'withdrawals',
    section: 'fees',
    kind: 'integer',
    min: 0,
    max: 5000,
    nullable: false,
    unit: 'basisPoints',
  },
  { key: 'withdrawC2cEnabled', group: 'withdrawals', section: 'c2c', kind: 'boolean' },
  {
    key: 'withdrawPenaltyPercent',
    group: 'withdrawals',
    section: 'c2c',
    kind: 'integer',
    min: 0,
    max: 100,
    nullable: false,
  },
  {
    key: 'withdrawC2cConfirmMinutes',
    group: 'withdrawals',
    section: 'c2c',
    kind: 'integer',
    min: 1,
    max: 1440,
    nullable: false,
  },
  {
    key: 'withdrawC2cPayMinutes',
    group: 'withdrawals',
    section: 'c2c',
    kind: 'integer',
    min: 1,
    max: 1440,
    nullable: false,
  },
  // Agents (decision 0068): the limits of the top-level contracts the operator grants master agents.
  agentMaxRate('agentDividendMaxRateBasisPoints'),
  agentMaxRate('agentDailyMaxRateBasisPoints'),
  agentMaxRate('agentHourlyMaxRateBasisPoints'),
  agentMaxRate('agentRealtimeMaxRateBasisPoints'),
] as const satisfies readonly SettingDescriptor[];

export type SettingKey = (typeof settingDescriptors)[number]['key'];

/** A setting's value on the wire. */
export const settingValueAny = z.union([
  z.boolean(),
  z.number(),
  z.string(),
  z.array(z.string()),
  z.null(),
]);
export type SettingValue = z.infer<typeof settingValueAny>;

/** The schema a setting's new value must pass. */
export function settingValueSchema(d: SettingDescriptor): z.ZodType<SettingValue> {
  switch (d.kind) {
    case 'boolean':
      return z.boolean();
    case 'integer': {
      const n = z.number().int().min(d.min).max(d.max);
      return d.nullable ? n.nullable() : n;
    }
    case 'enum':
      return z.string().refine((v) => d.options.includes(v), 'not one of the options');
    case 'list': {
      const item = z.string().trim().regex(new RegExp(d.itemPattern));
      return z
        .array(item)
        .max(d.maxItems)
        .refine((l) => new Set(l).size === l.length, 'repeated entries');
    }
    case 'text': {
      const t = z.string().trim().max(d.maxLength).regex(new RegExp(d.pattern));
      return d.nullable ? t.nullable() : t;
    }
  }
}

/** The descriptor of a key, or undefined. */
export const descriptorOf = (key: string): SettingDescriptor | undefined =>
  settingDescriptors.find((d) => d.key === key);

/** One setting with its current value. */
export const settingItemSchema = z.object({
  key: z.string(),
  group: z.string(),
  kind: z.enum(['boolean', 'integer', 'enum', 'list', 'text']),
  value: settingValueAny,
});

export const adminSettings = defineAdminCall({
  paths: ['/admin/api/settings'],
  methods: ['GET'],
  auth: 'operator',
  permission: 'settings.read',
  summary: "The merchant's editable settings with their values",
  value: z.object({ items: z.array(settingItemSchema) }),
});

export const adminUpdateSettings = defineAdminCall({
  paths: ['/admin/api/settings'],
  methods: ['PUT'],
  auth: 'operator',
  permission: 'settings.write',
  summary: 'Changes some settings at once (all or none); they take effect without a restart',
  body: z.object({
    changes: z
      .record(z.string().max(64), settingValueAny)
      .refine((c) => Object.keys(c).length > 0, {
        message: 'no changes',
      }),
  }),
  value: z.object({ items: z.array(settingItemSchema) }),
});

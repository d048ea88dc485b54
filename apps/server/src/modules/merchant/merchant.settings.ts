import { z } from 'zod';
import { registerValidatorsSchema } from '@monsoon/contracts/field-rules';
import { whitelabelNodeSchema } from '@monsoon/contracts/system';
import { agentSettingsSchema, defaultAgentSettings } from '@/modules/agents/agent.settings.ts';
import {
  defaultWithdrawalSettings,
  withdrawalSettingsSchema,
} from '@/modules/withdrawals/withdrawal.settings.ts';

const text = z.record(z.string(), z.string());

/** The merchant's configuration, stored as JSON on the merchant row and validated on read. */
export const merchantSettingsSchema = z.object({
  theme: z.enum(['light', 'dark']).default('light'),
  whitelabel: z.array(whitelabelNodeSchema),
  register: registerValidatorsSchema,
  customerService: z.array(
    z.object({ csType: z.number().int(), url: z.string(), vipOnly: z.boolean() }),
  ),
  resources: z.array(
    z.object({
      resourceType: z.string(),
      url: z.string(),
      qrCodeUrl: z.string().nullable(),
      labelNameEn: z.string(),
    }),
  ),
  gtagId: z.string().nullable(),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  mainDomain: z.string(),
  domainRoute: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
  maintenance: z.object({
    enabled: z.boolean(),
    endTime: z.number().int().nullable(),
    content: text,
  }),
  region: z.object({
    blockedCountries: z.array(z.string()),
    blockedIps: z.array(z.string()),
  }),
  flags: z.object({
    loginedToHomePage: z.boolean(),
    isShowMC: z.boolean(),
    isShowAC: z.boolean(),
    publicCaptcha: z.boolean(),
    vipEnabled: z.boolean(),
    referralPromotion: z.boolean(),
    thirdPartyLogin: z.array(z.enum(['facebook', 'google'])),
  }),
  cockfightVendors: z.array(z.string()),
  esportsVendors: z.array(z.string()),
  licences: z.array(z.object({ name: z.string(), imageUrl: z.string(), url: z.string() })),
  appDownloadUrl: z.string().nullable(),
  /** Dialling codes offered on mobile fields, e.g. ["63", "95"]. */
  dialingCodes: z.array(z.string()),
  sms: z.object({
    expiredMinutes: z.number().int().positive(),
    perNumberPerHour: z.number().int().positive(),
  }),
  /** Days after which a password expires (null: never). With PWDEXPFORCECHANGE3 a change is forced. */
  passwordExpiryDays: z.number().int().positive().nullable(),
  /** Failed logins after which the login answer asks for a captcha. */
  captchaAfterFailures: z.number().int().min(0),
  /**
   * The wallet mode (`GCS_merchantWallet` isSingle): one shared wallet, or a main wallet plus one wallet
   * per game vendor that the member transfers to and from (decision 0051).
   */
  wallet: z.object({ single: z.boolean() }).default({ single: true }),
  /** Withdrawals (design/money.md §12): limits, window, fees, payees; defaults for older rows. */
  withdrawals: withdrawalSettingsSchema.default(defaultWithdrawalSettings),
  /** Agents (decision 0068): the limits of top-level contracts; defaults for older rows. */
  agents: agentSettingsSchema.default(defaultAgentSettings),
});
export type MerchantSettings = z.infer<typeof merchantSettingsSchema>;

/** Flattens the whitelabel tree into `{ modId: enabled }`. */
export function flattenWhitelabel(nodes: MerchantSettings['whitelabel']): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  const walk = (list: MerchantSettings['whitelabel'], parentOn: boolean) => {
    for (const n of list) {
      const on = parentOn && n.enabled === '1';
      out[n.modId] = on;
      walk(n.childrenNodes, on);
    }
  };
  walk(nodes, true);
  return out;
}

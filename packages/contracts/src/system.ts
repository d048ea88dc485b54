import { z } from 'zod';
import { defineCall } from './call.ts';
import { registerValidatorsSchema } from './field-rules.ts';

/** A node of the whitelabel module tree; `enabled` is "1" or "0" on the wire. */
export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);

/** Customer-service channel: `path` is DES-encrypted, its last 8 characters being the key. */
export const customerServiceSchema = z.object({
  csType: z.number().int(),
  path: z.string(),
  /** Rank level from which this channel is offered (VIP channel: above rank 4). */
  vipOnly: z.boolean(),
});

/** A social/app resource link (facebook, telegram, youtube, Android app...). */
export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable(),
  labelNameEn: z.string(),
});

export const maintenanceSchema = z.object({
  /** Epoch ms when maintenance is planned to end, or null when unknown. */
  endTime: z.number().int().nullable(),
  content: z.string(),
});

/** The boot payload of the site (wire §8). `status` 0 normal, 1 maintenance, 2 region-blocked. */
export const systemStatusValueSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: maintenanceSchema.nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), countryCode: z.string().nullable() }),
  merchant: z.object({
    code: z.string(),
    name: z.string(),
    currency: z.string(),
    currencySymbol: z.string(),
    defaultLanguage: z.string(),
    languages: z.array(z.string()),
    theme: z.enum(['light', 'dark']),
  }),
  info: z.object({
    customerService: z.array(customerServiceSchema),
    domainRoute: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
    resources: z.array(resourceSchema),
    whitelabel: z.array(whitelabelNodeSchema),
    register: registerValidatorsSchema,
    mainDomain: z.string(),
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    settings: z.object({
      /** Only a session token or the login/register/help/download routes pass when on. */
      loginedToHomePage: z.boolean(),
      isShowMC: z.boolean(),
      isShowAC: z.boolean(),
      hasFreePlay: z.boolean(),
      showVerCodeLogin: z.boolean(),
      publicCaptcha: z.boolean(),
      vipEnabled: z.boolean(),
      referralPromotion: z.boolean(),
      thirdPartyLogin: z.array(z.enum(['facebook', 'google'])),
      cockfightVendors: z.array(z.string()),
      esportsVendors: z.array(z.string()),
      licences: z.array(z.object({ name: z.string(), imageUrl: z.string(), url: z.string() })),
      appDownloadUrl: z.string().nullable(),
    }),
  }),
});
export type SystemStatusValue = z.infer<typeof systemStatusValueSchema>;

export const systemStatus = defineCall({
  paths: ['/wps/system/status', '/wps/v2/system/status'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
  summary: 'Boot payload: maintenance, region restriction, flags, validators, resources',
  query: z.object({ host: z.string().max(253).optional(), t: z.string().optional() }),
  value: systemStatusValueSchema,
});

export const systemWhitelabel = defineCall({
  paths: ['/wps/system/whitelabel'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'The whitelabel module tree of the merchant',
  value: z.array(whitelabelNodeSchema),
});

export const registerSettings = defineCall({
  paths: ['/wps/system/setting/register'],
  methods: ['GET'],
  modId: 'REG3',
  auth: 'public',
  summary: 'Registration field validators of the merchant',
  value: registerValidatorsSchema,
});

export const domainRoute = defineCall({
  paths: ['/wps/system/domainRoute'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary:
    'Valid domains of the merchant with their speed; 400 request_param_err on a foreign domain',
  query: z.object({ domain: z.string().max(253).optional() }),
  value: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
});

export const countryEntrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
  /** Digits a national mobile number has in this country. */
  mobileLength: z.array(z.number().int()),
});

export const countryList = defineCall({
  paths: ['/wps/system/country'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'public',
  summary: 'Dialling codes offered for mobile numbers, the visitor country first',
  value: z.object({ current: countryEntrySchema.nullable(), list: z.array(countryEntrySchema) }),
});

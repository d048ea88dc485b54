import { z } from 'zod';
import { defineCall } from './call.ts';

/** The avatars a member can pick (PROFPIC3, our own SVGs in apps/web/public/assets/avatar); "0": none yet. */
export const avatarIds = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

/** Public URL of a selectable avatar image. */
export const avatarUrl = (avatar: string): string => `/assets/avatar/${avatar}.svg`;

/** The logged-in account as the header, member centre and gates read it. */
export const memberInfoValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string(),
  /** Customer type: 0 member, 1/2/41/42 agent, 4 trial. */
  type: z.number().int(),
  /** Same as `type` (the site stores it as `isAgent`). */
  isAgent: z.number().int(),
  /** Whether the account may transfer to its upline (a member with an upline). */
  toUpline: z.boolean(),
  uplineName: z.string().nullable(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }),
  memberLabel: z.array(z.string()),
  /** Registration time, epoch ms. */
  regDate: z.number().int(),
  /** Masked, e.g. `****0002`. */
  mobile: z.string().nullable(),
  /** Masked, e.g. `pl***@demo.monsoon.test`. */
  email: z.string().nullable(),
  avatar: z.string(),
  language: z.string().nullable(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  currencySymbol: z.string(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValueSchema>;

export const memberInfo = defineCall({
  paths: ['/wps/member/info'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'session',
  summary: 'The logged-in account',
  value: memberInfoValueSchema,
});

export const playerAvatar = defineCall({
  paths: ['/wps/relay/MCSFE_getPlayerAvatar'],
  methods: ['GET'],
  auth: 'session',
  summary: "The account's avatar id",
  value: z.object({ avatar: z.string(), avatarType: z.literal('STATIC') }),
});

export const memberIcons = defineCall({
  paths: ['/wps/member/info/icon'],
  methods: ['GET'],
  modId: 'PROFPIC3',
  auth: 'session',
  summary: 'The selectable avatars and the current one',
  value: z.object({
    current: z.string(),
    icons: z.array(z.object({ avatar: z.enum(avatarIds), url: z.string() })),
  }),
});

export const setMemberIcon = defineCall({
  paths: ['/wps/member/info/icon'],
  methods: ['POST'],
  modId: 'PROFPIC3',
  auth: 'session',
  summary: 'Picks an avatar (real accounts only)',
  body: z.object({ avatar: z.enum(avatarIds) }),
  value: z.object({ avatar: z.enum(avatarIds) }),
});

export const memberLanguage = defineCall({
  paths: ['/wps/member/language'],
  methods: ['PUT', 'POST'],
  modId: 'COMM3',
  auth: 'session',
  summary: "Stores the account's language (one the merchant offers)",
  body: z.object({ language: z.string().trim().min(2).max(8) }),
  value: z.object({ language: z.string() }),
});

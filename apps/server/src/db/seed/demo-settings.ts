import type { WhitelabelNode } from '@monsoon/contracts/system';
import type { MerchantSettings } from '@/modules/merchant/merchant.settings.ts';
import { defaultAgentSettings } from '@/modules/agents/agent.settings.ts';
import { defaultWithdrawalSettings } from '@/modules/withdrawals/withdrawal.settings.ts';
import { licenceBadges } from './assets.ts';

const node = (modId: string, on = true, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** The demo merchant's module switches: every flow of the foundation issue can be tried. */
export const demoWhitelabel: WhitelabelNode[] = [
  node('COMM3'),
  node('REG3', true, [
    node('USERNAMEREG3'),
    node('MOBILENUMREG3'),
    node('MOBILENUMPASSREG3'),
    node('REGMOBVERF3', false),
  ]),
  node('VERIFICATION3'),
  node('FREEPLAY3'),
  node('PASS3', true, [node('PWRESETSMS3'), node('CHNGPASSVERIF3')]),
  node('PWDEXPFORCECHANGE3'),
  node('MOBILEVERCODELOGIN3'),
  node('CAPTCHA3'),
  node('PROFPIC3'),
  node('AFFMAN3'),
  node('FEEDBACK3'),
  node('AGEANNOUNCE3'),
  // Agent contracts (wire-api §10.1): dividend, daily, hourly and real-time salary.
  node('AGENTPOLICY3', true, [
    node('SIGNCONDIV3'),
    node('DAILYSALCONT3'),
    node('HOURSAL3'),
    node('RTSALARY3'),
  ]),
  node('GAMELO3', true, [node('GAMELOHOT3'), node('GAMELOFAV3'), node('GAMELOREC3')]),
  node('FUNDTRANS3'),
  node('DPSTBAS3'),
  node('MEMTRANS3'),
  node('PTSYS3'),
  node('REWCEN3'),
  node('MISSIONLB3'),
  node('INBOX3'),
  node('WDRAWNOPASSVERIF3', false),
  node('PAYMENTPASS3'),
];

const rule = (
  acceptedPattern: string,
  minLength: number,
  maxLength: number,
  patternId: number,
  required = true,
  enabled = true,
) => ({
  acceptedPattern,
  minLength,
  maxLength,
  patternId,
  enabled,
  required,
});

/** The demo merchant's settings (like a real merchant: username letter-first 6-16, password 6-12). */
export const demoSettings: MerchantSettings = {
  theme: 'light',
  whitelabel: demoWhitelabel,
  register: {
    username: rule('^[A-Za-z][A-Za-z0-9]*$', 6, 16, 1),
    password: rule('^[A-Za-z0-9]+$', 6, 12, 4),
    paymentPassword: rule('^\\d+$', 6, 6, 6, true, false),
    payeeName: rule('*', 2, 50, 22, false, true),
    email: rule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 5, 64, 3, false, true),
    mobileNum: rule('^\\d+$', 8, 11, 6, false, true),
    qqNum: rule('^\\d+$', 5, 12, 6, false, false),
    line: rule('*', 3, 30, 9, false, false),
    whatsapp: rule('^\\d+$', 8, 15, 6, false, false),
    facebook: rule('*', 3, 50, 9, false, false),
    wechat: rule('*', 3, 30, 9, false, false),
    idNumber: rule('^[A-Za-z0-9]+$', 6, 20, 14, false, false),
    affiliateCode: rule('^[A-Za-z0-9]+$', 4, 16, 14, false, true),
    captcha: rule('^[A-Za-z0-9]+$', 4, 4, 4, true, false),
    recommenderId: rule('^[A-Za-z0-9]+$', 4, 16, 14, false, false),
  },
  customerService: [
    { csType: 3, url: '/helpmc?topic=live-chat', vipOnly: false },
    { csType: 4, url: '/helpmc?topic=vip-service', vipOnly: true },
  ],
  resources: [
    {
      resourceType: 'FACEBOOK',
      url: 'https://facebook.com/monsoon.demo',
      qrCodeUrl: null,
      labelNameEn: 'Facebook',
    },
    {
      resourceType: 'TELEGRAM',
      url: 'https://t.me/monsoon_demo',
      qrCodeUrl: null,
      labelNameEn: 'Telegram',
    },
    {
      resourceType: 'YOUTUBE',
      url: 'https://youtube.com/@monsoon-demo',
      qrCodeUrl: null,
      labelNameEn: 'YouTube',
    },
    { resourceType: 'Android', url: '/down', qrCodeUrl: null, labelNameEn: 'Android app' },
  ],
  gtagId: null,
  imageCDNs: [''],
  launchGameCDNs: [''],
  mainDomain: '127.0.0.1',
  domainRoute: [
    { domain: '127.0.0.1', speed: 12 },
    { domain: 'localhost', speed: 15 },
  ],
  maintenance: {
    enabled: false,
    endTime: null,
    content: { EN: 'We are upgrading our games. Thank you for your patience.' },
  },
  region: { blockedCountries: ['US'], blockedIps: [] },
  flags: {
    loginedToHomePage: false,
    isShowMC: true,
    isShowAC: true,
    publicCaptcha: false,
    vipEnabled: true,
    referralPromotion: true,
    thirdPartyLogin: [],
  },
  cockfightVendors: ['DS88'],
  esportsVendors: ['AV', 'AI', 'IMES', 'TF', 'IA'],
  licences: licenceBadges,
  appDownloadUrl: '/down',
  dialingCodes: ['63', '95', '60', '66', '84', '62'],
  sms: { expiredMinutes: 5, perNumberPerHour: 5 },
  passwordExpiryDays: 180,
  captchaAfterFailures: 3,
  wallet: { single: true },
  // Withdrawals (design/money.md §12): 100.00 to 50,000.00, 5 a day, 1% fee, approved in the back office.
  withdrawals: defaultWithdrawalSettings,
  agents: defaultAgentSettings,
};

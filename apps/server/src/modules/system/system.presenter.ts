import type { SystemStatusValue } from '@monsoon/contracts/system';
import { encryptCustomerServicePath } from '@monsoon/contracts/crypto/des';
import { randomBytes } from 'node:crypto';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomKey = (): string =>
  Array.from(randomBytes(8), (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');

/** Builds the status payload of a merchant for one visitor. */
export function presentStatus(
  merchant: MerchantRow,
  visitor: { ip: string; countryCode: string | null; regionBlocked: boolean; lang: string },
): SystemStatusValue {
  const s = merchant.settings;
  const maintenance = s.maintenance.enabled
    ? {
        endTime: s.maintenance.endTime,
        content: s.maintenance.content[visitor.lang] ?? s.maintenance.content['EN'] ?? '',
      }
    : null;
  return {
    status: maintenance ? 1 : visitor.regionBlocked ? 2 : 0,
    maintenance,
    regionRestriction: visitor.regionBlocked,
    location: { ip: visitor.ip, countryCode: visitor.countryCode },
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      defaultLanguage: merchant.defaultLanguage,
      languages: merchant.languages,
      theme: s.theme,
    },
    info: {
      customerService: s.customerService.map((c) => ({
        csType: c.csType,
        path: encryptCustomerServicePath(c.url, randomKey()),
        vipOnly: c.vipOnly,
      })),
      domainRoute: s.domainRoute,
      resources: s.resources,
      whitelabel: s.whitelabel,
      register: s.register,
      mainDomain: s.mainDomain,
      analytics: { gtagId: s.gtagId },
      imageCDNs: s.imageCDNs,
      launchGameCDNs: s.launchGameCDNs,
      settings: {
        loginedToHomePage: s.flags.loginedToHomePage,
        isShowMC: s.flags.isShowMC,
        isShowAC: s.flags.isShowAC,
        hasFreePlay: flag(s, 'FREEPLAY3'),
        showVerCodeLogin: flag(s, 'MOBILEVERCODELOGIN3'),
        publicCaptcha: s.flags.publicCaptcha,
        vipEnabled: s.flags.vipEnabled,
        referralPromotion: s.flags.referralPromotion,
        thirdPartyLogin: s.flags.thirdPartyLogin,
        cockfightVendors: s.cockfightVendors,
        esportsVendors: s.esportsVendors,
        licences: s.licences,
        appDownloadUrl: s.appDownloadUrl,
      },
    },
  };
}

const flag = (s: MerchantRow['settings'], modId: string): boolean => {
  const walk = (nodes: typeof s.whitelabel): boolean =>
    nodes.some(
      (n) =>
        (n.modId === modId && n.enabled === '1') || (n.enabled === '1' && walk(n.childrenNodes)),
    );
  return walk(s.whitelabel);
};

import type { AnnouncementTexts, HelpTexts, PerLanguage } from './demo-content-texts.ts';
import { announcementsCN } from './demo-content-cn.ts';
import { announcementsEN } from './demo-content-en.ts';
import { announcementsID } from './demo-content-id.ts';
import { announcementsMY } from './demo-content-my.ts';
import { announcementsTH } from './demo-content-th.ts';
import { announcementsTY } from './demo-content-ty.ts';
import { announcementsVI } from './demo-content-vi.ts';
import { helpCN } from './demo-content-help-cn.ts';
import { helpEN } from './demo-content-help-en.ts';
import { helpID } from './demo-content-help-id.ts';
import { helpMY } from './demo-content-help-my.ts';
import { helpTH } from './demo-content-help-th.ts';
import { helpTY } from './demo-content-help-ty.ts';
import { helpVI } from './demo-content-help-vi.ts';

/** The demo merchant's announcement texts in every site language. */
export const announcementTexts: PerLanguage<AnnouncementTexts> = {
  CN: announcementsCN,
  EN: announcementsEN,
  ID: announcementsID,
  MY: announcementsMY,
  TH: announcementsTH,
  TY: announcementsTY,
  VI: announcementsVI,
};

/** The demo merchant's help-centre texts in every site language. */
export const helpTexts: PerLanguage<HelpTexts> = {
  CN: helpCN,
  EN: helpEN,
  ID: helpID,
  MY: helpMY,
  TH: helpTH,
  TY: helpTY,
  VI: helpVI,
};

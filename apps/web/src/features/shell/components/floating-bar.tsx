import type { SystemStatusValue } from '@monsoon/contracts/system';
import {
  Gift,
  Headset,
  Send,
  ThumbsUp,
  TvMinimalPlay,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useCustomerService } from '@/features/shell/hooks/use-customer-service';
import { useActionGate } from '@/hooks/use-action-gate';
import { useSiteSettings, useSystemStatus } from '@/lib/api/system-status';
import { useMemberCentreHasPage, withMemberCentrePage } from '@/lib/member-centre';
import { openModal } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import styles from './floating-bar.module.css';

type Resource = SystemStatusValue['info']['resources'][number];

const socialIcons = {
  FACEBOOK: ThumbsUp,
  TELEGRAM: Send,
  YOUTUBE: TvMinimalPlay,
} as const satisfies Record<string, LucideIcon>;
type SocialType = keyof typeof socialIcons;
const isSocial = (type: string): type is SocialType => type in socialIcons;
const socialLabel = {
  FACEBOOK: 'floating.facebook',
  TELEGRAM: 'floating.telegram',
  YOUTUBE: 'floating.youtube',
} as const;

/** The social resources the operator configured (facebook, telegram, youtube), in that order. */
export const socialResources = (
  resources: readonly Resource[],
): (Resource & { resourceType: SocialType })[] =>
  (['FACEBOOK', 'TELEGRAM', 'YOUTUBE'] as const).flatMap((type) => {
    const hit = resources.find((r) => r.resourceType.toUpperCase() === type && r.url);
    return hit ? [{ ...hit, resourceType: type }] : [];
  });

/** Invite friends shows when the referral promotion is on or the visitor is logged out (spec §2). */
export const showInvite = (referralPromotion: boolean, loggedIn: boolean): boolean =>
  referralPromotion || !loggedIn;

/** The floating right bar: socials, live chat, invite friends, promotions and a licence badge. */
export function FloatingBar() {
  const { t } = useTranslation();
  const status = useSystemStatus().data;
  const settings = useSiteSettings();
  const token = useSessionStore((s) => s.token);
  const openService = useCustomerService();
  const gate = useActionGate();
  const navigate = useNavigate();
  const location = useLocation();
  const socials = socialResources(status?.info.resources ?? []);
  const licence = settings?.licences[0];
  const referral = withMemberCentrePage(location, 'referral');
  // Invite friends opens the member centre's referral page: hidden until that page exists.
  const hasReferral = useMemberCentreHasPage('referral');
  const invite = () => {
    // Logged out: log in first, then the referral page of the member centre.
    if (!token) openModal('login', { redirectTo: referral });
    else gate(() => void navigate(referral));
  };
  return (
    <aside aria-label={t('floating.label')}>
      <ul className={styles.list}>
        {socials.map((r) => {
          const Icon = isSocial(r.resourceType) ? socialIcons[r.resourceType] : Send;
          return (
            <li key={r.resourceType}>
              <a href={r.url} target="_blank" rel="noopener noreferrer" className={styles.item}>
                <Icon size={20} aria-hidden />
                <span className={styles.label}>{t(socialLabel[r.resourceType])}</span>
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className={`${styles.item} ${styles.chat}`} onClick={openService}>
            <Headset size={20} aria-hidden />
            <span className={styles.label}>{t('floating.liveChat')}</span>
          </button>
        </li>
        {hasReferral && showInvite(settings?.referralPromotion ?? false, token !== null) ? (
          <li>
            <button type="button" className={styles.item} onClick={invite}>
              <UserPlus size={20} aria-hidden />
              <span className={styles.label}>{t('floating.invite')}</span>
            </button>
          </li>
        ) : null}
        <li>
          <Link to={paths.promotions} className={styles.item}>
            <Gift size={20} aria-hidden />
            <span className={styles.label}>{t('floating.promotions')}</span>
          </Link>
        </li>
        {licence ? (
          <li className={styles.licence}>
            <a href={licence.url} aria-label={`${t('floating.licence')}: ${licence.name}`}>
              <img src={licence.imageUrl} alt="" width={64} height={32} loading="lazy" />
            </a>
          </li>
        ) : null}
      </ul>
      <button
        type="button"
        className={styles.fab}
        onClick={openService}
        aria-label={t('floating.liveChat')}
      >
        <Headset size={24} aria-hidden />
      </button>
    </aside>
  );
}

import type { MemberInfoValue } from '@monsoon/contracts/member';
import { ChevronDown, Crown, LogOut, Mail, UserRound, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Dropdown, MenuItem } from '@/components/ui/dropdown';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useSignOut } from '@/features/shell/hooks/use-sign-out';
import { canOpenAgentPanel, useActionGate } from '@/hooks/use-action-gate';
import { defaultAgentCentrePage, withAgentCentrePage } from '@/lib/agent-centre';
import { useSiteSettings } from '@/lib/api/system-status';
import { useMemberCentreHasPage, withMemberCentrePage } from '@/lib/member-centre';
import styles from './header.module.css';

export const defaultAvatar = '/assets/avatar/default.svg';

/** The member's avatar image ("0" or empty: none chosen yet). */
export const avatarSrc = (avatar: string): string =>
  avatar && avatar !== '0' ? `/assets/avatar/${avatar}.svg` : defaultAvatar;

// TODO(#promotions, #inbox): unclaimed promotions + unread messages once those calls exist.
/** The header badge: unclaimed promotions plus unread messages (wire §11). */
export const unreadCount = (unclaimedPromotions: number, unreadMessages: number): number =>
  unclaimedPromotions + unreadMessages;

/** The user menu (spec §2): avatar, nickname, badge, VIP level, ID, my account, agent, mailbox, sign out. */
export function UserMenu({ member }: { member: MemberInfoValue }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const navigate = useNavigate();
  const location = useLocation();
  const gate = useActionGate();
  const signOut = useSignOut();
  // The mailbox opens the member centre's messageV2 page: hidden until that page exists.
  const hasMailbox = useMemberCentreHasPage('messageV2');
  const badge = unreadCount(0, 0);
  const name = member.nickname || member.userName;
  const go = (href: string) => gate(() => void navigate(href));
  return (
    <Dropdown
      align="end"
      buttonClassName={styles.userButton}
      buttonLabel={t('header.user.menu')}
      panelClassName={styles.userPanel}
      button={
        <>
          <span className={styles.avatarWrap}>
            <FallbackImage
              src={avatarSrc(member.avatar)}
              fallback={defaultAvatar}
              alt={t('header.user.avatarAlt', { name })}
              className={styles.avatar}
              width={32}
              height={32}
            />
            {badge > 0 ? (
              <span className={styles.avatarBadge}>
                <Badge label={t('header.user.unread', { count: badge })}>{badge}</Badge>
              </span>
            ) : null}
          </span>
          <span className={styles.userName}>{name}</span>
          <ChevronDown size={14} aria-hidden />
        </>
      }
    >
      {(close) => (
        <>
          <div className={styles.userCard}>
            <FallbackImage
              src={avatarSrc(member.avatar)}
              fallback={defaultAvatar}
              alt=""
              className={styles.avatarLarge}
              width={48}
              height={48}
            />
            <div className={styles.userCardText}>
              <span className={styles.userCardName}>{name}</span>
              {settings?.vipEnabled ? (
                <span className={styles.vip} title={t('header.user.vip')}>
                  <Crown size={12} aria-hidden /> {member.clubLabel.labelName}
                </span>
              ) : null}
              <span className={styles.userId}>{t('header.user.id', { id: member.id })}</span>
            </div>
          </div>
          <MenuItem
            icon={<UserRound size={16} />}
            onSelect={() => (close(), go(withMemberCentrePage(location, 'securityCenter')))}
          >
            {t('header.user.myAccount')}
          </MenuItem>
          {settings?.isShowAC && canOpenAgentPanel(member.type) ? (
            <MenuItem
              icon={<Users size={16} />}
              onSelect={() => (
                close(),
                void navigate(withAgentCentrePage(location, defaultAgentCentrePage))
              )}
            >
              {t('header.user.agent')}
            </MenuItem>
          ) : null}
          {settings?.isShowMC && hasMailbox ? (
            <MenuItem
              icon={<Mail size={16} />}
              extra={<Badge>{0}</Badge>}
              onSelect={() => (close(), go(withMemberCentrePage(location, 'messageV2')))}
            >
              {t('header.user.mailbox')}
            </MenuItem>
          ) : null}
          <MenuItem
            icon={<LogOut size={16} />}
            tone="danger"
            onSelect={() => (close(), void signOut())}
          >
            {t('header.user.signOut')}
          </MenuItem>
        </>
      )}
    </Dropdown>
  );
}

import type { SecurityConfigValue } from '@monsoon/contracts/security';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/fallback-image';
import { AvatarPicker } from './avatar-picker';
import { NicknameForm } from './nickname-form';
import styles from './security-centre.module.css';

const defaultAvatar = '/assets/avatar/default.svg';
/** The image of an avatar id ("0": none chosen yet). */
const avatarSrc = (avatar: string): string =>
  avatar && avatar !== '0' ? `/assets/avatar/${avatar}.svg` : defaultAvatar;

/** The member's card: avatar (with the picker), nickname (editable) and account name. */
export function ProfileCard({
  config,
  editing,
  onEdit,
}: {
  config: SecurityConfigValue;
  editing: 'avatar' | 'nickname' | null;
  onEdit: (what: 'avatar' | 'nickname' | null) => void;
}) {
  const { t } = useTranslation('member');
  return (
    <section className={styles.profile} aria-label={t('security.profile')}>
      <div className={styles.profileHead}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => onEdit(editing === 'avatar' ? null : 'avatar')}
          aria-expanded={editing === 'avatar'}
          aria-label={t('security.changeAvatar')}
        >
          <FallbackImage
            src={avatarSrc(config.avatar)}
            fallback={defaultAvatar}
            alt=""
            width={72}
            height={72}
            className={styles.avatar}
          />
          <span className={styles.avatarEdit}>
            <Pencil size={12} aria-hidden />
          </span>
        </button>
        <div className={styles.profileText}>
          <span className={styles.nickname}>{config.nickname}</span>
          <span className={styles.account}>
            {t('security.account')}: {config.account}
          </span>
        </div>
        {editing === 'nickname' ? null : (
          <Button
            size="sm"
            variant="secondary"
            icon={<Pencil size={14} aria-hidden />}
            onClick={() => onEdit('nickname')}
          >
            {t('security.editNickname')}
          </Button>
        )}
      </div>
      {editing === 'avatar' ? (
        <AvatarPicker current={config.avatar} onDone={() => onEdit(null)} />
      ) : null}
      {editing === 'nickname' ? (
        <NicknameForm
          current={config.nickname}
          rule={config.rules.nickname}
          onDone={() => onEdit(null)}
        />
      ) : null}
    </section>
  );
}

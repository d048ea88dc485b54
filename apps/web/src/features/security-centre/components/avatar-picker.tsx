import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { memberIconsQuery } from '@/features/security-centre/api/get-member-icons';
import { securityKeys } from '@/features/security-centre/api/security-keys';
import { setAvatar, type AvatarId } from '@/features/security-centre/api/set-member-icon';
import { useSecuritySave } from '@/features/security-centre/hooks/use-security-save';
import styles from './security-centre.module.css';

/** The preset avatars (our own SVGs); choosing one saves it at once. */
export function AvatarPicker({ current, onDone }: { current: string; onDone: () => void }) {
  const { t } = useTranslation('member');
  const queryClient = useQueryClient();
  const icons = useQuery(memberIconsQuery());
  const save = useSecuritySave(setAvatar, t('security.avatarSaved'));
  if (icons.isPending) return <Spinner label={t('centre.loading')} />;
  if (icons.isError)
    return (
      <ErrorState compact onRetry={() => void icons.refetch()} title={t('security.loadFailed')} />
    );
  const choose = (avatar: AvatarId) =>
    save.mutate(avatar, {
      onSuccess: () => {
        onDone();
        void queryClient.invalidateQueries({ queryKey: securityKeys.icons() });
      },
    });
  return (
    <div role="radiogroup" aria-label={t('security.avatar')} className={styles.avatarGrid}>
      {icons.data.icons.map(({ avatar, url }, i) => {
        const selected = avatar === current;
        return (
          <button
            key={avatar}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t('security.avatarOption', { n: i + 1 })}
            className={
              selected ? `${styles.avatarOption} ${styles.avatarSelected}` : styles.avatarOption
            }
            disabled={save.isPending}
            onClick={() => choose(avatar)}
          >
            <img src={url} alt="" width={56} height={56} />
            {selected ? <Check size={16} className={styles.avatarCheck} aria-hidden /> : null}
          </button>
        );
      })}
    </div>
  );
}

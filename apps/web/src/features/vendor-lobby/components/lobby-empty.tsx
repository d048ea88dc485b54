import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import styles from './vendor-lobby.module.css';

/** Nothing to open here (a type without vendors, no sports book): why, and where to go instead. */
export function LobbyEmpty({
  title,
  text,
  elsewhere = { to: paths.rng, label: 'browseSlots' },
}: {
  title: string;
  text: string;
  elsewhere?: { to: string; label: 'browseSlots' | 'browseSports' };
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty}>
      <EmptyState
        title={title}
        text={text}
        action={
          <div className={styles.actions}>
            <Link to={elsewhere.to} className={styles.primaryLink}>
              {t(`vendorLobby.${elsewhere.label}`)}
            </Link>
            <Link to={paths.home} className={styles.secondaryLink}>
              {t('common.backHome')}
            </Link>
          </div>
        }
      />
    </div>
  );
}

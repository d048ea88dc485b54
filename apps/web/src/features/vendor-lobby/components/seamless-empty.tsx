import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './seamless-empty.module.css';
import lobby from './vendor-lobby.module.css';

/** /seamless without a game in its address (the page has no header): what happened and the way home. */
export function SeamlessEmpty() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="seamless-title">
      <div className={styles.panel}>
        <span className={styles.icon}>
          <Gamepad2 size={30} aria-hidden />
        </span>
        <h1 id="seamless-title" className={styles.title}>
          {t('seamless.emptyTitle')}
        </h1>
        <p className={styles.text}>{t('seamless.emptyText')}</p>
        <div className={lobby.actions}>
          <Link to={paths.home} className={lobby.primaryLink}>
            {t('common.backHome')}
          </Link>
          <Link to={paths.rng} className={lobby.secondaryLink}>
            {t('vendorLobby.browseSlots')}
          </Link>
        </div>
      </div>
    </section>
  );
}

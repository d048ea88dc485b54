import type { SystemStatusValue } from '@monsoon/contracts/system';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';
import styles from './status-screen.module.css';

/** Status 2: access restricted in the visitor's region, with the visitor's IP (spec §2). */
export function RegionBlockedScreen({ status }: { status: SystemStatusValue }) {
  const { t } = useTranslation();
  return (
    <StatusScreen image="/assets/status/region-blocked.svg" title={t('status.blocked.title')}>
      <p>{t('status.blocked.text')}</p>
      <p className={styles.strong}>{t('status.blocked.ip', { ip: status.location.ip })}</p>
    </StatusScreen>
  );
}

import type { SystemStatusValue } from '@monsoon/contracts/system';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';
import styles from './status-screen.module.css';

/** Status 1: game maintenance, the optional end time and the operator's info text (spec §2). */
export function MaintenanceScreen({ status }: { status: SystemStatusValue }) {
  const { t, i18n } = useTranslation();
  const endTime = status.maintenance?.endTime ?? null;
  return (
    <StatusScreen image="/assets/status/maintenance.svg" title={t('status.maintenance.title')}>
      <p>{status.maintenance?.content || t('status.maintenance.text')}</p>
      {endTime !== null ? (
        <p className={styles.strong}>
          {t('status.maintenance.endTime', {
            time: new Intl.DateTimeFormat(document.documentElement.lang || i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(endTime),
          })}
        </p>
      ) : null}
    </StatusScreen>
  );
}

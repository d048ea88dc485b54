import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { launchFbQuery } from '@/features/vendor-lobby/api/launch-fb';
import { currentLanguage } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { cardsOf } from '@/lib/catalogue/regroup';
import { useGameGroups, useVendorLanes } from '@/lib/catalogue/vendor-lanes';
import { useSessionStore } from '@/stores/session-store';
import { LobbyEmpty } from './lobby-empty';
import styles from './fb-sports-page.module.css';

/** The sports book runs sandboxed from its own origin, like the /game iframe (architecture §6). */
const frameSandbox =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-top-navigation-by-user-activation';

/** Whether the merchant offers the FB sports book (an FB card among the sports or esports vendors). */
export const hasFbVendor = (codes: readonly string[]): boolean =>
  codes.some((c) => c.toUpperCase() === 'FB');

/** /fbsports (spec §2, header only): the FB sports book in a sandboxed frame, or why there is none. */
export function FbSportsPage() {
  const { t } = useTranslation(['site', 'errors']);
  const lanes = useVendorLanes();
  const { groups } = useGameGroups();
  const token = useSessionStore((s) => s.token);
  const sports = cardsOf(groups, 'SPORTS');
  const offered = hasFbVendor([...sports, ...cardsOf(groups, 'ESPORTS')].map((c) => c.vassalage));
  // Without a sports vendor either, the way out is the slots.
  const elsewhere: { to: string; label: 'browseSports' } | undefined =
    sports.length > 0 ? { to: paths.sports, label: 'browseSports' } : undefined;
  const launch = useQuery({ ...launchFbQuery(token, currentLanguage()), enabled: offered });
  const title = t('pages.fbsports');
  let body;
  if (lanes.isPending || (offered && launch.isPending)) {
    body = (
      <div className={styles.loading}>
        <Spinner size="lg" />
        <p role="status">{t('fbSports.loading')}</p>
      </div>
    );
  } else if (lanes.isError) {
    body = <ErrorState onRetry={() => void lanes.refetch()} />;
  } else if (!offered) {
    body = (
      <div className={styles.emptyWrap}>
        <LobbyEmpty
          title={t('fbSports.emptyTitle')}
          text={t('fbSports.emptyText')}
          elsewhere={elsewhere}
        />
      </div>
    );
  } else if (launch.isError) {
    body = (
      <ErrorState
        title={t('fbSports.failedTitle')}
        text={apiErrorText(launch.error)}
        onRetry={() => void launch.refetch()}
      />
    );
  } else {
    body = (
      <iframe
        className={styles.frame}
        src={launch.data}
        title={title}
        sandbox={frameSandbox}
        allow="fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <section className={styles.page} aria-labelledby="fb-title">
      <h1 id="fb-title" className="visually-hidden">
        {title}
      </h1>
      {body}
    </section>
  );
}

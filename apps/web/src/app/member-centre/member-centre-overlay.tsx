import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import type { MemberCentrePage } from '@/config/paths';
import { memberCentreLabelKeys } from './labels';
import { MemberCentreMenu } from './member-centre-menu';
import type { MemberCentreEntry } from './pages';
import styles from './member-centre.module.css';

/**
 * The member centre (spec §2): title "personal center", the menu of the pages that exist at left (a
 * sideways strip on phones), the page at right, a close button. Built on the site's modal: focus stays
 * inside and returns when it closes, Escape closes, the page behind does not scroll.
 */
export function MemberCentreOverlay({
  page,
  entries,
  onClose,
}: {
  page: MemberCentrePage;
  entries: readonly MemberCentreEntry[];
  onClose: () => void;
}) {
  const { t } = useTranslation('member');
  const headingId = useId();
  const entry = entries.find((e) => e.page === page);
  const Page = entry?.Component;
  return (
    <Modal
      title={t('centre.title')}
      onClose={onClose}
      size="xl"
      closeOnCover={false}
      className={styles.panel}
      bodyClassName={styles.body}
    >
      <MemberCentreMenu entries={entries} active={page} />
      <section className={styles.content} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.pageTitle}>
          {t(`menu.${memberCentreLabelKeys[page]}`)}
        </h3>
        {Page ? (
          <ErrorBoundary
            key={page}
            fallback={(reset) => <ErrorState title={t('centre.loadFailed')} onRetry={reset} />}
          >
            <Suspense
              fallback={
                <div className={styles.pending}>
                  <Spinner size="lg" label={t('centre.loading')} />
                </div>
              }
            >
              <Page />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </section>
    </Modal>
  );
}

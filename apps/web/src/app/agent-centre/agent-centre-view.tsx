import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import type { AgentCentrePage } from '@/config/paths';
import { AgentCentreMenu } from './agent-centre-menu';
import { agentCentreLabelKeys } from './labels';
import type { AgentCentreEntry } from './pages';
import styles from './agent-centre.module.css';

/**
 * The agent centre's menu and open page, shared by the overlay and the /agentHome page: the page's
 * title, then its content, loaded when first opened, with its own loading and error states.
 */
export function AgentCentreView({
  page,
  entries,
  heading: Heading = 'h3',
}: {
  page: AgentCentrePage;
  entries: readonly AgentCentreEntry[];
  /** The page title's level: under the modal's title (h2) or the /agentHome page's (h1). */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('agent');
  const headingId = useId();
  const Page = entries.find((e) => e.page === page)?.Component;
  return (
    <>
      <AgentCentreMenu entries={entries} active={page} />
      <section className={styles.content} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.pageTitle}>
          {t(`menu.${agentCentreLabelKeys[page]}`)}
        </Heading>
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
    </>
  );
}

import { Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import styles from './centre-shell.module.css';

export interface CentreViewProps {
  /** The centre's menu. */
  menu: ReactNode;
  /** The open page's id (a new page gets a fresh error state). */
  page: string;
  /** The open page's title. */
  title: string;
  /** The open page's content (nothing shown under the title when absent). */
  Page: ComponentType | undefined;
  /** The page title's level: under a modal's title (h3) or a page's (h2). */
  heading?: 'h2' | 'h3';
  /** The translated texts of the loading and failed states. */
  texts: { loading: string; loadFailed: string };
}

/**
 * A centre's menu and open page: the page's title, then its content, loaded when first opened, with its
 * own loading and error states.
 */
export function CentreView({
  menu,
  page,
  title,
  Page,
  heading: Heading = 'h3',
  texts,
}: CentreViewProps) {
  const headingId = useId();
  return (
    <>
      {menu}
      <section className={styles.content} aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.pageTitle}>
          {title}
        </Heading>
        {Page ? (
          <ErrorBoundary
            key={page}
            fallback={(reset) => <ErrorState title={texts.loadFailed} onRetry={reset} />}
          >
            <Suspense
              fallback={
                <div className={styles.pending}>
                  <Spinner size="lg" label={texts.loading} />
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

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { HelpTopicView } from './help-topic-view';
import styles from './help-page.module.css';

/** /helpmc: help content alone, no header (opened by the member centre and customer-service links). */
export function HelpContentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const help = useHelpCenter();
  const tag = params.get('topic') ?? params.get('tag');
  const topics = help.data ?? [];
  const shown = tag ? topics.filter((topic) => topic.tag === tag) : topics;
  return (
    <div className={styles.bare}>
      {help.isPending ? (
        <div className={styles.center}>
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : help.isError ? (
        <ErrorState onRetry={() => void help.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={tag ? t('help.notFound') : t('help.empty')} />
      ) : (
        <>
          <h1 className="visually-hidden">{t('help.title')}</h1>
          {shown.map((topic) => (
            <HelpTopicView key={topic.id} topic={topic} />
          ))}
        </>
      )}
    </div>
  );
}

import type { HelpTopic } from '@monsoon/contracts/content';
import { Headset, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { helpTopicPath } from '@/config/paths';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import { HelpTopicView } from './help-topic-view';
import styles from './help-page.module.css';

/** Topics grouped by category, in the order received. */
export function groupByCategory(topics: readonly HelpTopic[]): [string, HelpTopic[]][] {
  const groups = new Map<string, HelpTopic[]>();
  for (const topic of topics)
    groups.set(topic.category, [...(groups.get(topic.category) ?? []), topic]);
  return [...groups];
}

/** The topic addressed by the URL hash (`/help#term` shows the terms), else the first. */
export const topicForHash = (topics: readonly HelpTopic[], hash: string): HelpTopic | undefined =>
  topics.find((t) => t.tag === decodeURIComponent(hash.replace(/^#/, ''))) ?? topics[0];

/** /help: topic menu at left, the chosen topic at right (anchor #term shows the terms). */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const help = useHelpCenter();
  const topics = help.data ?? [];
  const current = topicForHash(topics, hash);
  return (
    <section className={styles.page} aria-labelledby="help-title">
      <header className={styles.head}>
        <span className={styles.icon}>
          <LifeBuoy size={24} aria-hidden />
        </span>
        <div>
          <h1 id="help-title" className={styles.title}>
            {t('help.title')}
          </h1>
          <p className={styles.subtitle}>{t('help.subtitle')}</p>
        </div>
      </header>
      {help.isPending ? (
        <div className={styles.center}>
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : help.isError ? (
        <ErrorState onRetry={() => void help.refetch()} />
      ) : topics.length === 0 || !current ? (
        <EmptyState title={t('help.empty')} />
      ) : (
        <div className={styles.layout}>
          <nav className={styles.menu} aria-label={t('help.topics')}>
            {groupByCategory(topics).map(([category, list]) => (
              <div key={category} className={styles.group}>
                <p className={styles.groupTitle}>{category}</p>
                <ul>
                  {list.map((topic) => (
                    <li key={topic.id}>
                      <Link
                        to={helpTopicPath(topic.tag)}
                        className={`${styles.menuLink} ${topic.tag === current.tag ? styles.menuActive : ''}`}
                        aria-current={topic.tag === current.tag ? 'page' : undefined}
                      >
                        {topic.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className={styles.contact}>
              <Headset size={20} aria-hidden />
              <div>
                <p className={styles.contactTitle}>{t('help.contact')}</p>
                <p className={styles.contactText}>{t('help.contactText')}</p>
              </div>
            </div>
          </nav>
          <div className={styles.body}>
            <HelpTopicView topic={current} />
          </div>
        </div>
      )}
    </section>
  );
}

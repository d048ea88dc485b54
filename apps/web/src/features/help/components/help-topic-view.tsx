import type { HelpTopic } from '@monsoon/contracts/content';
import { SafeHtml } from '@/components/ui/safe-html';
import styles from './help-page.module.css';

/** One help topic: its title and sanitised HTML, addressable by its tag. */
export function HelpTopicView({ topic }: { topic: HelpTopic }) {
  return (
    <article id={topic.tag} className={styles.topic} aria-labelledby={`${topic.tag}-title`}>
      <p className={styles.category}>{topic.category}</p>
      <h2 id={`${topic.tag}-title`} className={styles.topicTitle}>
        {topic.title}
      </h2>
      <SafeHtml html={topic.content} />
    </article>
  );
}

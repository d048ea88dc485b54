import { Link } from 'react-router';
import { helpTopicPath } from '@/config/paths';
import { useHelpCenter } from '@/features/help/api/get-help-center';
import styles from './help-links.module.css';

/** The footer's help and support links: one per help-centre topic. */
export function HelpLinks() {
  const topics = useHelpCenter().data ?? [];
  return (
    <ul className={styles.list}>
      {topics.slice(0, 8).map((topic) => (
        <li key={topic.id}>
          <Link to={helpTopicPath(topic.tag)} className={styles.link}>
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

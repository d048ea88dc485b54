import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { agentCentrePages, type AgentCentrePage } from '@/config/paths';
import { withAgentCentrePage } from '@/lib/agent-centre';
import { agentCentreLabelKeys } from './labels';
import type { AgentCentreEntry } from './pages';
import styles from './agent-centre.module.css';

/** The pages shown, in the spec's order; the open one is highlighted (`aria-current`). */
export function AgentCentreMenu({
  entries,
  active,
}: {
  entries: readonly AgentCentreEntry[];
  active: AgentCentrePage;
}) {
  const { t } = useTranslation('agent');
  const location = useLocation();
  const nav = useRef<HTMLElement>(null);
  // Back and forward move focus along to the open page's entry; a sideways strip scrolls it into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    if (nav.current?.contains(document.activeElement)) current.focus();
    current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const ordered = [...entries].sort(
    (a, b) => agentCentrePages.indexOf(a.page) - agentCentrePages.indexOf(b.page),
  );
  return (
    <nav ref={nav} className={styles.menu} aria-label={t('centre.menu')}>
      <ul className={styles.menuList}>
        {ordered.map(({ page, icon: Icon }) => (
          <li key={page}>
            <Link
              to={withAgentCentrePage(location, page)}
              className={page === active ? `${styles.item} ${styles.active}` : styles.item}
              aria-current={page === active ? 'page' : undefined}
              data-autofocus={page === active ? true : undefined}
            >
              <Icon size={18} aria-hidden />
              <span className={styles.label}>{t(`menu.${agentCentreLabelKeys[page]}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

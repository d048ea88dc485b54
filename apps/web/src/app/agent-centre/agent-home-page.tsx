import { LogIn } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { agentCentreParam, paths } from '@/config/paths';
import {
  defaultAgentCentrePage,
  resolveAgentCentrePage,
  withAgentCentrePage,
} from '@/lib/agent-centre';
import { openModal } from '@/stores/modal-store';
import { AgentCentreView } from './agent-centre-view';
import { agentCentreEntries, type AgentCentreEntry } from './pages';
import { useAgentCentreAccess } from './use-agent-centre-access';
import shell from '../centre-shell/centre-shell.module.css';
import styles from './agent-centre.module.css';

/** A message in place of the centre, with an action. */
function Notice({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className={styles.home}>
      <EmptyState title={title} text={text} action={action} />
    </div>
  );
}

/**
 * /agentHome (spec §2, wire reference §10.2): the agent centre as a page, with the same menu and pages
 * as the overlay; the open page is `?ac=<page>` here too (the default page when absent). A visitor gets
 * the login (and lands back here, spec §4), a trial account or a member a notice.
 */
export function AgentHomePage({
  entries = agentCentreEntries,
}: {
  entries?: readonly AgentCentreEntry[];
}) {
  const { t } = useTranslation(['agent', 'site']);
  const location = useLocation();
  const navigate = useNavigate();
  const { access, shown, visible, ready } = useAgentCentreAccess(entries);
  const raw = new URLSearchParams(location.search).get(agentCentreParam);
  const page = resolveAgentCentrePage(raw ?? defaultAgentCentrePage, shown);
  const back = `${location.pathname}${location.search}`;
  const login = () => openModal('login', { redirectTo: back });
  const asked = useRef(false);

  useEffect(() => {
    if (access !== 'login' || asked.current) return;
    asked.current = true;
    openModal('login', { redirectTo: back });
  }, [access, back]);
  useEffect(() => {
    if (access === 'allow' && ready && raw !== null && page !== null && raw !== page)
      void navigate(withAgentCentrePage(location, page), { replace: true });
  }, [access, ready, raw, page, navigate, location]);

  if (access === 'loading' || (access === 'allow' && !ready))
    return (
      <div className={shell.pending}>
        <Spinner size="lg" label={t('centre.loading')} />
      </div>
    );
  if (access === 'login')
    return (
      <Notice
        title={t('home.loginTitle')}
        text={t('home.loginText')}
        action={
          <Button icon={<LogIn size={16} aria-hidden />} onClick={login}>
            {t('home.login')}
          </Button>
        }
      />
    );
  if (access !== 'allow' || page === null) {
    const text =
      access === 'trial'
        ? t('site:gate.in_need_true_account')
        : access === 'notAgent'
          ? t('centre.notAgent')
          : t('home.unavailable');
    return (
      <Notice
        title={t('centre.title')}
        text={text}
        action={<Link to={paths.home}>{t('home.toHome')}</Link>}
      />
    );
  }
  return (
    <div className={styles.home}>
      <h1 className={styles.homeTitle}>{t('centre.title')}</h1>
      <div className={styles.homeBody}>
        <AgentCentreView page={page} entries={visible} heading="h2" />
      </div>
    </div>
  );
}

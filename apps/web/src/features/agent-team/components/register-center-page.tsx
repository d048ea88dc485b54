import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { useSessionStore } from '@/stores/session-store';
import { canMakeAgents, canRegister } from '@/features/agent-team/lib/agent-permissions';
import { AffiliateLinks } from './affiliate-links';
import { RegisterDownlineForm } from './register-downline-form';
import styles from './agent-team.module.css';

type Tab = 'account' | 'links';

/**
 * The agent centre's registerCenter page (wire reference §10.2): register a downline directly, or
 * keep affiliate links whose registrations join the team. Agents of type 42 register no one.
 */
export function RegisterCenterPage() {
  // The rule messages live in `auth`, the refusals in `errors`: loaded with the page.
  const { t } = useTranslation(['agent', 'auth', 'errors']);
  const type = useSessionStore((s) => s.isAgent);
  const [tab, setTab] = useState<Tab>('account');
  if (!canRegister(type))
    return <EmptyState title={t('register.notAllowed')} text={t('register.notAllowedText')} />;
  const agentOption = canMakeAgents(type);
  return (
    <div className={styles.page}>
      <Tabs
        label={t('register.tabsLabel')}
        items={[
          { key: 'account', label: t('register.tabs.account') },
          { key: 'links', label: t('register.tabs.links') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'account' ? (
          <RegisterDownlineForm agentOption={agentOption} />
        ) : (
          <AffiliateLinks agentOption={agentOption} />
        )}
      </Tabs>
    </div>
  );
}

import type { AdminContract } from '@monsoon/contracts/admin/agent-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card, PageHeader } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useAgent } from '../api/agents';
import { AgentStatus } from './agent-status';
import { AgentType, ContractChips } from './agent-labels';
import detail from '@/components/ui/detail.module.css';
import styles from './agents.module.css';
import { ContractTable } from './contract-rows';
import { EndContractDialog } from './end-contract-dialog';
import { IncomeAdjustmentsCard } from './income-adjustments-card';

const AGENT_TYPES = [1, 2, 41, 42];

/**
 * A member in the tree: its place (the path from the top), type, team and contracts per kind, every
 * contract it holds (owners end those in force, and grant an agent a new top-level one on the
 * contracts screen), and its income adjustments with a request form.
 */
export default function AgentPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const agent = useAgent(id);
  const canEnd = useCan('contracts.write');
  const canSeeMembers = useCan('members.read');
  const [ending, setEnding] = useState<AdminContract | null>(null);
  if (agent.error) return <ErrorAlert error={agent.error} />;
  if (!agent.data) return <Loading />;
  const { agent: a, path, contracts } = agent.data;
  const up = path.at(-1);
  return (
    <>
      <Link className={styles.back} to={up ? `/agents?parent=${up.id}` : '/agents'}>
        ← {t('agents.backToTree')}
      </Link>
      <PageHeader
        title={
          <>
            {a.username} <AgentStatus status={a.status} />
          </>
        }
        actions={
          canSeeMembers ? <Link to={`/members/${a.id}`}>{t('agents.memberPage')}</Link> : null
        }
      />
      <nav aria-label={t('agents.pathLabel')}>
        <ol className={styles.crumbs}>
          <li>
            <Link to="/agents">{t('agents.topLevel')}</Link>
          </li>
          {path.map((s) => (
            <li key={s.id}>
              <Link to={`/agents/${s.id}`}>{s.username}</Link>
            </li>
          ))}
          <li>
            <strong>{a.username}</strong>
          </li>
        </ol>
      </nav>
      <div className={detail.grid}>
        <Card title={t('agents.profile')}>
          <dl className={detail.facts}>
            <dt>{t('agents.type')}</dt>
            <dd>
              <AgentType type={a.type} />
            </dd>
            <dt>{t('agents.nickname')}</dt>
            <dd>{a.nickname}</dd>
            <dt>{t('agents.direct')}</dt>
            <dd>
              {a.directDownlines > 0 ? (
                <Link to={`/agents?parent=${a.id}`}>{a.directDownlines}</Link>
              ) : (
                0
              )}
            </dd>
            <dt>{t('agents.team')}</dt>
            <dd>{a.teamSize}</dd>
            <dt>{t('agents.registered')}</dt>
            <dd>{formatTime(a.createdAt)}</dd>
            <dt>{t('agents.contracts')}</dt>
            <dd>
              <ContractChips contracts={a.contracts} />
            </dd>
          </dl>
        </Card>
        {AGENT_TYPES.includes(a.type) ? <IncomeAdjustmentsCard memberId={a.id} /> : null}
      </div>
      <Card
        title={t('agents.contractsOf')}
        actions={
          canEnd && AGENT_TYPES.includes(a.type) ? (
            <Link to={`/contracts?grant=${encodeURIComponent(a.username)}`}>
              {t('contracts.grant')}
            </Link>
          ) : null
        }
      >
        {contracts.length > 0 ? (
          <ContractTable
            label={t('agents.contractsOf')}
            contracts={contracts}
            onEnd={canEnd ? setEnding : undefined}
          />
        ) : (
          <Empty text={t('contracts.none')} />
        )}
      </Card>
      {ending ? <EndContractDialog contract={ending} onClose={() => setEnding(null)} /> : null}
    </>
  );
}

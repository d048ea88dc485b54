import type { AgentNode, AgentPathStep } from '@monsoon/contracts/admin/agents';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { AgentStatus } from './agent-status';
import { AgentType, ContractChips } from './agent-labels';
import styles from './agents.module.css';

/** A row of the tree, with its path from the top when it is a search result. */
export type AgentRow = AgentNode & { path?: AgentPathStep[] };

const TRIAL = 4;

/**
 * Members of one level of the tree (or search results): account (opens its downlines), type, team,
 * registration, status, contracts per kind, and the row's actions.
 */
export function AgentTable({
  label,
  rows,
  page,
  pageSize,
  total,
  onPage,
  onOpen,
  onChangeType,
}: {
  label: string;
  rows: AgentRow[];
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onChangeType: (agent: AgentNode) => void;
}) {
  const { t } = useTranslation();
  const canChange = useCan('agents.type');
  const canSeeMembers = useCan('members.read');
  return (
    <>
      <Table
        label={label}
        head={
          <>
            <th>{t('agents.account')}</th>
            <th>{t('agents.type')}</th>
            <th className={tableStyles.num}>{t('agents.direct')}</th>
            <th className={tableStyles.num}>{t('agents.team')}</th>
            <th>{t('agents.registered')}</th>
            <th>{t('agents.statusLabel')}</th>
            <th>{t('agents.contracts')}</th>
            <th>{t('agents.actions')}</th>
          </>
        }
      >
        {rows.map((a) => (
          <tr key={a.id}>
            <td>
              {a.directDownlines > 0 ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => onOpen(a.id)}
                  aria-label={t('agents.openTeam', { account: a.username })}
                >
                  {a.username}
                </button>
              ) : (
                a.username
              )}
              {a.path && a.path.length > 0 ? (
                <div className={styles.path}>{a.path.map((s) => s.username).join(' › ')}</div>
              ) : null}
            </td>
            <td>
              <AgentType type={a.type} />
            </td>
            <td className={tableStyles.num}>{a.directDownlines}</td>
            <td className={tableStyles.num}>{a.teamSize}</td>
            <td>{formatTime(a.createdAt)}</td>
            <td>
              <AgentStatus status={a.status} />
            </td>
            <td>
              <ContractChips contracts={a.contracts} />
            </td>
            <td>
              <div className={styles.rowActions}>
                <Link to={`/agents/${a.id}`}>{t('agents.details')}</Link>
                {canSeeMembers ? <Link to={`/members/${a.id}`}>{t('agents.member')}</Link> : null}
                {canChange && a.type !== TRIAL ? (
                  <Button small variant="secondary" onClick={() => onChangeType(a)}>
                    {t('agents.changeType')}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </Table>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}

import type { AgentNode } from '@monsoon/contracts/admin/agents';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { useAgent, useAgentLevel, useAgentSearch } from '../api/agents';
import { AgentTable } from './agent-table';
import styles from './agents.module.css';
import { ChangeTypeDialog } from './change-type-dialog';

/**
 * The agent tree (decision 0068): the merchant's top-level agents, then a member's direct downlines
 * level by level (the path from the top above them), or a search by account showing each match's
 * path. Owners change a member's agent type from its row; every row opens the member's pages.
 */
export default function AgentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const parent = Number(params.get('parent')) || null;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [text, setText] = useState(q);
  const [changing, setChanging] = useState<AgentNode | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  const open = (id: number) => setParams({ parent: String(id) });
  const paged = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <>
      <PageHeader title={t('agents.title')} />
      <form className={styles.search} onSubmit={submit} role="search">
        <TextField
          label={t('agents.searchLabel')}
          placeholder={t('agents.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={64}
        />
        <Button type="submit" icon={<Search size={16} aria-hidden />}>
          {t('agents.search')}
        </Button>
      </form>
      {q ? (
        <SearchResults q={q} page={page} onPage={paged} onOpen={open} onChange={setChanging} />
      ) : (
        <TreeLevel
          parent={parent}
          page={page}
          onPage={paged}
          onOpen={open}
          onChange={setChanging}
        />
      )}
      {changing ? <ChangeTypeDialog agent={changing} onClose={() => setChanging(null)} /> : null}
    </>
  );
}

interface LevelProps {
  page: number;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  onChange: (agent: AgentNode) => void;
}

/** Search results, each with its path from the top. */
function SearchResults({ q, page, onPage, onOpen, onChange }: LevelProps & { q: string }) {
  const { t } = useTranslation();
  const found = useAgentSearch(q, page);
  if (found.error) return <ErrorAlert error={found.error} />;
  if (found.isPending) return <Loading />;
  if (found.data.items.length === 0) return <Empty text={t('agents.noMatch')} />;
  return (
    <>
      <p className={styles.crumbs}>
        <Link to="/agents">{t('agents.topLevel')}</Link>
      </p>
      <AgentTable
        label={t('agents.results')}
        rows={found.data.items}
        page={found.data.page}
        pageSize={found.data.pageSize}
        total={found.data.total}
        onPage={onPage}
        onOpen={onOpen}
        onChangeType={onChange}
      />
    </>
  );
}

/** One level of the tree under the path from the top to its parent. */
function TreeLevel({
  parent,
  page,
  onPage,
  onOpen,
  onChange,
}: LevelProps & { parent: number | null }) {
  const { t } = useTranslation();
  const level = useAgentLevel(parent, page);
  const above = useAgent(parent);
  const path = above.data ? [...above.data.path, above.data.agent] : [];
  return (
    <>
      <nav aria-label={t('agents.pathLabel')}>
        <ol className={styles.crumbs}>
          <li>
            {parent ? <Link to="/agents">{t('agents.topLevel')}</Link> : t('agents.topLevel')}
          </li>
          {path.map((step) => (
            <li key={step.id}>
              {step.id === parent ? (
                <strong>{step.username}</strong>
              ) : (
                <Link to={`/agents?parent=${step.id}`}>{step.username}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {level.error ? <ErrorAlert error={level.error} /> : null}
      {level.isPending ? (
        <Loading />
      ) : level.data && level.data.items.length > 0 ? (
        <AgentTable
          label={
            parent
              ? t('agents.downlinesOf', { account: path.at(-1)?.username ?? '' })
              : t('agents.topLevel')
          }
          rows={level.data.items}
          page={level.data.page}
          pageSize={level.data.pageSize}
          total={level.data.total}
          onPage={onPage}
          onOpen={onOpen}
          onChangeType={onChange}
        />
      ) : level.data ? (
        <Empty text={t(parent ? 'agents.noDownlines' : 'agents.none')} />
      ) : null}
    </>
  );
}

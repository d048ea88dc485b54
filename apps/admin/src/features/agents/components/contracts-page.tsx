import type { AdminContract } from '@monsoon/contracts/admin/agent-contracts';
import { CONTRACT_KINDS, CONTRACT_STATUSES } from '@monsoon/contracts/agent-contracts';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Alert, PageHeader } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/field';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager } from '@/components/ui/table';
import { useCan } from '@/lib/use-can';
import { useContractLimits, useContracts, type ContractFilter } from '../api/contracts';
import styles from './agents.module.css';
import { ContractTable } from './contract-rows';
import { EndContractDialog } from './end-contract-dialog';
import { GrantContractDialog } from './grant-contract-dialog';

/**
 * Every agent contract of the merchant (decision 0068), by status, kind and account, newest first.
 * Owners grant agents top-level contracts (within the merchant's limits per kind) and end contracts
 * in force with a reason; `?grant=<account>` opens the grant form for that agent.
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = CONTRACT_STATUSES.find((s) => s === (params.get('status') ?? 'active'));
  const kind = CONTRACT_KINDS.find((k) => k === params.get('kind'));
  const account = params.get('account') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: ContractFilter = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(account ? { account } : {}),
  };
  const list = useContracts(filter, page);
  const canWrite = useCan('contracts.write');
  const limits = useContractLimits(canWrite);
  const [text, setText] = useState(account);
  const [ending, setEnding] = useState<AdminContract | null>(null);
  const [granted, setGranted] = useState<AdminContract | null>(null);
  const granting = params.get('grant');

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    next.delete('page');
    setParams(next);
  };
  const openGrant = () => {
    const next = new URLSearchParams(params);
    next.set('grant', '');
    setParams(next);
  };
  const applyAccount = (e: FormEvent) => {
    e.preventDefault();
    update({ account: text.trim() });
  };

  return (
    <>
      <PageHeader
        title={t('contracts.title')}
        actions={
          canWrite ? (
            <Button icon={<Plus size={16} aria-hidden />} onClick={openGrant}>
              {t('contracts.grant')}
            </Button>
          ) : null
        }
      />
      <FilterTabs
        label={t('contracts.statusFilter')}
        tabs={[...CONTRACT_STATUSES, 'all' as const].map((s) => ({
          value: s,
          label: t(`contracts.status.${s}`),
        }))}
        selected={status ?? 'all'}
        onSelect={(s) => update({ status: s })}
      />
      <form className={styles.filters} onSubmit={applyAccount} role="search">
        <SelectField
          label={t('contracts.kind')}
          value={kind ?? ''}
          onChange={(e) => update({ kind: e.target.value })}
        >
          <option value="">{t('contracts.allKinds')}</option>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('contracts.account')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={64}
        />
        <Button type="submit" variant="secondary">
          {t('contracts.apply')}
        </Button>
      </form>
      {granted ? (
        <Alert tone="success">
          {t('contracts.granted', {
            id: granted.contractId,
            kind: t(`contracts.kinds.${granted.kind}`),
            account: granted.downline,
          })}
        </Alert>
      ) : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <ContractTable
            label={t('contracts.title')}
            contracts={list.data.items}
            onEnd={canWrite ? setEnding : undefined}
          />
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              setParams(next);
            }}
          />
        </>
      ) : (
        <Empty text={t('contracts.none')} />
      )}
      {canWrite && granting !== null && limits.data ? (
        <GrantContractDialog
          account={granting}
          limits={limits.data}
          onGranted={(c) => {
            setGranted(c);
            update({ grant: null, status: 'active', account: c.downline });
            setText(c.downline);
          }}
          onClose={() => update({ grant: null })}
        />
      ) : null}
      {ending ? <EndContractDialog contract={ending} onClose={() => setEnding(null)} /> : null}
    </>
  );
}

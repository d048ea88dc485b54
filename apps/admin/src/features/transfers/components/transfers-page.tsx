import { transferKinds } from '@monsoon/contracts/admin/transfers';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FilterTabs } from '@/components/ui/filter-tabs';
import { PageHeader } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useTransfers, type TransferFilter } from '../api/transfers';
import styles from './transfers.module.css';

/**
 * Transfers between members (to the upline, to a downline) and between members' main and vendor
 * wallets, newest first, each with every side it moved (decisions 0050, 0051). Read-only.
 */
export default function TransfersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = transferKinds.find((k) => k === params.get('kind'));
  const memberId = Number(params.get('memberId')) || undefined;
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const filter: TransferFilter = { ...(kind ? { kind } : {}), ...(memberId ? { memberId } : {}) };
  const list = useTransfers(filter, page);
  const show = (next: string | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('kind', next);
    else p.delete('kind');
    p.delete('page');
    setParams(p);
  };
  return (
    <>
      <PageHeader title={t('transfers.title')} />
      <FilterTabs
        label={t('transfers.kindFilter')}
        tabs={[null, ...transferKinds].map((k) => ({
          value: k,
          label: t(k ? `transfers.kinds.${k.replace('.', '_')}` : 'transfers.all'),
        }))}
        selected={kind ?? null}
        onSelect={show}
      />
      {memberId ? (
        <p className={styles.muted}>{t('transfers.forMember', { id: memberId })}</p>
      ) : null}
      {list.error ? <ErrorAlert error={list.error} /> : null}
      {list.isPending ? (
        <Loading />
      ) : list.data && list.data.items.length > 0 ? (
        <>
          <Table
            label={t('transfers.title')}
            head={
              <>
                <th className={tableStyles.num}>#</th>
                <th>{t('transfers.time')}</th>
                <th>{t('transfers.kind')}</th>
                <th>{t('transfers.sides')}</th>
              </>
            }
          >
            {list.data.items.map((tr) => (
              <tr key={tr.journalId}>
                <td className={tableStyles.num}>{tr.journalId}</td>
                <td>{formatTime(tr.time)}</td>
                <td>{t(`transfers.kinds.${tr.kind.replace('.', '_')}`)}</td>
                <td>
                  <ul className={styles.legs}>
                    {tr.legs.map((l) => {
                      const out = l.amount.startsWith('-');
                      return (
                        <li key={`${l.memberId}-${l.wallet}`}>
                          <Link to={`/members/${l.memberId}`}>{l.username}</Link>{' '}
                          <span className={styles.muted}>
                            {l.wallet === 'MAIN' ? t('transfers.mainWallet') : l.wallet}
                          </span>{' '}
                          <span className={out ? styles.debit : styles.credit}>
                            {out ? '−' : '+'}
                            {tr.asset} {formatAmount(out ? l.amount.slice(1) : l.amount)}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </Table>
          <Pager
            page={page}
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
        <Empty text={t('transfers.none')} />
      )}
    </>
  );
}

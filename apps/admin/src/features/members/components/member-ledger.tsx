import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Pager, Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useMemberLedger } from '../api/members';
import styles from './members.module.css';

/** The member's ledger entries, newest first, ten a page. */
export function MemberLedger({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const ledger = useMemberLedger(memberId, page);
  return (
    <Card title={t('members.ledger')}>
      {ledger.error ? <ErrorAlert error={ledger.error} /> : null}
      {ledger.isPending ? (
        <Loading />
      ) : ledger.data && ledger.data.items.length > 0 ? (
        <>
          <Table
            label={t('members.ledger')}
            head={
              <>
                <th>{t('members.time')}</th>
                <th>{t('members.kind')}</th>
                <th className={tableStyles.num}>{t('members.journal')}</th>
                <th>{t('members.asset')}</th>
                <th className={tableStyles.num}>{t('adjustments.amount')}</th>
                <th className={tableStyles.num}>{t('members.balanceAfter')}</th>
              </>
            }
          >
            {ledger.data.items.map((e) => (
              <tr key={e.entryId}>
                <td>{formatTime(e.createdAt)}</td>
                <td className={tableStyles.mono}>{e.kind}</td>
                <td className={tableStyles.num}>{e.journalId}</td>
                <td>{e.asset}</td>
                <td
                  className={[
                    tableStyles.num,
                    e.amount.startsWith('-') ? styles.debit : styles.credit,
                  ].join(' ')}
                >
                  {formatAmount(e.amount)}
                </td>
                <td className={tableStyles.num}>{formatAmount(e.balanceAfter)}</td>
              </tr>
            ))}
          </Table>
          <Pager
            page={page}
            pageSize={ledger.data.pageSize}
            total={ledger.data.total}
            onPage={setPage}
          />
        </>
      ) : (
        <Empty text={t('members.noEntries')} />
      )}
    </Card>
  );
}

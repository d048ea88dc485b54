import type { AdminDepositChannel } from '@monsoon/contracts/admin/deposits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Alert, Badge, PageHeader } from '@/components/ui/card';
import { Empty, ErrorAlert, Loading } from '@/components/ui/states';
import { Table, tableStyles } from '@/components/ui/table';
import { formatAmount, formatTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { useErrorText } from '@/lib/use-error-text';
import { useDepositChannels, useSetDepositsEnabled } from '../api/deposits';
import { AddChannelDialog } from './add-channel-dialog';
import { ChannelDialog } from './channel-dialog';
import styles from './deposits.module.css';
import { RemoveChannelDialog } from './remove-channel-dialog';

/**
 * The deposit channels of the merchant: the deposit switch, and per channel its switch, limits, fee and
 * quick amounts (finance and owners edit them); owners add and remove channels. Every change is in the
 * audit log.
 */
export default function DepositChannelsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const channels = useDepositChannels();
  const toggle = useSetDepositsEnabled();
  const canWrite = useCan('deposits.write');
  const canManage = useCan('deposits.channels');
  const [editing, setEditing] = useState<AdminDepositChannel | null>(null);
  const [removing, setRemoving] = useState<AdminDepositChannel | null>(null);
  const [adding, setAdding] = useState(false);
  if (channels.error) return <ErrorAlert error={channels.error} />;
  if (!channels.data) return <Loading />;
  const { enabled, currency, items, pspCodes } = channels.data;
  return (
    <>
      <PageHeader
        title={t('deposits.channelsTitle')}
        actions={
          canManage ? (
            <Button onClick={() => setAdding(true)} disabled={pspCodes.length === 0}>
              {t('deposits.addChannel')}
            </Button>
          ) : null
        }
      />
      <div className={styles.toolbar}>
        <Badge tone={enabled ? 'success' : 'danger'}>
          {t(enabled ? 'deposits.depositsOn' : 'deposits.depositsOff')}
        </Badge>
        {canWrite ? (
          <Button
            small
            variant={enabled ? 'danger' : 'primary'}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!enabled)}
          >
            {t(enabled ? 'deposits.turnOff' : 'deposits.turnOn')}
          </Button>
        ) : (
          <span className={styles.muted}>{t('deposits.readOnly')}</span>
        )}
      </div>
      {toggle.error ? <Alert tone="error">{errorText(toggle.error)}</Alert> : null}
      {items.length === 0 ? (
        <Empty text={t('deposits.noChannels')} />
      ) : (
        <Table
          label={t('deposits.channelsTitle')}
          head={
            <>
              <th>{t('deposits.channel')}</th>
              <th>{t('deposits.psp')}</th>
              <th>{t('deposits.status')}</th>
              <th className={tableStyles.num}>
                {t('deposits.limits')} ({currency})
              </th>
              <th className={tableStyles.num}>{t('deposits.fee')}</th>
              <th>{t('deposits.quickAmounts')}</th>
              <th>{t('deposits.updated')}</th>
              {canWrite || canManage ? <th>{t('deposits.actions')}</th> : null}
            </>
          }
        >
          {items.map((c) => (
            <tr key={c.id}>
              <td>
                {c.name}
                <div className={styles.muted}>
                  {c.channel} · {c.bankType}
                </div>
              </td>
              <td>
                {c.pspCode}
                {c.sandbox ? (
                  <div>
                    <Badge tone="warning">{t('deposits.sandbox')}</Badge>
                  </div>
                ) : null}
                {c.pspConfigured ? null : (
                  <div className={styles.muted}>{t('deposits.pspMissing')}</div>
                )}
              </td>
              <td>
                <Badge tone={c.enabled ? 'success' : 'neutral'}>
                  {t(c.enabled ? 'deposits.open' : 'deposits.closed')}
                </Badge>
              </td>
              <td className={tableStyles.num}>
                {formatAmount(c.minAmount)} – {formatAmount(c.maxAmount)}
              </td>
              <td className={tableStyles.num}>{c.feeBps / 100} %</td>
              <td className={tableStyles.wrap}>{c.quickAmounts.map(formatAmount).join(', ')}</td>
              <td>{formatTime(c.updatedAt)}</td>
              {canWrite || canManage ? (
                <td>
                  <div className={styles.rowActions}>
                    {canWrite ? (
                      <Button small variant="secondary" onClick={() => setEditing(c)}>
                        {t('deposits.edit')}
                      </Button>
                    ) : null}
                    {canManage ? (
                      <Button small variant="danger" onClick={() => setRemoving(c)}>
                        {t('deposits.remove')}
                      </Button>
                    ) : null}
                  </div>
                </td>
              ) : null}
            </tr>
          ))}
        </Table>
      )}
      {editing ? <ChannelDialog channel={editing} onClose={() => setEditing(null)} /> : null}
      {removing ? (
        <RemoveChannelDialog channel={removing} onClose={() => setRemoving(null)} />
      ) : null}
      {adding ? (
        <AddChannelDialog
          used={items.map((c) => c.bankType)}
          pspCodes={pspCodes}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </>
  );
}

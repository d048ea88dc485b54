import type { PayeeTypeCode } from '@monsoon/contracts/withdrawals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { withdrawalKeys } from '@/features/withdrawals/api/withdrawal-keys';
import {
  bindPayee,
  withdrawBanksQuery,
  withdrawSettingsQuery,
} from '@/features/withdrawals/api/withdrawals-api';
import styles from './withdrawals.module.css';

const TYPES: PayeeTypeCode[] = ['B', 'E', 'V'];

/**
 * The security centre's bank cards slot: the bound payees (masked: last 4 only) and a form to bind a
 * bank card, an e-wallet or a crypto address under the real name. `onChanged` lets the app refresh the
 * security centre's count.
 */
export function BankCardsSection({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation(['member', 'errors']);
  const client = useQueryClient();
  const settings = useQuery(withdrawSettingsQuery());
  const banks = useQuery(withdrawBanksQuery());
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<PayeeTypeCode>('B');
  const [bankCode, setBankCode] = useState('');
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const bind = useMutation({
    mutationFn: () =>
      bindPayee({
        bankType: type,
        bankCode,
        accountNumber: number.trim(),
        ...(type === 'V' ? {} : { payeeName: name.trim() }),
      }),
    onSuccess: async () => {
      toast(t('member:withdraw.cards.bound'), 'success');
      setOpen(false);
      setNumber('');
      await client.invalidateQueries({ queryKey: withdrawalKeys.all });
      onChanged?.();
    },
  });
  const options = (banks.data ?? []).filter((b) => b.bankType === type);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!bankCode || number.trim() === '') return;
    bind.mutate();
  };
  let body;
  if (settings.isPending) body = <Spinner label={t('member:centre.loading')} />;
  else if (settings.isError)
    body = (
      <ErrorState title={t('member:withdraw.loadFailed')} onRetry={() => void settings.refetch()} />
    );
  else {
    const s = settings.data;
    const full = s.bankCards.length >= s.maxBankCards;
    body = (
      <>
        {s.bankCards.length === 0 ? (
          <p className={styles.hint}>{t('member:withdraw.cards.none')}</p>
        ) : (
          <ul className={styles.cards}>
            {s.bankCards.map((c) => (
              <li key={c.id} className={styles.payee}>
                <CreditCard size={18} aria-hidden />
                <span className={styles.payeeName}>{c.bankName}</span>
                <span className={styles.payeeNumber}>{c.maskedAccount}</span>
                <span className={styles.payeeType}>
                  {t(`member:withdraw.cards.types.${c.bankType}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {!s.hasRealName ? (
          <p className={styles.notice}>{t('member:withdraw.needRealName')}</p>
        ) : open ? (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <Select
              label={t('member:withdraw.cards.type')}
              value={type}
              onChange={(e) => {
                setType(e.target.value as PayeeTypeCode);
                setBankCode('');
                bind.reset();
              }}
              options={TYPES.map((v) => ({
                value: v,
                label: t(`member:withdraw.cards.types.${v}`),
              }))}
            />
            <Select
              label={t('member:withdraw.cards.bank')}
              value={bankCode}
              onChange={(e) => (setBankCode(e.target.value), bind.reset())}
              options={[
                { value: '', label: t('member:withdraw.cards.chooseBank'), disabled: true },
                ...options.map((b) => ({ value: b.bankCode, label: b.bankName })),
              ]}
            />
            <TextField
              label={t(
                type === 'V' ? 'member:withdraw.cards.address' : 'member:withdraw.cards.number',
              )}
              autoComplete="off"
              inputMode={type === 'V' ? 'text' : 'numeric'}
              value={number}
              onChange={(e) => (setNumber(e.target.value), bind.reset())}
            />
            {type === 'V' ? null : (
              <TextField
                label={t('member:withdraw.cards.holder')}
                hint={t('member:withdraw.cards.holderHint')}
                autoComplete="name"
                value={name}
                onChange={(e) => (setName(e.target.value), bind.reset())}
              />
            )}
            {bind.error && isApiError(bind.error) ? (
              <p className={styles.error} role="alert">
                {bind.error.message}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('member:security.cancel')}
              </Button>
              <Button type="submit" loading={bind.isPending} disabled={!bankCode || !number.trim()}>
                {t('member:security.bind')}
              </Button>
            </div>
          </form>
        ) : (
          <Button
            variant="secondary"
            icon={<Plus size={16} aria-hidden />}
            disabled={full}
            onClick={() => setOpen(true)}
          >
            {full
              ? t('member:withdraw.cards.full', { max: s.maxBankCards })
              : t('member:withdraw.cards.add')}
          </Button>
        )}
      </>
    );
  }
  return (
    <div className={styles.slot}>
      <h4 className={styles.sectionTitle}>{t('member:withdraw.cards.title')}</h4>
      {body}
    </div>
  );
}

import type { AdminC2cMatch } from '@monsoon/contracts/admin/c2c';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { ErrorAlert, Loading } from '@/components/ui/states';
import { formatAmount } from '@/lib/format';
import { useC2cProof, useDecideC2c } from '../api/c2c';
import styles from './c2c.module.css';

function ProofImage({ id, alt }: { id: number; alt: string }) {
  const proof = useC2cProof(id);
  if (proof.isPending) return <Loading />;
  if (proof.error) return <ErrorAlert error={proof.error} />;
  return (
    <img
      className={styles.proof}
      src={`data:${proof.data.mime};base64,${proof.data.data}`}
      alt={alt}
    />
  );
}

/**
 * A C2C match with both proofs side by side (the depositor's payment, the withdrawer's non-receipt);
 * for a dispute, an operator holding `withdrawals.decide` decides received or not received, once.
 */
export function DecideC2cDialog({
  match: m,
  canDecide,
  onClose,
}: {
  match: AdminC2cMatch;
  canDecide: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideC2c();
  const side = (title: string, ids: number[], testId: string) => (
    <section className={styles.side} data-testid={testId}>
      <h3>{title}</h3>
      {ids.length === 0 ? <p className={styles.muted}>{t('c2c.noProof')}</p> : null}
      {ids.map((id, i) => (
        <ProofImage key={id} id={id} alt={`${title} ${i + 1}`} />
      ))}
    </section>
  );
  const run = (outcome: 'received' | 'not_received') =>
    decide.mutate({ id: m.id, outcome }, { onSuccess: onClose });
  return (
    <Dialog title={t('c2c.reviewTitle', { id: m.id })} onClose={onClose}>
      <p>
        {t('c2c.summary', {
          amount: `${m.asset} ${formatAmount(m.amount)}`,
          depositor: m.depositorUsername,
          withdrawer: m.withdrawerUsername,
        })}
      </p>
      <div className={styles.proofs}>
        {side(t('c2c.paymentProof'), m.paymentProofs, 'proofs-payment')}
        {side(t('c2c.nonReceiptProof'), m.nonReceiptProofs, 'proofs-non-receipt')}
      </div>
      {m.status === 'disputed' && canDecide ? (
        <p className={styles.muted}>{t('c2c.rules')}</p>
      ) : null}
      {decide.error ? <ErrorAlert error={decide.error} /> : null}
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {m.status === 'disputed' && canDecide ? (
          <>
            <Button variant="danger" busy={decide.isPending} onClick={() => run('not_received')}>
              {t('c2c.decideNotReceived')}
            </Button>
            <Button busy={decide.isPending} onClick={() => run('received')}>
              {t('c2c.decideReceived')}
            </Button>
          </>
        ) : null}
      </Actions>
    </Dialog>
  );
}

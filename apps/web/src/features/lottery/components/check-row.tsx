import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import styles from './verify.module.css';

/** One browser check of a draw: what is checked, then pass, fail or still running, with a detail line. */
export function CheckRow({
  label,
  ok,
  detail,
}: {
  label: string;
  ok: boolean | null;
  detail?: string;
}) {
  const { t } = useTranslation('lottery');
  const state = ok === null ? 'running' : ok ? 'pass' : 'fail';
  return (
    <li className={styles.check} data-state={state}>
      <span className={styles.checkIcon}>
        {ok === null ? (
          <Spinner size="sm" />
        ) : ok ? (
          <CircleCheck size={20} aria-hidden />
        ) : (
          <CircleX size={20} aria-hidden />
        )}
      </span>
      <span className={styles.checkBody}>
        <span className={styles.checkLabel}>{label}</span>
        {detail ? <span className={styles.checkDetail}>{detail}</span> : null}
      </span>
      <strong className={styles.checkState}>
        {ok === null ? t('verify.checking') : ok ? t('verify.pass') : t('verify.fail')}
      </strong>
    </li>
  );
}

import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './agent-reports.module.css';

/** A team member's username to narrow a report to; searched on submit, cleared by the cross. */
export function AccountSearch({
  account,
  onAccount,
}: {
  account: string | undefined;
  onAccount: (account: string) => void;
}) {
  const { t } = useTranslation('agentReports');
  const [text, setText] = useState(account ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAccount(text);
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <TextField
        label={t('common.account')}
        placeholder={t('common.accountPlaceholder')}
        value={text}
        maxLength={64}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        suffix={
          text !== '' ? (
            <button
              type="button"
              className={styles.clear}
              aria-label={t('common.clear')}
              onClick={() => (setText(''), onAccount(''))}
            >
              <X size={16} aria-hidden />
            </button>
          ) : null
        }
      />
      <Button type="submit" variant="secondary" icon={<Search size={16} aria-hidden />}>
        {t('common.search')}
      </Button>
    </form>
  );
}

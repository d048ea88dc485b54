import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import styles from './agent-team.module.css';

/** Search the whole team by part of an account; Clear goes back to the levels. */
export function TeamSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('agent');
  const [text, setText] = useState(value);
  // The search ended elsewhere (a level picked): the box empties too.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
      <TextField
        label={t('team.searchLabel')}
        hideLabel
        placeholder={t('team.searchPlaceholder')}
        value={text}
        maxLength={64}
        onChange={(e) => setText(e.target.value)}
        prefix={<Search size={16} aria-hidden />}
      />
      <Button type="submit" variant="secondary">
        {t('team.search')}
      </Button>
      {value ? (
        <Button
          variant="ghost"
          icon={<X size={14} aria-hidden />}
          onClick={() => (setText(''), onSearch(''))}
        >
          {t('team.clear')}
        </Button>
      ) : null}
    </form>
  );
}

import type { FieldRule } from '@monsoon/contracts/field-rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { confirmDialog } from '@/stores/modal-store';
import { ruleMessage } from '@/features/security-centre/lib/field-message';
import styles from './security-centre.module.css';

/**
 * The form of a value set only once (real name, birthday): checked in the page, confirmed in a dialog
 * (it cannot be changed afterwards), then saved; the server's field errors show under the field.
 */
export function OnceFieldForm({
  field,
  label,
  hint,
  type = 'text',
  rule,
  check,
  max,
  pending,
  serverError,
  onSave,
  onCancel,
}: {
  field: string;
  label: string;
  hint: string;
  type?: 'text' | 'date';
  rule?: FieldRule;
  /** An extra check in the page (a message, or null when fine). */
  check?: (value: string) => string | null;
  max?: string;
  pending: boolean;
  serverError: string | undefined;
  onSave: (value: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('member');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    const problem = (rule ? ruleMessage(text, rule) : null) ?? check?.(text) ?? null;
    setError(problem);
    if (problem) return;
    const ok = await confirmDialog({
      title: t('security.confirmOnce.title'),
      text: t('security.confirmOnce.text', { field: label, value: text }),
      confirmLabel: t('security.confirmOnce.confirm'),
      cancelLabel: t('security.confirmOnce.cancel'),
    });
    if (ok) onSave(text);
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={label}
        name={field}
        type={type}
        max={max}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? serverError ?? null}
        hint={hint}
        autoComplete={type === 'date' ? 'bday' : 'name'}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('security.save')}
        </Button>
      </div>
    </form>
  );
}

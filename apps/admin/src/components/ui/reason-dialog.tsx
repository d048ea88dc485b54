import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Actions, Dialog } from './dialog';
import { TextAreaField } from './field';
import { ErrorAlert } from './states';
import styles from './ui.module.css';

/** The shortest reason an operator may give (the server's rule too). */
const MIN_REASON = 3;

/**
 * A destructive operator action that needs a reason for the audit log (remove a channel or a payee,
 * cancel a C2C withdrawal): what it does, the reason, and the action's button; the server's refusal
 * shows in it.
 */
export function ReasonDialog({
  title,
  help,
  reasonLabel,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  help: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(reason.trim());
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className={styles.reasonForm} onSubmit={submit}>
        <p className={styles.reasonHelp}>{help}</p>
        <TextAreaField
          label={reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={MIN_REASON}
          maxLength={500}
          required
          rows={2}
        />
        {error ? <ErrorAlert error={error} /> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="danger"
            busy={busy}
            disabled={reason.trim().length < MIN_REASON}
          >
            {submitLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

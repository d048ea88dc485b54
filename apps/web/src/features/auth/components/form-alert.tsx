import { CircleAlert } from 'lucide-react';
import styles from './auth.module.css';

/** A form-level error the user can act on (wrong password, server refusal), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      <CircleAlert size={16} aria-hidden />
      <span>{message}</span>
    </p>
  );
}

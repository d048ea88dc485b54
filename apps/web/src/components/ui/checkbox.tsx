import { Check } from 'lucide-react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './field.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with an optional error under it. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const fallbackId = useId();
  const boxId = id ?? fallbackId;
  return (
    <div className={className}>
      <label htmlFor={boxId} className={styles.checkRow}>
        <input
          ref={ref}
          id={boxId}
          type="checkbox"
          className={styles.checkInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
          {...rest}
        />
        <span className={styles.checkBox} aria-hidden>
          <Check size={14} strokeWidth={3} />
        </span>
        <span className={styles.checkLabel}>{label}</span>
      </label>
      {error ? (
        <p id={`${boxId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

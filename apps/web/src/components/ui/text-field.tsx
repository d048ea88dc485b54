import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'prefix'
> {
  label: ReactNode;
  /** Shown under the field and linked with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Password inputs get a reveal toggle. */
  revealable?: boolean;
  /** Something at the left of the input (icon, dialling code). */
  prefix?: ReactNode;
  /** Something at the right of the input (captcha image, SMS button). */
  suffix?: ReactNode;
  /** Shows the label for screen readers only (compact forms). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its error under it and an optional password reveal. */
export function TextField({
  label,
  error,
  hint,
  revealable,
  prefix,
  suffix,
  hideLabel,
  id,
  type = 'text',
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const describedBy =
    [error ? `${inputId}-error` : '', hint ? `${inputId}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix ? <span className={styles.prefix}>{prefix}</span> : null}
        <input
          ref={ref}
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {isPassword && revealable ? (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((r) => !r)}
            aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={revealed}
          >
            {revealed ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
          </button>
        ) : null}
        {suffix ? <span className={styles.suffix}>{suffix}</span> : null}
      </div>
      {hint && !error ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

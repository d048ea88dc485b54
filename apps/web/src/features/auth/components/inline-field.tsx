import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './inline-login-form.module.css';

export interface InlineFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** Accessible label (visually hidden: the placeholder shows it). */
  label: string;
  error?: string | undefined;
  icon?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A compact header input: hidden label, leading icon, its error in a bubble under it. */
export function InlineField({
  label,
  error,
  icon,
  suffix,
  className,
  ref,
  ...rest
}: InlineFieldProps) {
  const id = useId();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        <input
          ref={ref}
          id={id}
          className={styles.input}
          placeholder={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        {suffix}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.bubble} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

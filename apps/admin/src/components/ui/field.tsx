import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './field.module.css';

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled field around one control; the error is tied to it for screen readers. */
function Field({
  label,
  error,
  hint,
  id,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <span className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const aria = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A labelled text input. */
export function TextField({
  label,
  error,
  hint,
  className,
  ...rest
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <input
        id={id}
        className={[styles.control, className ?? ''].join(' ')}
        {...aria(id, error)}
        {...rest}
      />
    </Field>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  error,
  hint,
  children,
  ...rest
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <select id={id} className={styles.control} {...aria(id, error)} {...rest}>
        {children}
      </select>
    </Field>
  );
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  error,
  hint,
  ...rest
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      <textarea id={id} className={styles.control} {...aria(id, error)} {...rest} />
    </Field>
  );
}

/** A checkbox with its label after it. */
export function CheckField({
  label,
  ...rest
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...rest} />
      {label}
    </label>
  );
}

import type { InputHTMLAttributes, Ref } from 'react';
import { TextField } from '@/components/ui/text-field';
import {
  DialingCodePicker,
  type DialingCountry,
} from '@/features/auth/components/dialing-code-picker';

export interface MobileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  error?: string | undefined;
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  countries: readonly DialingCountry[];
  ref?: Ref<HTMLInputElement>;
}

/** A mobile number field with the country dialling-code dropdown in front of it. */
export function MobileField({
  dialCode,
  onDialCodeChange,
  countries,
  error,
  onBlur,
  ...input
}: MobileFieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      error={error ?? null}
      prefix={
        <DialingCodePicker value={dialCode} onChange={onDialCodeChange} countries={countries} />
      }
      onBlur={(event) => {
        // Moving to the dialling-code dropdown is not leaving the field: validate only when focus leaves both.
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.parentElement?.contains(next)) return;
        onBlur?.(event);
      }}
      {...input}
    />
  );
}

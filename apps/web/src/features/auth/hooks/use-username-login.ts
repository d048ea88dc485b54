import i18next from 'i18next';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLoginMutation } from '@/features/auth/api/login';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { apiErrorText } from '@/lib/api-error-text';
import { wantsCaptcha } from '@/features/auth/lib/error-text';
import { requiredValidator } from '@/features/auth/lib/required';
import { completeLogin } from '@/features/auth/lib/session-flow';
import { rememberedLogin } from '@/lib/storage';

export interface UsernameLoginValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

export type UsernameLoginField = 'username' | 'password' | 'captcha';
export type UsernameLoginErrors = Partial<Record<UsernameLoginField, string>>;

const fieldOrder: readonly UsernameLoginField[] = ['username', 'password', 'captcha'];

/** The message of one field, or undefined when it is fine (the captcha only counts while it is shown). */
export function usernameLoginError(
  field: UsernameLoginField,
  values: UsernameLoginValues,
  captchaShown: boolean,
): string | undefined {
  if (field === 'captcha') {
    if (!captchaShown) return undefined;
    return values.captcha.trim() === '' ? i18next.t('auth:validation.captchaRequired') : undefined;
  }
  const result = requiredValidator(values[field]);
  return result === true ? undefined : result;
}

/**
 * The username + password login shared by the header form and the login modal: remembered login
 * (cookies, 1 day), captcha only after the server asks for it, and the login transitions of spec §4.
 * Plain controlled inputs (no form library: the header form is on a visitor's first load). Fields are
 * checked on submit, then again on every change; a failed check focuses the first wrong field.
 */
export function useUsernameLogin(onSuccess: (outcome: 'forced' | 'done') => void) {
  const settings = useAuthSettings();
  const mutation = useLoginMutation();
  const [captchaShown, setCaptchaShown] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [values, setValues] = useState<UsernameLoginValues>(() => {
    const remembered = rememberedLogin.read();
    return {
      username: remembered?.username ?? '',
      password: remembered?.password ?? '',
      captcha: '',
      remember: remembered !== null,
    };
  });
  const [errors, setErrors] = useState<UsernameLoginErrors>({});
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<UsernameLoginField, HTMLInputElement | null>>>({});

  const change = (field: UsernameLoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked)
      setErrors((e) => ({ ...e, [field]: usernameLoginError(field, next, captchaShown) }));
  };

  /** Props of a text input: name, value, change handler and ref (for focusing it when it is wrong). */
  const text = (field: UsernameLoginField) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(field, e.target.value),
    ref: (el: HTMLInputElement | null) => {
      inputs.current[field] = el;
    },
  });

  /** Props of the remember-me checkbox. */
  const remember = {
    name: 'remember',
    checked: values.remember,
    onChange: (e: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, remember: e.target.checked })),
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found: UsernameLoginErrors = {};
    for (const field of fieldOrder) found[field] = usernameLoginError(field, values, captchaShown);
    setErrors(found);
    setChecked(true);
    const wrong = fieldOrder.find((f) => found[f] !== undefined);
    if (wrong) {
      inputs.current[wrong]?.focus();
      return;
    }
    setFormError(null);
    const username = values.username.trim();
    const password = values.password.trim();
    try {
      const value = await mutation.mutateAsync({
        username,
        password,
        captcha: captchaShown ? values.captcha.trim() : null,
        type: 'username',
      });
      if (values.remember) rememberedLogin.write(username, password);
      else rememberedLogin.clear();
      setCompleting(true);
      const outcome = await completeLogin(value, {
        type: 'username',
        password,
        forceExpiredChange: settings.forceExpiredChange,
      });
      onSuccess(outcome);
    } catch (error) {
      if (wantsCaptcha(error) || captchaShown) {
        // A used or refused captcha is spent: show the field (first time) or load a fresh image.
        if (captchaShown) captcha.reload();
        setCaptchaShown(true);
        setValues((v) => ({ ...v, captcha: '' }));
      }
      setFormError(apiErrorText(error));
    } finally {
      setCompleting(false);
    }
  };

  return {
    values,
    errors,
    text,
    remember,
    submit,
    captchaShown,
    captcha,
    formError,
    pending: mutation.isPending || completing,
  };
}

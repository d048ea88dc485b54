import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { helpTopicPath } from '@/config/paths';
import { FormAlert } from '@/features/auth/components/form-alert';
import { RegisterField } from '@/features/auth/components/register-field';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useRegisterValidators } from '@/features/auth/hooks/use-register-validators';
import { apiErrorText } from '@/lib/api-error-text';
import { registerFieldPlan } from '@/features/auth/lib/register-fields';
import type { RegisterTab } from '@/features/auth/lib/register-rules';
import {
  emptyRegisterValues,
  InvitationCodeError,
  submitRegistration,
  type InviteState,
  type RegisterTextField,
  type RegisterValues,
} from '@/features/auth/lib/register-submit';
import { serverFieldErrors } from '@/features/auth/lib/server-field-errors';
import { startSession } from '@/features/auth/lib/session-flow';
import { showDialog } from '@/stores/modal-store';
import { useDialingCountries } from '@/features/auth/hooks/use-dialing-countries';
import styles from './auth.module.css';

export interface RegisterFormProps {
  tab: RegisterTab;
  invite: InviteState;
  referralCode: string | null;
  /** Called once the account exists and its session is loaded. */
  onDone: () => void;
}

const isTextField = (
  name: string,
  shown: readonly RegisterTextField[],
): name is RegisterTextField => (shown as readonly string[]).includes(name);

/** One register tab's form: the planned fields, terms, submit in the order of spec §4. */
export function RegisterForm({ tab, invite, referralCode, onDone }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const settings = useAuthSettings();
  const validators = useRegisterValidators();
  const countries = useDialingCountries();
  const plan = registerFieldPlan({
    tab,
    flags: settings.flags,
    validators,
    publicCaptcha: settings.publicCaptcha,
    inviteFieldShown: invite.fieldShown,
  });
  const shown = plan.map((f) => f.name);
  const captcha = useCaptcha(shown.includes('captcha'));
  const form = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: { ...emptyRegisterValues, affiliateCode: invite.urlCode ?? '' },
  });
  const { getValues, setValue, setError, handleSubmit, register, formState } = form;
  useEffect(() => {
    if (!getValues('countryDialingCode') && countries.defaultCode)
      setValue('countryDialingCode', countries.defaultCode);
  }, [countries.defaultCode, getValues, setValue]);

  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = handleSubmit(
    async (values) => {
      setFormError(null);
      setPending(true);
      try {
        const location = { href: window.location.href, hostname: window.location.hostname };
        const answer = await submitRegistration({
          tab,
          values,
          shown,
          invite,
          referralCode,
          location,
        });
        await startSession(answer);
        onDone();
      } catch (error) {
        if (error instanceof InvitationCodeError) {
          showDialog({
            icon: 'warning',
            text: t('validation.invitationCodeError'),
            buttons: [{ label: t('common.ok'), variant: 'primary' }],
          });
          setError('affiliateCode', { message: t('validation.invitationCodeError') });
          return;
        }
        const fieldErrors = serverFieldErrors(error, shown);
        for (const { field, message } of fieldErrors)
          if (isTextField(field, shown)) setError(field, { message });
        setFormError(apiErrorText(error));
        if (shown.includes('captcha')) {
          captcha.reload();
          setValue('captcha', '');
        }
      } finally {
        setPending(false);
      }
    },
    (errors) => {
      if (errors.terms)
        showDialog({
          icon: 'warning',
          text: t('register.termsRequired'),
          buttons: [{ label: t('common.ok'), variant: 'primary' }],
        });
    },
  );

  return (
    <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <div className={styles.grid}>
        {plan.map((field) => (
          <RegisterField
            key={field.name}
            field={field}
            tab={tab}
            form={form}
            validators={validators}
            countries={countries}
            captcha={captcha}
          />
        ))}
      </div>
      <Checkbox
        className={styles.terms}
        label={
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{
              terms: <a href={helpTopicPath('term')} target="_blank" rel="noreferrer" />,
            }}
          />
        }
        error={formState.errors.terms?.message ?? null}
        {...register('terms', { validate: (v) => v || t('register.termsRequired') })}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" variant="gold" block loading={pending}>
        {t('register.submit')}
      </Button>
    </form>
  );
}

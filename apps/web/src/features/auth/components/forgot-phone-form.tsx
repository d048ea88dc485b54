import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { postLogin } from '@/features/auth/api/login';
import { postPasswordSms } from '@/features/auth/api/password-sms';
import { usePasswordVerificationMutation } from '@/features/auth/api/password-verification';
import { FormAlert } from '@/features/auth/components/form-alert';
import { MobileField } from '@/features/auth/components/mobile-field';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useDialingCountries } from '@/features/auth/hooks/use-dialing-countries';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useRegisterValidators } from '@/features/auth/hooks/use-register-validators';
import { useSmsSender } from '@/features/auth/hooks/use-sms-sender';
import { apiErrorText } from '@/lib/api-error-text';
import { ruleHint, ruleValidator } from '@/features/auth/lib/field-messages';
import { requiredValidator } from '@/features/auth/lib/required';
import { mobileValidator } from '@/features/auth/lib/mobile';
import { startSession } from '@/features/auth/lib/session-flow';
import styles from './auth.module.css';

interface ForgotPhoneValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
}

/**
 * Reset by phone (CHNGPASSVERIF3): mobile + SMS code (POST /wps/member/password/sms) + new password →
 * POST /wps/member/password/verification → log in with the answered username and the new password.
 */
export function ForgotPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const validators = useRegisterValidators();
  const countries = useDialingCountries();
  const reset = usePasswordVerificationMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [loggingIn, setLoggingIn] = useState(false);
  const { register, handleSubmit, formState, setValue, getValues, trigger, control } =
    useForm<ForgotPhoneValues>({
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: {
        countryDialingCode: '',
        mobileNum: '',
        verificationCode: '',
        newPassword: '',
      },
    });
  const errors = formState.errors;
  const dialCode = useWatch({ control, name: 'countryDialingCode' });
  useEffect(() => {
    if (!getValues('countryDialingCode') && countries.defaultCode)
      setValue('countryDialingCode', countries.defaultCode);
  }, [countries.defaultCode, getValues, setValue]);

  const sms = useSmsSender(() =>
    postPasswordSms({
      mobileNum: getValues('mobileNum').trim(),
      countryDialingCode: getValues('countryDialingCode'),
    }),
  );
  const sendCode = async () => {
    if (await trigger('mobileNum')) await sms.send();
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const newPassword = values.newPassword.trim();
    try {
      const { username } = await reset.mutateAsync({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword,
      });
      setLoggingIn(true);
      await startSession(await postLogin({ username, password: newPassword, type: 'username' }));
      onDone();
    } catch (error) {
      setFormError(apiErrorText(error));
    } finally {
      setLoggingIn(false);
    }
  });

  return (
    <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>{t('forgot.phoneIntro')}</p>
      <MobileField
        label={t('forgot.mobile')}
        placeholder={t('forgot.mobilePlaceholder')}
        dialCode={dialCode}
        onDialCodeChange={(code) => {
          setValue('countryDialingCode', code);
          if (formState.touchedFields.mobileNum) void trigger('mobileNum');
        }}
        countries={countries.list}
        error={errors.mobileNum?.message}
        {...register('mobileNum', {
          validate: (v) => mobileValidator(countries.byCode(getValues('countryDialingCode')))(v),
        })}
      />
      <TextField
        label={t('forgot.smsCode')}
        placeholder={t('forgot.smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={errors.verificationCode?.message ?? null}
        suffix={
          <SmsCodeButton
            seconds={sms.seconds}
            sending={sms.sending}
            onClick={() => void sendCode()}
          />
        }
        {...register('verificationCode', { validate: requiredValidator })}
      />
      <TextField
        label={t('forgot.newPassword')}
        placeholder={t('forgot.newPasswordPlaceholder')}
        hint={ruleHint(validators.password)}
        type="password"
        revealable
        autoComplete="new-password"
        error={errors.newPassword?.message ?? null}
        {...register('newPassword', {
          validate: ruleValidator(validators.password, { required: true }),
        })}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={reset.isPending || loggingIn}>
        {t('forgot.submitPhone')}
      </Button>
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useLoginMutation } from '@/features/auth/api/login';
import { postSmsNoLogin } from '@/features/auth/api/sms-no-login';
import { FormAlert } from '@/features/auth/components/form-alert';
import { MobileField } from '@/features/auth/components/mobile-field';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { useDialingCountries } from '@/features/auth/hooks/use-dialing-countries';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useSmsSender } from '@/features/auth/hooks/use-sms-sender';
import { apiErrorText } from '@/lib/api-error-text';
import { requiredValidator } from '@/features/auth/lib/required';
import { mobileValidator } from '@/features/auth/lib/mobile';
import { completeLogin } from '@/features/auth/lib/session-flow';
import { loginSmsThrottleMs } from '@/features/auth/lib/timing';
import { cookieKeys, readCookie, writeCookie } from '@/lib/storage';
import styles from './auth.module.css';

interface SmsLoginValues {
  countryDialingCode: string;
  mobile: string;
  code: string;
}

/** The SMS login details cookie (1 day): "<dialling code> <number>". */
function readSmsCookie(): { dial: string; mobile: string } | null {
  const [dial, mobile] = (readCookie(cookieKeys.smsLogin) ?? '').split(' ');
  return dial && mobile ? { dial, mobile } : null;
}

/** The login modal's SMS tab (MOBILEVERCODELOGIN3): mobile with dialling code, SMS code button, code. */
export function SmsLoginForm({ onSuccess }: { onSuccess: (outcome: 'forced' | 'done') => void }) {
  const { t } = useTranslation('auth');
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const settings = useAuthSettings();
  const countries = useDialingCountries();
  const [saved] = useState(readSmsCookie);
  const form = useForm<SmsLoginValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { countryDialingCode: saved?.dial ?? '', mobile: saved?.mobile ?? '', code: '' },
  });
  const { register, formState, setValue, getValues, trigger } = form;
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });
  useEffect(() => {
    if (!getValues('countryDialingCode') && countries.defaultCode)
      setValue('countryDialingCode', countries.defaultCode);
  }, [countries.defaultCode, getValues, setValue]);

  const sms = useSmsSender(
    () =>
      postSmsNoLogin({
        mobileNum: getValues('mobile').trim(),
        countryDialingCode: getValues('countryDialingCode'),
      }),
    { throttleMs: loginSmsThrottleMs },
  );
  const sendCode = async () => {
    if (await trigger('mobile')) await sms.send();
  };

  const login = useLoginMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [completing, setCompleting] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const mobile = values.mobile.trim();
    const code = values.code.trim();
    try {
      const value = await login.mutateAsync({
        username: mobile,
        password: code,
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
      });
      writeCookie(cookieKeys.smsLogin, `${values.countryDialingCode} ${mobile}`);
      setCompleting(true);
      onSuccess(
        await completeLogin(value, {
          type: 'sms',
          password: code,
          forceExpiredChange: settings.forceExpiredChange,
        }),
      );
    } catch (error) {
      setFormError(apiErrorText(error));
    } finally {
      setCompleting(false);
    }
  });

  return (
    <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <MobileField
        label={t('login.mobile')}
        placeholder={t('login.mobilePlaceholder')}
        dialCode={dialCode}
        onDialCodeChange={(code) => {
          setValue('countryDialingCode', code);
          if (formState.touchedFields.mobile) void trigger('mobile');
        }}
        countries={countries.list}
        error={formState.errors.mobile?.message}
        {...register('mobile', {
          validate: (v) => mobileValidator(countries.byCode(getValues('countryDialingCode')))(v),
        })}
      />
      <TextField
        label={t('login.smsCode')}
        placeholder={t('login.smsCodePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        error={formState.errors.code?.message ?? null}
        suffix={
          <SmsCodeButton
            seconds={sms.seconds}
            sending={sms.sending}
            onClick={() => void sendCode()}
          />
        }
        {...register('code', { validate: requiredValidator })}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={login.isPending || completing}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

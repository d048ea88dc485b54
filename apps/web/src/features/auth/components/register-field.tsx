import type { RegisterValidators } from '@monsoon/contracts/field-rules';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import { postSmsRegister } from '@/features/auth/api/sms-register';
import { CaptchaImageButton } from '@/features/auth/components/captcha-image-button';
import { MobileField } from '@/features/auth/components/mobile-field';
import { SmsCodeButton } from '@/features/auth/components/sms-code-button';
import type { Captcha } from '@/features/auth/hooks/use-captcha';
import type { useDialingCountries } from '@/features/auth/hooks/use-dialing-countries';
import { useSmsSender } from '@/features/auth/hooks/use-sms-sender';
import { ruleHint, ruleValidator } from '@/features/auth/lib/field-messages';
import { mobileValidator } from '@/features/auth/lib/mobile';
import { optionalRegisterFields, type PlannedField } from '@/features/auth/lib/register-fields';
import type { RegisterTab } from '@/features/auth/lib/register-rules';
import type { RegisterValues } from '@/features/auth/lib/register-submit';
import { registerInitialCountdownSeconds } from '@/features/auth/lib/timing';
import styles from './auth.module.css';

export interface RegisterFieldProps {
  field: PlannedField;
  tab: RegisterTab;
  form: UseFormReturn<RegisterValues>;
  validators: RegisterValidators;
  countries: ReturnType<typeof useDialingCountries>;
  captcha: Captcha;
}

const inputHints: Partial<
  Record<
    PlannedField['name'],
    { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string }
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'tel' },
  captcha: { autoComplete: 'off' },
};

/** Fields that take the whole row of the register grid. */
const wideFields: ReadonlySet<string> = new Set([
  'username',
  'mobileNum',
  'verificationCode',
  'captcha',
]);

/** Fields checked by the merchant's rule of the same name. */
const ruleFields = ['username', 'password', 'affiliateCode', ...optionalRegisterFields] as const;
type RuleField = (typeof ruleFields)[number];
const isRuleField = (name: string): name is RuleField =>
  (ruleFields as readonly string[]).includes(name);

/** The SMS code with its send button (POST /wps/verification/sms/register; 60 s when no expiry is answered). */
function RegisterSmsCodeField({
  tab,
  form,
  className,
}: {
  tab: RegisterTab;
  form: UseFormReturn<RegisterValues>;
  className: string | undefined;
}) {
  const { t } = useTranslation('auth');
  const { register, formState, getValues, trigger } = form;
  const sms = useSmsSender(
    () =>
      postSmsRegister({
        mobileNo: getValues('mobileNum').trim(),
        countryDialingCode: getValues('countryDialingCode'),
        regType: tab,
      }),
    { fallbackSeconds: registerInitialCountdownSeconds },
  );
  const send = async () => {
    if (await trigger('mobileNum')) await sms.send();
  };
  return (
    <TextField
      className={className}
      label={t('register.verificationCode')}
      placeholder={t('register.verificationCodePlaceholder')}
      maxLength={8}
      inputMode="numeric"
      autoComplete="one-time-code"
      error={formState.errors.verificationCode?.message ?? null}
      suffix={
        <SmsCodeButton seconds={sms.seconds} sending={sms.sending} onClick={() => void send()} />
      }
      {...register('verificationCode', {
        validate: (v) => (v.trim() === '' ? t('input_cannot_be_empty') : true),
      })}
    />
  );
}

/** One register field, validated live with its server rule (spec §5). */
export function RegisterField({
  field,
  tab,
  form,
  validators,
  countries,
  captcha,
}: RegisterFieldProps) {
  const { t } = useTranslation('auth');
  const { register, formState, getValues, setValue, trigger } = form;
  const { name, required } = field;
  const error = formState.errors[name]?.message;
  const className = wideFields.has(name) ? styles.wide : undefined;
  const hints = inputHints[name] ?? {};
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  if (name === 'mobileNum') {
    const country = countries.byCode(dialCode);
    const rule = ruleValidator(validators.mobileNum, { required });
    return (
      <MobileField
        className={className}
        label={t('register.mobileNum')}
        placeholder={t('register.mobilePlaceholder')}
        dialCode={dialCode}
        onDialCodeChange={(code) => {
          setValue('countryDialingCode', code);
          if (formState.touchedFields.mobileNum) void trigger('mobileNum');
        }}
        countries={countries.list}
        error={error}
        {...register('mobileNum', {
          validate: (v) => {
            if (!required && v.trim() === '') return true;
            const format = mobileValidator(country)(v);
            return format === true ? rule(v) : format;
          },
        })}
      />
    );
  }

  if (name === 'verificationCode')
    return <RegisterSmsCodeField tab={tab} form={form} className={className} />;

  if (name === 'confirmPassword') {
    return (
      <TextField
        label={t('register.confirmPassword')}
        placeholder={t('register.confirmPasswordPlaceholder')}
        revealable
        error={error ?? null}
        {...hints}
        {...register('confirmPassword', {
          validate: (v) => {
            if (v.trim() === '') return t('input_cannot_be_empty');
            return v.trim() === getValues('password').trim()
              ? true
              : t('validation.passwordsInconsistent');
          },
        })}
      />
    );
  }

  if (name === 'captcha') {
    return (
      <TextField
        className={className}
        label={t('register.captcha')}
        placeholder={t('captcha.placeholder')}
        maxLength={8}
        error={error ?? null}
        suffix={<CaptchaImageButton captcha={captcha} />}
        {...hints}
        {...register('captcha', {
          validate: (v) => (v.trim() === '' ? t('validation.captchaRequired') : true),
        })}
      />
    );
  }

  // username, password and the optional fields: the merchant's rule for the field.
  if (!isRuleField(name)) return null;
  const rule = validators[name];
  return (
    <TextField
      className={className}
      label={t(`register.${name}`)}
      placeholder={
        name === 'username'
          ? t('register.usernamePlaceholder')
          : name === 'password'
            ? t('register.passwordPlaceholder')
            : undefined
      }
      hint={name === 'username' || name === 'password' ? ruleHint(rule) : undefined}
      revealable={hints.type === 'password'}
      error={error ?? null}
      {...hints}
      {...register(name, {
        validate: ruleValidator(rule, { required }),
        onChange: () => {
          if (name === 'password' && formState.touchedFields.confirmPassword)
            void trigger('confirmPassword');
        },
      })}
    />
  );
}

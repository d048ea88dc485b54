import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useForgotPasswordEmailMutation } from '@/features/auth/api/forgot-password-email';
import { FormAlert } from '@/features/auth/components/form-alert';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useRegisterValidators } from '@/features/auth/hooks/use-register-validators';
import { apiErrorText } from '@/lib/api-error-text';
import { ruleValidator } from '@/features/auth/lib/field-messages';
import { showDialog } from '@/stores/modal-store';
import styles from './auth.module.css';

interface ForgotEmailValues {
  username: string;
  email: string;
}

/** Forgot password by e-mail: username and e-mail (form-encoded POST); a confirmation, then close. */
export function ForgotEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const validators = useRegisterValidators();
  const mutation = useForgotPasswordEmailMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotEmailValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({ username: values.username.trim(), email: values.email.trim() });
      showDialog({
        icon: 'success',
        text: t('forgot.emailSent'),
        buttons: [{ label: t('common.ok'), variant: 'primary' }],
      });
      onDone();
    } catch (error) {
      setFormError(apiErrorText(error));
    }
  });

  return (
    <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <p className={styles.intro}>{t('forgot.emailIntro')}</p>
      <TextField
        label={t('forgot.username')}
        placeholder={t('forgot.usernamePlaceholder')}
        autoComplete="username"
        error={formState.errors.username?.message ?? null}
        {...register('username', {
          validate: ruleValidator(validators.username, { required: true }),
        })}
      />
      <TextField
        label={t('forgot.email')}
        placeholder={t('forgot.emailPlaceholder')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message ?? null}
        {...register('email', { validate: ruleValidator(validators.email, { required: true }) })}
      />
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={mutation.isPending}>
        {t('forgot.submitEmail')}
      </Button>
    </form>
  );
}

import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { CaptchaImageButton } from '@/features/auth/components/captcha-image-button';
import { FormAlert } from '@/features/auth/components/form-alert';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useUsernameLogin } from '@/features/auth/hooks/use-username-login';
import styles from './auth.module.css';

export interface UsernameLoginFormProps {
  onSuccess: (outcome: 'forced' | 'done') => void;
  onForgot: () => void;
}

/** The login modal's username tab: username, password, captcha when asked, remember me, forgot link. */
export function UsernameLoginForm({ onSuccess, onForgot }: UsernameLoginFormProps) {
  const { t } = useTranslation('auth');
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const { errors, text, remember, submit, captchaShown, captcha, formError, pending } =
    useUsernameLogin(onSuccess);
  return (
    <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('login.username')}
        placeholder={t('login.usernamePlaceholder')}
        autoComplete="username"
        error={errors.username ?? null}
        {...text('username')}
      />
      <TextField
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        type="password"
        revealable
        autoComplete="current-password"
        error={errors.password ?? null}
        {...text('password')}
      />
      {captchaShown ? (
        <TextField
          label={t('captcha.label')}
          placeholder={t('captcha.placeholder')}
          autoComplete="off"
          maxLength={8}
          error={errors.captcha ?? null}
          suffix={<CaptchaImageButton captcha={captcha} />}
          {...text('captcha')}
        />
      ) : null}
      <div className={styles.row}>
        <Checkbox label={t('login.rememberMe')} {...remember} />
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {t('login.forgot')}
        </button>
      </div>
      <FormAlert message={formError} />
      <Button type="submit" size="lg" block loading={pending}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

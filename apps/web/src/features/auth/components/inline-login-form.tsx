import { Lock, ShieldCheck, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CaptchaImageButton } from '@/features/auth/components/captcha-image-button';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { InlineField } from '@/features/auth/components/inline-field';
import { useAuthSettings } from '@/features/auth/hooks/use-auth-settings';
import { useUsernameLogin } from '@/features/auth/hooks/use-username-login';
import { openModal } from '@/stores/modal-store';
import styles from './inline-login-form.module.css';

/**
 * The header's inline login form (spec §2 header top, logged out): username, password, captcha once
 * the server asks for it, remember me, log in, register and forgot-password links, free play. The
 * header shows it from 1024 px; narrower screens get buttons that open the login modal instead.
 */
export function InlineLoginForm() {
  // 'errors' too: a failed login shows its text (lib/api-error-text.ts).
  const { t } = useTranslation(['auth', 'errors']);
  const settings = useAuthSettings();
  const { errors, text, remember, submit, captchaShown, captcha, formError, pending } =
    useUsernameLogin(() => undefined);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('login.formLabel')}
    >
      <InlineField
        label={t('login.username')}
        icon={<User size={15} aria-hidden />}
        autoComplete="username"
        error={errors.username}
        {...text('username')}
      />
      <InlineField
        label={t('login.password')}
        icon={<Lock size={15} aria-hidden />}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...text('password')}
      />
      {captchaShown ? (
        <InlineField
          label={t('captcha.label')}
          className={styles.captchaField}
          icon={<ShieldCheck size={15} aria-hidden />}
          autoComplete="off"
          inputMode="text"
          maxLength={8}
          error={errors.captcha}
          suffix={<CaptchaImageButton captcha={captcha} compact />}
          {...text('captcha')}
        />
      ) : null}
      <div className={styles.links}>
        <label className={styles.remember}>
          <input type="checkbox" {...remember} />
          <span>{t('login.rememberMe')}</span>
        </label>
        <button
          type="button"
          className={styles.link}
          onClick={() => openModal('forgotPassword', {})}
        >
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" size="sm" loading={pending} className={styles.submit}>
        {t('login.submit')}
      </Button>
      {settings.registerLink ? (
        <Button size="sm" variant="gold" onClick={() => openModal('register', {})}>
          {t('login.register')}
        </Button>
      ) : null}
      {settings.freePlay ? (
        <FreePlayButton
          size="sm"
          labelClassName={styles.freePlayLabel}
          title={t('login.freePlay')}
        />
      ) : null}
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/states';
import { TextField } from '@/components/ui/field';
import { useSessionStore } from '@/stores/session-store';
import { useCodeStep, usePasswordStep } from '../api/sign-in';
import styles from './sign-in.module.css';

interface Challenge {
  challenge: string;
  enrolment: { otpauthUri: string; secret: string; qrSvgDataUri: string } | null;
}

/** Where to go after signing in: back to where the session ended, else the first screen. */
function useReturnPath(): string {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from;
  return '/';
}

/** Sign-in in two steps: password, then the 6-digit code (after scanning the QR code on enrolment). */
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnPath();
  const passwordStep = usePasswordStep();
  const codeStep = useCodeStep();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [code, setCode] = useState('');

  const submitPassword = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    passwordStep.mutate(
      {
        username: String(data.get('username') ?? ''),
        password: String(data.get('password') ?? ''),
      },
      { onSuccess: (value) => setChallenge(value) },
    );
  };

  const submitCode = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!challenge) return;
    codeStep.mutate(
      { challenge: challenge.challenge, code: code.trim() },
      {
        onSuccess: (session) => {
          useSessionStore.getState().signedIn(session);
          void navigate(back, { replace: true });
        },
        onError: () => setCode(''),
      },
    );
  };

  const restart = () => {
    setChallenge(null);
    setCode('');
    passwordStep.reset();
    codeStep.reset();
  };

  return (
    <div className={styles.page}>
      {challenge === null ? (
        <form className={styles.card} onSubmit={submitPassword} aria-label={t('signIn.title')}>
          <h1 className={styles.title}>{t('signIn.title')}</h1>
          <p className={styles.sub}>{t('signIn.subtitle')}</p>
          {passwordStep.error ? <ErrorAlert error={passwordStep.error} /> : null}
          <TextField
            label={t('signIn.username')}
            name="username"
            autoComplete="username"
            required
            autoFocus
          />
          <TextField
            label={t('signIn.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" busy={passwordStep.isPending}>
            {t('signIn.continue')}
          </Button>
        </form>
      ) : (
        <form className={styles.card} onSubmit={submitCode} aria-label={t('signIn.codeTitle')}>
          <h1 className={styles.title}>{t('signIn.codeTitle')}</h1>
          {challenge.enrolment ? (
            <>
              <p className={styles.sub}>{t('signIn.enrolHelp')}</p>
              <img
                className={styles.qr}
                src={challenge.enrolment.qrSvgDataUri}
                alt={t('signIn.qrAlt')}
              />
              <p className={styles.secret} aria-label={t('signIn.secretLabel')}>
                {challenge.enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </p>
            </>
          ) : (
            <p className={styles.sub}>{t('signIn.codeHelp')}</p>
          )}
          {codeStep.error ? <ErrorAlert error={codeStep.error} /> : null}
          <TextField
            label={t('signIn.code')}
            name="code"
            className={styles.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <div className={styles.row}>
            <Button variant="ghost" onClick={restart}>
              {t('signIn.startAgain')}
            </Button>
            <Button type="submit" busy={codeStep.isPending} disabled={code.length !== 6}>
              {t('signIn.signIn')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

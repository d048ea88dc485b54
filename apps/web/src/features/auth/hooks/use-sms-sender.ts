import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/features/auth/hooks/use-countdown';
import { apiErrorText } from '@/lib/api-error-text';
import { createThrottle, smsCountdownSeconds } from '@/features/auth/lib/timing';
import { showDialog } from '@/stores/modal-store';

export interface SmsSender {
  /** Seconds left before another code may be requested (0: the button is enabled). */
  seconds: number;
  sending: boolean;
  /** Requests a code; ignored while counting down, while sending, or inside the throttle window. */
  send: () => Promise<void>;
}

export interface SmsSenderOptions {
  /** Requests within this many ms of the previous one are dropped (login: 1000 ms). */
  throttleMs?: number;
  /** Countdown when the answer has no expiry (registration: 60 s). */
  fallbackSeconds?: number;
}

/**
 * An SMS code button's behaviour (spec §4, §9): after a code is sent the button counts down
 * expiredMinutes x 60 s minus half the request latency; a failure shows the server's message in a
 * warning dialog with OK.
 */
export function useSmsSender(
  request: () => Promise<{ expiredMinutes?: number | null }>,
  options: SmsSenderOptions = {},
): SmsSender {
  const { t } = useTranslation('auth');
  const { seconds, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const throttle = useRef(createThrottle(options.throttleMs ?? 0));
  const fallback = options.fallbackSeconds ?? 60;

  const send = async () => {
    if (sending || seconds > 0 || !throttle.current()) return;
    setSending(true);
    const startedAt = performance.now();
    try {
      const value = await request();
      const latency = performance.now() - startedAt;
      start(value.expiredMinutes ? smsCountdownSeconds(value.expiredMinutes, latency) : fallback);
    } catch (error) {
      showDialog({
        icon: 'warning',
        title: t('sms.failedTitle'),
        text: apiErrorText(error),
        buttons: [{ label: t('common.ok'), variant: 'primary' }],
      });
    } finally {
      setSending(false);
    }
  };
  return { seconds, sending, send };
}

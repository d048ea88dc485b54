import { useRef, useState } from 'react';
import { useCaptchaImage } from '@/features/auth/api/captcha-image';
import { captchaRefreshThrottleMs, createThrottle } from '@/features/auth/lib/timing';

export interface Captcha {
  /** `data:` URL of the current image, undefined while loading. */
  src: string | undefined;
  loading: boolean;
  failed: boolean;
  /** Loads a new image on a click; at most once per second. */
  refresh: () => void;
  /** Loads a new image now (after a failed attempt spent the current one). */
  reload: () => void;
}

/** The captcha image (GET /wps/captcha) while `enabled`, with a throttled refresh. */
export function useCaptcha(enabled: boolean): Captcha {
  const [nonce, setNonce] = useState(0);
  const throttle = useRef(createThrottle(captchaRefreshThrottleMs));
  const image = useCaptchaImage(nonce, enabled);
  return {
    src: image.data ? `data:image/png;base64,${image.data}` : undefined,
    loading: image.isFetching,
    failed: image.isError,
    refresh: () => {
      if (throttle.current()) setNonce((n) => n + 1);
    },
    reload: () => setNonce((n) => n + 1),
  };
}

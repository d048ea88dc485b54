import type { captchaImage } from '@monsoon/contracts/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

// Wire facts only: the image shows in the header's inline form (no zod on the first load, decision 0010).
const captchaCall = wireCall<typeof captchaImage>({
  paths: ['/wps/captcha'],
  methods: ['GET'],
  modId: 'CAPTCHA3',
  auth: 'public',
});

/** GET /wps/captcha: a fresh image (base64 PNG, no data: prefix); the answer sets the captchaId cookie. */
export const getCaptchaImage = (signal?: AbortSignal) =>
  callApi(captchaCall, { query: { t: String(Date.now()) }, ...(signal ? { signal } : {}) });

/** One captcha image per `nonce`; never reused from the cache (each fetch re-keys the cookie). */
export const captchaImageQuery = (nonce: number) =>
  queryOptions({
    queryKey: ['auth', 'captcha', nonce],
    queryFn: ({ signal }) => getCaptchaImage(signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** The captcha image of `nonce` while `enabled`. */
export const useCaptchaImage = (nonce: number, enabled: boolean) =>
  useQuery({ ...captchaImageQuery(nonce), enabled });

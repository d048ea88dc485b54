import type { CallBodyInput } from '@monsoon/contracts/call';
import { smsNoLogin } from '@monsoon/contracts/verification';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/verification/sms/noLogin: an SMS login code; answers `expiredMinutes`. */
export const postSmsNoLogin = (body: CallBodyInput<typeof smsNoLogin>) =>
  callApi(smsNoLogin, { body });

/** The login-code request as a mutation. */
export const useSmsNoLoginMutation = () => useMutation({ mutationFn: postSmsNoLogin });

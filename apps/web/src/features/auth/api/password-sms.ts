import type { CallBodyInput } from '@monsoon/contracts/call';
import { passwordSms } from '@monsoon/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/member/password/sms: a password-reset SMS code; answers `expiredMinutes`. */
export const postPasswordSms = (body: CallBodyInput<typeof passwordSms>) =>
  callApi(passwordSms, { body });

/** The reset-code request as a mutation. */
export const usePasswordSmsMutation = () => useMutation({ mutationFn: postPasswordSms });

import type { CallBodyInput } from '@monsoon/contracts/call';
import { changePassword } from '@monsoon/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/member/password (oldPassword, newPassword, confirmNewPassword). */
export const postChangePassword = (body: CallBodyInput<typeof changePassword>) =>
  callApi(changePassword, { body });

/** Change password as a mutation. */
export const useChangePasswordMutation = () => useMutation({ mutationFn: postChangePassword });

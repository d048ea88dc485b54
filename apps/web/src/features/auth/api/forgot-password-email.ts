import type { CallBodyInput } from '@monsoon/contracts/call';
import { forgotPasswordEmail } from '@monsoon/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/member/password/email (form-encoded username, email): e-mails a temporary password. */
export const postForgotPasswordEmail = (body: CallBodyInput<typeof forgotPasswordEmail>) =>
  callApi(forgotPasswordEmail, { body });

/** Forgot password by e-mail as a mutation. */
export const useForgotPasswordEmailMutation = () =>
  useMutation({ mutationFn: postForgotPasswordEmail });

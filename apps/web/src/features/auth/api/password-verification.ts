import type { CallBodyInput } from '@monsoon/contracts/call';
import { passwordVerification } from '@monsoon/contracts/password';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/member/password/verification: sets a new password with the SMS code; answers the username. */
export const postPasswordVerification = (body: CallBodyInput<typeof passwordVerification>) =>
  callApi(passwordVerification, { body });

/** Reset by phone as a mutation. */
export const usePasswordVerificationMutation = () =>
  useMutation({ mutationFn: postPasswordVerification });

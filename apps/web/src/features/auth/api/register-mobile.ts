import type { CallBodyInput } from '@monsoon/contracts/call';
import { registerMobile } from '@monsoon/contracts/register';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** PUT /wps/member/register/mobile: a new account by mobile number and SMS code; answers its session. */
export const putRegisterMobile = (body: CallBodyInput<typeof registerMobile>) =>
  callApi(registerMobile, { body });

/** Mobile registration as a mutation. */
export const useRegisterMobileMutation = () => useMutation({ mutationFn: putRegisterMobile });

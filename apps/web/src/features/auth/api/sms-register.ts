import type { CallBodyInput } from '@monsoon/contracts/call';
import { smsRegister } from '@monsoon/contracts/verification';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** POST /wps/verification/sms/register (countryDialingCode, mobileNo, regType); answers `expiredMinutes`. */
export const postSmsRegister = (body: CallBodyInput<typeof smsRegister>) =>
  callApi(smsRegister, { body });

/** The registration-code request as a mutation. */
export const useSmsRegisterMutation = () => useMutation({ mutationFn: postSmsRegister });

import type { CallBodyInput } from '@monsoon/contracts/call';
import { registerUsername } from '@monsoon/contracts/register';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export type RegisterBodyInput = CallBodyInput<typeof registerUsername>;

/** PUT /wps/member/register: a new account by username; answers its session. */
export const putRegisterUsername = (body: RegisterBodyInput) => callApi(registerUsername, { body });

/** Username registration as a mutation. */
export const useRegisterUsernameMutation = () => useMutation({ mutationFn: putRegisterUsername });

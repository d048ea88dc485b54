import type { CallBodyInput } from '@monsoon/contracts/call';
import type { login } from '@monsoon/contracts/session';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

export type LoginBody = CallBodyInput<typeof login>;

// Wire facts only: the header's inline form must not pull zod into the first load (decision 0010).
const loginCall = wireCall<typeof login>({
  paths: ['/wps/session/login'],
  methods: ['POST'],
  modId: 'COMM3',
  auth: 'public',
  encrypted: true,
});

/** POST /wps/session/login: username + password, or mobile + SMS code (`type: 'sms'`). */
export const postLogin = (body: LoginBody) => callApi(loginCall, { body });

/** The login call as a mutation. */
export const useLoginMutation = () => useMutation({ mutationFn: postLogin });

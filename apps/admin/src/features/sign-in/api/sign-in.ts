import { adminSignInPassword, adminSignInTotp } from '@monsoon/contracts/admin/session';
import { useMutation } from '@tanstack/react-query';
import { adminCall } from '@/lib/api';

/** Step 1: username and password. */
export const usePasswordStep = () =>
  useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      adminCall(adminSignInPassword, { body }),
  });

/** Step 2: the authenticator's code; answers the session. */
export const useCodeStep = () =>
  useMutation({
    mutationFn: (body: { challenge: string; code: string }) => adminCall(adminSignInTotp, { body }),
  });

import type { logout } from '@monsoon/contracts/session';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const logoutCall = wireCall<typeof logout>({
  paths: ['/wps/session/logout'],
  methods: ['DELETE', 'POST'],
  modId: 'COMM3',
  auth: 'session',
});

/** Ends the session on the server (DELETE /wps/session/logout); a dead session counts as logged out. */
export const logoutSession = (): Promise<unknown> =>
  callApi(logoutCall, { silentSessionExpiry: true }).catch(() => null);

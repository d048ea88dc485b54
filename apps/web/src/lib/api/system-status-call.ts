import type { systemStatus } from '@monsoon/contracts/system';
import { wireCall } from '@/lib/wire-call';

/** GET /wps/system/status (the boot payload), wire facts only: imported by src/boot.ts as well. */
export const systemStatusCall = wireCall<typeof systemStatus>({
  paths: ['/wps/system/status', '/wps/v2/system/status'],
  methods: ['GET'],
  modId: 'COMM3',
  auth: 'optional',
});

/** Its query: the host the site is served from. */
export const systemStatusQueryFields = (): { host: string } => ({ host: window.location.hostname });

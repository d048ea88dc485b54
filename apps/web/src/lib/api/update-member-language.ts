import type { memberLanguage } from '@monsoon/contracts/member';
import { callApi } from '@/lib/api-client';
import { wireCall } from '@/lib/wire-call';

const memberLanguageCall = wireCall<typeof memberLanguage>({
  paths: ['/wps/member/language'],
  methods: ['PUT', 'POST'],
  modId: 'COMM3',
  auth: 'session',
});

/** Tells the server the member's new language (called on every language change while logged in). */
export const updateMemberLanguage = (language: string): Promise<unknown> =>
  callApi(memberLanguageCall, { body: { language }, silentSessionExpiry: true });

import { bindEmail, bindEmailCode } from '@monsoon/contracts/security';
import { callApi } from '@/lib/api-client';

/** E-mails a code to the address about to be bound: POST /wps/verification/email/bind. */
export const sendEmailCode = (email: string) => callApi(bindEmailCode, { body: { email } });

/** Binds the address with its code and the login password: POST /wps/member/email. */
export const saveEmail = (body: { email: string; verificationCode: string; password: string }) =>
  callApi(bindEmail, { body });

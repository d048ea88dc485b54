import { bindMobile, bindMobileCode } from '@monsoon/contracts/security';
import { callApi } from '@/lib/api-client';

/** Texts a code to the number about to be bound: POST /wps/verification/sms/bind. */
export const sendMobileCode = (mobileNum: string, countryDialingCode: string) =>
  callApi(bindMobileCode, { body: { mobileNum, countryDialingCode } });

/** Binds the number with its code and the login password: POST /wps/member/mobile. */
export const saveMobile = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  password: string;
}) => callApi(bindMobile, { body });

import { useSiteSettings, useWhitelabelFlags } from '@/lib/api/system-status';

/** The switches that shape the auth forms (whitelabel flags, wire §12; site settings, spec §6). */
export interface AuthSettings {
  usernameReg: boolean;
  mobileReg: boolean;
  mobileRegWithPassword: boolean;
  smsOnUsernameReg: boolean;
  /** Register links in the login forms (DIRECTREG3, when the merchant sends it). */
  registerLink: boolean;
  freePlay: boolean;
  smsLogin: boolean;
  forceExpiredChange: boolean;
  phoneReset: boolean;
  publicCaptcha: boolean;
  /** The raw flags, for the pure rules of lib/register-rules. */
  flags: Readonly<Record<string, boolean>>;
}

/** Reads the auth switches from the boot payload (all off until it loads). */
export function useAuthSettings(): AuthSettings {
  const flags = useWhitelabelFlags();
  const settings = useSiteSettings();
  const on = (modId: string) => flags[modId] === true;
  return {
    usernameReg: on('USERNAMEREG3'),
    mobileReg: on('MOBILENUMREG3'),
    mobileRegWithPassword: on('MOBILENUMPASSREG3'),
    smsOnUsernameReg: on('REGMOBVERF3'),
    // A merchant without a DIRECTREG3 node registers directly as long as some register form is on.
    registerLink: flags.DIRECTREG3 ?? (on('USERNAMEREG3') || on('MOBILENUMREG3')),
    freePlay: settings?.hasFreePlay ?? on('FREEPLAY3'),
    smsLogin: settings?.showVerCodeLogin ?? on('MOBILEVERCODELOGIN3'),
    forceExpiredChange: on('PWDEXPFORCECHANGE3'),
    phoneReset: on('CHNGPASSVERIF3'),
    publicCaptcha: settings?.publicCaptcha ?? false,
    flags,
  };
}

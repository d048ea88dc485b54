/** The live session of a request, as services see it. */
export interface SessionInfo {
  sessionId: number;
  memberId: number;
  merchantId: number;
  username: string;
  /** Customer type: 0 member, 1/2/41/42 agent, 4 trial account. */
  type: number;
  loginType: string;
}

/** Customer types that open the agent panel. */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
/** The trial (free play) customer type. */
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number): boolean => agentTypes.includes(type);

/** Where an account request (login, free play, registration) came from. */
export interface RequestMeta {
  ip: string;
  /** The captchaId cookie, if any. */
  captchaId: string | undefined;
  /** The request's language (a new account keeps it when the merchant offers it). */
  lang: string;
  /** The browser's User-Agent (the login history shows the device). */
  userAgent?: string | null;
}

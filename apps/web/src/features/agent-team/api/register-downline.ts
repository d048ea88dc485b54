import { registerDownline, type RegisterDownlineBody } from '@monsoon/contracts/agent-team';
import { callApi } from '@/lib/api-client';

/** Registers a direct downline: POST /wps/agent/downline. */
export const sendRegisterDownline = (body: RegisterDownlineBody) =>
  callApi(registerDownline, { body });

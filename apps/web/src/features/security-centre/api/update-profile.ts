import { updateProfile, type UpdateProfileBody } from '@monsoon/contracts/security';
import { callApi } from '@/lib/api-client';

/** Changes the nickname, or sets the real name or the birthday once: POST /wps/member/info. */
export const saveProfile = (body: UpdateProfileBody) => callApi(updateProfile, { body });

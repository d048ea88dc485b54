import { setMemberIcon, type avatarIds } from '@monsoon/contracts/member';
import { callApi } from '@/lib/api-client';

/** One of the preset avatars. */
export type AvatarId = (typeof avatarIds)[number];

/** Picks a preset avatar: POST /wps/member/info/icon. */
export const setAvatar = (avatar: AvatarId) => callApi(setMemberIcon, { body: { avatar } });

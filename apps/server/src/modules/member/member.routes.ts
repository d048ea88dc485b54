import {
  memberIcons,
  memberInfo,
  memberLanguage,
  playerAvatar,
  setMemberIcon,
} from '@monsoon/contracts/member';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '@/http/register-call.ts';
import type { ModuleContext } from '@/services.ts';
import { presentAvatar, presentIcons, presentMemberInfo } from './member.presenter.ts';

/** Member calls: info, avatar, icons, language. */
export async function registerMemberModule(
  app: FastifyInstance,
  ctx: ModuleContext,
): Promise<void> {
  const { members } = ctx.services;
  registerCall(app, memberInfo, async ({ req, session }) => {
    const { member, uplineName } = await members.info(session);
    return presentMemberInfo(member, uplineName, req.merchant, members.isPasswordExpired(member));
  });
  registerCall(app, playerAvatar, async ({ session }) =>
    presentAvatar(await members.avatar(session)),
  );
  registerCall(app, memberIcons, async ({ session }) =>
    presentIcons(await members.avatar(session)),
  );
  registerCall(app, setMemberIcon, async ({ req, session, body }) => {
    await members.setAvatar(req.merchant, session, body.avatar);
    return { avatar: body.avatar };
  });
  registerCall(app, memberLanguage, async ({ req, session, body }) => ({
    language: await members.setLanguage(req.merchant, session, body.language),
  }));
}

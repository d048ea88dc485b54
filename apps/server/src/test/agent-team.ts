import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@/db/client.ts';
import { buildMember, loginAs, nextId } from './factories.ts';
import { wire } from './http.ts';

/** A member built for a team test, signed in. */
export type TeamMember = Awaited<ReturnType<typeof buildMember>> & { token: string };

/** Builds a member (see `buildMember`) and logs it in. */
export async function signedIn(
  app: FastifyInstance,
  database: DatabaseHandle,
  overrides: Parameters<typeof buildMember>[1] = {},
): Promise<TeamMember> {
  const member = await buildMember(database, overrides);
  const { token } = await loginAs(app, member.username, member.password);
  return { ...member, token };
}

/**
 * Two agent trees of the isolation matrix: agent A (type 1) with sub-agent A1 (type 1), members
 * a1, a2 directly below A and a11 below A1; agent B (type 1) with members b1, b2.
 */
export async function twoTrees(app: FastifyInstance, database: DatabaseHandle) {
  const tag = nextId();
  const sign = (overrides: Parameters<typeof buildMember>[1]) => signedIn(app, database, overrides);
  const a = await sign({ type: 1, username: `agenta${tag}` });
  const a1 = await sign({ type: 1, uplineId: a.id, username: `subagent${tag}` });
  const a11 = await sign({ uplineId: a1.id, username: `deepmember${tag}` });
  const aa = await sign({ uplineId: a.id, username: `alpha${tag}` });
  const ab = await sign({ uplineId: a.id, username: `alphb${tag}` });
  const b = await sign({ type: 1, username: `agentb${tag}` });
  const b1 = await sign({ uplineId: b.id, username: `bravo${tag}` });
  const b2 = await sign({ uplineId: b.id, username: `bravob${tag}` });
  return { tag, a, a1, a11, aa, ab, b, b1, b2 };
}

/** The error code of an answer (null on success). */
export const codeOf = (body: unknown): unknown =>
  typeof body === 'object' && body !== null && 'errorCode' in body ? body.errorCode : null;

/** A plain call of the team API as `token`. */
export function teamApi(app: FastifyInstance) {
  const api = wire(app);
  return {
    get: (token: string, url: string) => api.send('GET', url, { token }),
    post: (token: string, url: string, payload: object) =>
      api.send('POST', url, { token, payload }),
    put: (token: string, url: string, payload: object) => api.send('PUT', url, { token, payload }),
    del: (token: string, url: string) => api.send('DELETE', url, { token }),
  };
}

/** Row counts of what team calls may write (to prove a refused call wrote nothing). */
export async function teamRows(database: DatabaseHandle) {
  const { rows } = await database.query(`select
    (select count(*) from members)::int as members,
    (select count(*) from members where type <> 0)::int as agents,
    (select count(*) from affiliate_links)::int as links,
    (select count(*) from affiliate_links where deleted_at is not null)::int as deleted,
    (select count(*) from journal)::int as journal,
    (select coalesce(sum(version), 0) from accounts)::text as versions`);
  return rows[0];
}

import { adminTransfers } from '@monsoon/contracts/admin/transfers';
import { memberTransferValueSchema } from '@monsoon/contracts/transfers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, fakeClock, loginAs, nextId } from '@/test/factories.ts';
import { wire } from '@/test/http.ts';
import { fund } from '@/test/money.ts';
import { asOperator, demoOwner, signInOperator, type OperatorAuth } from '@/test/operators.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

const clock = fakeClock(new Date('2026-03-06T08:00:00Z'));
let t: TestApp;
let owner: OperatorAuth;
beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await signInOperator(t.app, clock, demoOwner());
});
afterAll(() => t.close());

describe('GET /admin/api/transfers', () => {
  it("lists a merchant's transfers newest first with both sides, filtered by member and kind", async () => {
    const agent = await buildMember(t.database, { type: 1 });
    const member = await buildMember(t.database, { uplineId: agent.id });
    await fund(t.database, member, 10_000n);
    await fund(t.database, agent, 10_000n);
    const memberToken = (await loginAs(t.app, member.username, member.password)).token;
    const agentToken = (await loginAs(t.app, agent.username, agent.password)).token;
    const upNo = (
      await wire(t.app).ok(memberTransferValueSchema, 'POST', '/wps/relay/MCSFE_transferToUpline', {
        token: memberToken,
        payload: { amount: '12.34', requestId: `a${nextId()}` },
      })
    ).transactionNo;
    const downNo = (
      await wire(t.app).ok(
        memberTransferValueSchema,
        'POST',
        '/wps/relay/MCSFE_transferToDownline',
        {
          token: agentToken,
          payload: { downlineId: member.id, amount: '5', requestId: `a${nextId()}` },
        },
      )
    ).transactionNo;

    const all = await asOperator(t.app, owner).ok(
      adminTransfers.value,
      'GET',
      `/admin/api/transfers?memberId=${member.id}`,
    );
    expect(all.total).toBe(2);
    expect(all.items.map((i) => [String(i.journalId), i.kind])).toEqual([
      [downNo, 'transfer.downline'],
      [upNo, 'transfer.upline'],
    ]);
    const up = all.items[1];
    expect(up?.legs.map((l) => [l.username, l.wallet, l.amount])).toEqual([
      [member.username, 'MAIN', '-12.34'],
      [agent.username, 'MAIN', '12.34'],
    ]);
    const onlyDown = await asOperator(t.app, owner).ok(
      adminTransfers.value,
      'GET',
      `/admin/api/transfers?memberId=${member.id}&kind=transfer.downline`,
    );
    expect(onlyDown.items.map((i) => String(i.journalId))).toEqual([downNo]);
  });

  it('answers only a signed-in operator', async () => {
    const res = await wire(t.app).send('GET', '/admin/api/transfers');
    expect(res.status).toBe(401);
  });
});

import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { okEnvelope } from '@monsoon/contracts/envelope';
import { wireToMinor } from '@monsoon/contracts/money';
import { transactionHistory } from '@monsoon/contracts/transactions';
import { bettingRecords } from '@monsoon/contracts/wallet';
import { demoOperators, emptyC2cPool, operatorApi, signInToBackOffice } from './support/admin.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import { memberCall, memberToken, prepareWithdrawals } from './support/member.ts';
import { png } from './support/png.ts';
import {
  amountIn,
  dismissPopups,
  headerBalance,
  registerMember,
  reportPage,
  screenshot,
  signIn,
  studioFrameAllowed,
  uniqueAccountNumber,
  visit,
} from './support/site.ts';

/**
 * The member's money loop end to end (issue 10): a new member registers, deposits through the sandbox
 * PSP by QR and by redirect, plays a slot, sets a real name, a withdrawal password and a card,
 * withdraws; finance approves it in the back office and it enters the C2C pool; another member pays
 * part of it; the member confirms a partial receipt and cancels the rest. Then the balances, the
 * transaction histories and the betting records agree with a computation made here from the amounts
 * alone.
 */
const baseUrl = inject('baseUrl');
const studioUrl = inject('studioUrl');
const card = { ...uniqueAccountNumber(), holder: 'Ana Reyes' };
const browsers: Browser[] = [];
let current: Page | null = null;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && current)
    await reportPage(current, context.task.name);
  for (const b of browsers.splice(0)) await b.close();
  current = null;
});

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });
const c2cKeys = ['withdrawC2cEnabled', 'withdrawPenaltyPercent', 'withdrawC2cConfirmMinutes'];

/** Pays the order open in the deposit page on the sandbox PSP's page, in the window the site opened. */
async function payOnPspPage(psp: Page): Promise<void> {
  await psp.waitForLoadState();
  expect(await psp.textContent('body')).toContain('SANDBOX');
  await psp.getByRole('button', { name: 'Pay', exact: true }).click();
  await psp.waitForLoadState();
  await psp.close();
}

/** Every movement of the member's history today (all pages), and the range's summary. */
async function history(token: string) {
  const rows: { type: string; amount: bigint; balanceAfter: bigint }[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const body = await memberCall<unknown>(
      baseUrl,
      token,
      `/wps/relay/ODSFE2_MemTransDet?pageNo=${pageNo}&pageSize=100`,
    );
    const { value } = okEnvelope(transactionHistory.value).parse(body);
    for (const r of value.list)
      rows.push({
        type: r.type,
        amount: wireToMinor(r.amount),
        balanceAfter: wireToMinor(r.balanceAfter),
      });
    if (pageNo >= value.totalPages) return { rows, net: wireToMinor(value.summary.net) };
  }
}

/** The member's slot bets and wins of the last days, from the betting records. */
async function slotRounds(token: string): Promise<{ bets: bigint; wins: bigint; rounds: number }> {
  const day = 24 * 3600_000;
  const ymd = (d: number) => new Date(d).toISOString().slice(0, 10);
  const body = await memberCall<unknown>(
    baseUrl,
    token,
    `/wps/relay/ODSFE2_getBettingRecords?startDate=${ymd(Date.now() - day)}&endDate=${ymd(Date.now() + day)}&pageNo=1&pageSize=100`,
  );
  const { value } = okEnvelope(bettingRecords.value).parse(body);
  return {
    bets: wireToMinor(value.summary.betAmount),
    wins: wireToMinor(value.summary.winAmount),
    rounds: value.totalCount,
  };
}

describe('the money loop', () => {
  it('registers, deposits by QR and redirect, plays a slot, withdraws, is approved, confirms a partial receipt and cancels the rest; balances and histories agree', async () => {
    const qrDeposit = 50_000n; // 500.00, no fee on QR Ph
    const redirectDeposit = 100_000n; // 1,000.00 by online banking, 1% fee
    const redirectFee = redirectDeposit / 100n;
    const withdrawal = 100_000n; // 1,000.00
    const withdrawalFee = withdrawal / 100n; // the demo merchant's 1%
    const c2cPayment = 50_000n; // 500.00 paid by the other member
    const received = 30_000n; // 300.00 of it confirmed

    // 1. Registration on the site (the header's form), then two deposits at the sandbox PSP.
    const mb = await openBrowser({
      width: 1440,
      height: 900,
      bypassCSP: !(await studioFrameAllowed(baseUrl, studioUrl)),
      reducedMotion: 'reduce',
    });
    browsers.push(mb);
    const page = mb.page;
    current = page;
    const member = await registerMember(baseUrl, 'ml');
    await visit(page, `${baseUrl}/`, { lang: 'EN' });
    await dismissPopups(page);
    await signIn(page, member.username, member.password);
    expect(await headerBalance(page)).toBe(0n);

    // The header's Deposit opens the deposit page; the sandbox PSP is named as such.
    await page.getByRole('button', { name: 'Deposit' }).first().click();
    await centre(page).getByRole('tab', { name: 'QR Ph' }).click();
    expect(new URL(page.url()).search).toBe('?mc=depositv2');
    expect(await centre(page).getByRole('note').textContent()).toContain(
      'Sandbox payment provider',
    );
    await centre(page).getByRole('button', { name: '500.00' }).click();
    expect(await centre(page).getByTestId('deposit-fee').textContent()).toBe('0.00');
    await centre(page).getByRole('button', { name: 'Deposit now' }).click();
    const qr = centre(page).getByRole('img', { name: 'QR code of the payment' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await screenshot(page, 'deposit-qr');
    const [qrPage] = await Promise.all([
      page.context().waitForEvent('page'),
      centre(page).getByRole('button', { name: 'Open the payment page' }).click(),
    ]);
    await payOnPspPage(qrPage);
    const result = centre(page).getByTestId('deposit-result');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('PHP 500.00 has been added to your balance.');

    // The redirect channel opens the PSP's page in a new window by itself.
    await centre(page).getByRole('button', { name: 'Make another deposit' }).click();
    await centre(page).getByRole('tab', { name: 'Online banking' }).click();
    await centre(page).getByRole('button', { name: '1,000.00' }).click();
    expect(await centre(page).getByTestId('deposit-fee').textContent()).toBe('10.00');
    const [redirectPage] = await Promise.all([
      page.context().waitForEvent('page'),
      centre(page).getByRole('button', { name: 'Deposit now' }).click(),
    ]);
    await payOnPspPage(redirectPage);
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('PHP 990.00 has been added to your balance.');
    const deposited = qrDeposit + redirectDeposit - redirectFee;
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(deposited);
    await screenshot(page, 'deposit-paid');
    await centre(page).getByRole('tab', { name: 'Deposit records' }).click();
    const records = centre(page).getByTestId('deposit-record');
    await expect.poll(() => records.count()).toBe(2);
    for (const text of await records.allTextContents()) expect(text).toContain('Successful');

    // 2. A few spins of a slot with the deposited money.
    await page.goto(`${baseUrl}/game?vassalage=MONSOON&gameId=MS001`);
    const game = page.frameLocator('iframe[title="Monsoon Riches"]');
    const spin = game.getByRole('button', { name: 'Spin', exact: true });
    await spin.waitFor({ timeout: 30_000 });
    for (let i = 0; i < 3; i++) {
      await spin.click();
      await spin.waitFor({ timeout: 30_000 });
    }
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    if (!token) throw new Error('no session token');
    const slot = await slotRounds(token);
    expect(slot.rounds).toBe(3);
    const afterSlot = deposited - slot.bets + slot.wins;
    await page.getByRole('button', { name: /^Refresh balance: / }).click();
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(afterSlot);

    // 3. Real name, withdrawal password and a card, from the withdraw page's prompt.
    await page.goto(`${baseUrl}/?mc=withdraw`);
    await centre(page).getByText('Before your first withdrawal').waitFor();
    await centre(page).getByRole('button', { name: 'Set password' }).click();
    await centre(page).getByRole('heading', { name: 'Account security' }).waitFor();
    const realName = centre(page).getByRole('listitem').filter({ hasText: 'Real name' });
    await realName.getByRole('button', { name: 'Set' }).click();
    await realName.getByLabel('Real name').fill(card.holder);
    await realName.getByRole('button', { name: 'Save' }).click();
    // Set once: the site asks to check it first.
    await page
      .getByRole('dialog', { name: 'This can be set only once' })
      .getByRole('button', { name: 'Yes, save it' })
      .click();
    await realName.getByRole('button', { name: 'Set' }).waitFor({ state: 'detached' });
    // Shown masked, like every personal detail.
    expect(await realName.textContent()).not.toContain(card.holder);
    await prepareWithdrawals(centre(page), card);

    // 4. C2C on for this journey (the demo merchant has it off), then the withdrawal.
    await emptyC2cPool(baseUrl);
    let owner = await operatorApi(baseUrl, demoOperators.owner);
    const all = await owner<{ items: { key: string; value: unknown }[] }>(
      'GET',
      '/admin/api/settings',
    );
    const before = Object.fromEntries(
      all.value.items.filter((i) => c2cKeys.includes(i.key)).map((i) => [i.key, i.value]),
    );
    try {
      const on = await owner<unknown>('PUT', '/admin/api/settings', {
        changes: {
          withdrawC2cEnabled: true,
          withdrawPenaltyPercent: 5,
          withdrawC2cConfirmMinutes: 15,
        },
      });
      expect(on.success).toBe(true);
      await page.goto(`${baseUrl}/?mc=withdraw`);
      await centre(page).getByLabel('Amount').fill('1000');
      await centre(page).getByText('990.00').waitFor();
      await centre(page).getByLabel('Withdrawal password').fill('Pay12345');
      await centre(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
      await centre(page).getByText('Withdrawal requested').waitFor();

      // 5. Finance approves it in the back office; with C2C on it goes to the pool.
      const admin = await mb.context.newPage();
      await admin.addInitScript(() => localStorage.setItem('adminLang', 'EN'));
      current = admin;
      await signInToBackOffice(admin, baseUrl, demoOperators.finance);
      const nav = admin.getByRole('navigation', { name: 'Back office sections' });
      await nav.getByRole('link', { name: 'Withdrawals' }).click();
      const row = admin
        .getByRole('table', { name: 'Withdrawals' })
        .getByRole('row')
        .filter({ hasText: member.username });
      await row.getByText(card.masked).waitFor();
      await row.getByRole('button', { name: 'Approve and pay' }).click();
      const approve = admin.getByRole('dialog');
      await approve.getByText('Deposits in the last 7 days').waitFor();
      await approve.getByRole('button', { name: 'Approve and pay' }).click();
      await approve.waitFor({ state: 'detached' });
      await admin.getByRole('button', { name: 'All', exact: true }).click();
      await row.getByText('Paying').waitFor();

      // 6. Another member deposits 500.00 through C2C over the wire: matched to this withdrawal, paid
      // outside the site, proven with an image.
      const payer = await registerMember(baseUrl, 'mlp');
      const payerToken = await memberToken(baseUrl, payer.username, payer.password);
      const c2c = await memberCall<{ matches: { id: number; accountNumber: string }[] }>(
        baseUrl,
        payerToken,
        '/wps/relay/MCSFE_depositC2C',
        { body: { amount: '500' }, headers: { 'Idempotency-Key': `loop-${payer.username}` } },
      );
      expect(c2c.success).toBe(true);
      const [match] = c2c.value.matches;
      expect(c2c.value.matches).toHaveLength(1);
      expect(match?.accountNumber).toBe(card.number);
      const proof = await memberCall<unknown>(
        baseUrl,
        payerToken,
        '/wps/relay/MCSFE_uploadC2CProof',
        {
          body: {
            matchId: match?.id,
            images: [`data:image/png;base64,${png(80, 60, [20, 120, 200]).toString('base64')}`],
          },
        },
      );
      expect(proof.success).toBe(true);

      // 7. The member confirms a partial receipt: 300.00 of the 500.00.
      current = page;
      await page.bringToFront();
      await page.goto(`${baseUrl}/?mc=withdraw`);
      const confirm = centre(page).getByRole('region', { name: 'Withdrawal confirmation' });
      await confirm.waitFor();
      expect(amountIn(await confirm.getByText('500.00').first().textContent())).toBe(c2cPayment);
      await confirm.getByRole('button', { name: 'Received partly' }).click();
      await confirm.getByLabel('Amount received').fill('300');
      await screenshot(page, 'loop-partial-receipt-1440-light-EN');
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await confirm.waitFor({ state: 'detached', timeout: 15_000 });

      // The back office shows the match received partly.
      current = admin;
      await admin.bringToFront();
      await nav.getByRole('link', { name: 'C2C', exact: true }).click();
      await admin.getByRole('button', { name: 'All', exact: true }).click();
      await admin
        .getByRole('table', { name: 'C2C matches and disputes' })
        .getByRole('row')
        .filter({ hasText: member.username })
        .getByText('Received partly')
        .waitFor();

      // 8. The member cancels the 690.00 still waiting for a payer: the penalty (5 %) goes to the
      // house and the rest comes back (decisions 0061, 0062). Nothing of this member stays in the pool.
      current = page;
      await page.bringToFront();
      const stillPooled = withdrawal - withdrawalFee - received;
      const penalty = (stillPooled * 5n) / 100n;
      await page.goto(`${baseUrl}/?mc=withdraw`);
      const pooled = centre(page).getByTestId('c2c-withdrawal').first();
      await pooled.getByRole('button', { name: 'Cancel the waiting part' }).click();
      expect(await pooled.textContent()).toContain(
        'A penalty of 5% (34.50) is charged and 655.50 returns to your balance.',
      );
      await screenshot(page, 'loop-c2c-cancel-1440-light-EN');
      await pooled.getByRole('button', { name: 'Cancel and pay the penalty' }).click();
      await pooled.getByText('Cancelled 690.00; penalty 34.50.').waitFor();
      expect(penalty).toBe(3_450n);

      // 9. Everything agrees with the amounts alone. The member: both deposits net of their fee, the
      // slot's result, the withdrawal's fee, the 300.00 paid and the penalty; the payer: only what was
      // confirmed. Nothing is held any more, so the header and the history's balance agree.
      const memberBalance =
        qrDeposit +
        redirectDeposit -
        redirectFee -
        slot.bets +
        slot.wins -
        withdrawalFee -
        received -
        penalty;
      await page.reload();
      await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(memberBalance);
      const mine = await history(token);
      expect(mine.net).toBe(memberBalance);
      expect(mine.rows[0]?.balanceAfter).toBe(memberBalance);
      expect(mine.rows.filter((r) => r.type === 'DEPOSIT').map((r) => r.amount)).toEqual([
        redirectDeposit - redirectFee,
        qrDeposit,
      ]);
      // The confirmed part went to the payer, the fee to the house: both withdrawals, newest first.
      expect(mine.rows.filter((r) => r.type === 'WITHDRAWAL').map((r) => r.amount)).toEqual([
        -received,
        -withdrawalFee,
      ]);
      expect(mine.rows.filter((r) => r.type === 'PENALTY').map((r) => r.amount)).toEqual([
        -penalty,
      ]);
      const theirs = await history(payerToken);
      expect(theirs.rows.map((r) => [r.type, r.amount])).toEqual([['DEPOSIT', received]]);
      expect(theirs.net).toBe(received);

      // The member's own pages show the same: the history's newest balance and the deposit records.
      await page.goto(`${baseUrl}/?mc=transactionHistory`);
      await centre(page).getByRole('cell', { name: 'Deposit' }).first().waitFor();
      await screenshot(page, 'loop-history-1440-light-EN');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${baseUrl}/?mc=withdraw`);
      await centre(page)
        .getByTestId('c2c-withdrawal')
        .first()
        .getByText('Paid', { exact: true })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
      await screenshot(page, 'loop-withdraw-records-390-light-EN');
    } finally {
      // C2C back as it was, for the other journeys.
      let off = await owner<unknown>('PUT', '/admin/api/settings', { changes: before }).catch(
        () => null,
      );
      if (!off?.success) {
        owner = await operatorApi(baseUrl, demoOperators.owner);
        off = await owner<unknown>('PUT', '/admin/api/settings', { changes: before });
      }
      expect(off.success).toBe(true);
    }
  }, 240_000);
});

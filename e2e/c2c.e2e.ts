import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demoOperators, emptyC2cPool, operatorApi, signInToBackOffice } from './support/admin.ts';
import { memberCall, memberToken, prepareWithdrawals, setRealName } from './support/member.ts';
import { png } from './support/png.ts';
import { openBrowser, type Browser } from './support/browser.ts';
import {
  dismissPopups,
  headerBalance,
  registerMember,
  reportPage,
  screenshot,
  signIn,
  visit,
  uniqueAccountNumber,
} from './support/site.ts';

/**
 * C2C receipt confirmation (decisions 0053-0055): with C2C switched on for the journey, a member's
 * approved withdrawal enters the C2C pool; another member deposits through the C2C channel, pays the
 * payee shown and uploads a proof; the withdrawer answers "Not received" with a proof; an operator sees
 * both proofs side by side and decides "Received"; both balances then follow the rules.
 */
const baseUrl = inject('baseUrl');
const account = uniqueAccountNumber();
const browsers: Browser[] = [];
let current: Page | null = null;
afterEach(async (context) => {
  if (context.task.result?.state === 'fail' && current)
    await reportPage(current, context.task.name);
  for (const b of browsers.splice(0)) await b.close();
  current = null;
});

const c2cKeys = ['withdrawC2cEnabled', 'withdrawPenaltyPercent', 'withdrawC2cConfirmMinutes'];

/** The C2C settings as they are, to put back at the end. */
async function c2cSettings(
  owner: Awaited<ReturnType<typeof operatorApi>>,
): Promise<Record<string, unknown>> {
  const all = await owner<{ items: { key: string; value: unknown }[] }>(
    'GET',
    '/admin/api/settings',
  );
  return Object.fromEntries(
    all.value.items.filter((i) => c2cKeys.includes(i.key)).map((i) => [i.key, i.value]),
  );
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Personal center' });

/** Reloads until the header shows `minor` (the balance is read on load). */
async function balanceBecomes(page: Page, minor: bigint): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.waitForLoadState('networkidle');
        return headerBalance(page);
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(minor);
}

/** Switches a signed-in tab to a language, theme and width, and reopens a member-centre page. */
async function reopenAs(
  page: Page,
  url: string,
  opts: { lang: string; theme: 'light' | 'dark'; width: number },
) {
  await page.evaluate(
    ([lang, theme]) => {
      localStorage.setItem('lang', lang ?? 'EN');
      localStorage.setItem('theme', theme ?? 'light');
    },
    [opts.lang, opts.theme],
  );
  await page.setViewportSize({ width: opts.width, height: opts.width < 500 ? 844 : 900 });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

describe('C2C receipt confirmation', () => {
  it('a withdrawal enters the C2C pool, another member pays it with a proof, the withdrawer says not received, an operator decides received; the balances follow', async () => {
    // Amounts (design/money.md §5, §12; decision 0053): the demo fee is 1% of the withdrawal, taken when
    // it enters the pool; the rest waits in the pool; the deposit takes a slice of it.
    const funded = 500_000n; // 5,000.00
    const withdrawal = 100_000n; // 1,000.00
    const fee = withdrawal / 100n; // 10.00
    const deposit = 50_000n; // 500.00, under the pool's 990.00: matched at once to this withdrawal

    // Two members from different teams (no upline): the withdrawer with a real name, and a depositor.
    const withdrawer = await registerMember(baseUrl, 'c2w');
    const depositor = await registerMember(baseUrl, 'c2d');
    const wToken = await memberToken(baseUrl, withdrawer.username, withdrawer.password);
    const withdrawerId = await setRealName(baseUrl, wToken, 'Maria Santos');

    // The owner switches C2C on (the demo merchant has it off) and asks for the funding; finance
    // approves the funding.
    await emptyC2cPool(baseUrl);
    let owner = await operatorApi(baseUrl, demoOperators.owner);
    const before = await c2cSettings(owner);
    try {
      const on = await owner<unknown>('PUT', '/admin/api/settings', {
        changes: {
          withdrawC2cEnabled: true,
          withdrawPenaltyPercent: 5,
          withdrawC2cConfirmMinutes: 15,
        },
      });
      expect(on.success).toBe(true);
      await expect
        .poll(async () => {
          const s = await memberCall<{ c2cEnabled: string; withdrawPenaltyCharge: unknown }>(
            baseUrl,
            wToken,
            '/wps/relay/MCSFE_getWithdrawSettings',
          );
          return `${s.value.c2cEnabled} ${String(s.value.withdrawPenaltyCharge)}`;
        })
        .toMatch(/^Y 5(\.0+)?$/);
      const asked = await owner<{ id: number }>('POST', '/admin/api/adjustments', {
        memberId: withdrawerId,
        direction: 'credit',
        amount: '5000.00',
        reason: 'Funding for the C2C journey',
      });
      const finance = await operatorApi(baseUrl, demoOperators.finance);
      const approved = await finance<unknown>(
        'POST',
        `/admin/api/adjustments/${asked.value.id}/approve`,
        {},
      );
      expect(approved.success).toBe(true);

      // The withdrawer: a withdrawal password, a bank card, then a withdrawal of 1,000.00.
      const wb = await openBrowser({ width: 1440, height: 900 });
      browsers.push(wb);
      const w = wb.page;
      current = w;
      await visit(w, `${baseUrl}/rng`, { lang: 'EN' });
      await dismissPopups(w);
      await signIn(w, withdrawer.username, withdrawer.password);
      await w.goto(`${baseUrl}/rng?mc=withdraw`);
      await centre(w).getByText('Before your first withdrawal').waitFor();
      await centre(w).getByRole('button', { name: 'Set password' }).click();
      await centre(w).getByRole('heading', { name: 'Account security' }).waitFor();
      await prepareWithdrawals(centre(w), { ...account, holder: 'Maria Santos' });
      await w.goto(`${baseUrl}/rng?mc=withdraw`);
      await centre(w).getByLabel('Amount').fill('1000');
      await centre(w).getByText('990.00').waitFor();
      await centre(w).getByLabel('Withdrawal password').fill('Pay12345');
      await centre(w).getByRole('button', { name: 'Withdraw', exact: true }).click();
      await centre(w).getByText('Withdrawal requested').waitFor();
      // Nothing waits for the withdrawer's answer yet.
      expect(await w.getByRole('region', { name: 'Withdrawal confirmation' }).count()).toBe(0);

      // Finance approves it in the back office: it goes to the C2C pool, not to the PSP.
      const admin = await wb.context.newPage();
      await admin.addInitScript(() => localStorage.setItem('adminLang', 'EN'));
      current = admin;
      await signInToBackOffice(admin, baseUrl, demoOperators.finance);
      const nav = admin.getByRole('navigation', { name: 'Back office sections' });
      await nav.getByRole('link', { name: 'Withdrawals' }).click();
      const row = admin
        .getByRole('table', { name: 'Withdrawals' })
        .getByRole('row')
        .filter({ hasText: withdrawer.username });
      await row.getByRole('button', { name: 'Approve and pay' }).click();
      const approve = admin.getByRole('dialog');
      await approve.getByText('Deposits in the last 7 days').waitFor();
      await approve.getByRole('button', { name: 'Approve and pay' }).click();
      await approve.waitFor({ state: 'detached' });
      await admin.getByRole('button', { name: 'All', exact: true }).click();
      await row.getByText('Paying').waitFor();

      // The depositor: Deposit, the C2C channel, an amount; the payee's details; a proof of payment.
      const db = await openBrowser({ width: 1440, height: 900 });
      browsers.push(db);
      const d = db.page;
      current = d;
      await visit(d, `${baseUrl}/rng`, { lang: 'EN' });
      await dismissPopups(d);
      await signIn(d, depositor.username, depositor.password);
      expect(await headerBalance(d)).toBe(0n);
      await d.getByRole('button', { name: 'Deposit' }).first().click();
      const c2c = centre(d).getByRole('region', { name: 'C2C deposit' });
      await c2c.getByLabel('Amount').fill('500');
      await c2c.getByRole('button', { name: 'Find payees' }).click();
      const match = c2c.getByTestId('c2c-deposit');
      await match.getByText('Order ').waitFor();
      expect(await match.textContent()).toContain('pay 500.00 in total');
      await match.getByText(account.number).waitFor();
      await match.getByText('Maria Santos').waitFor();
      expect(await match.getByRole('button', { name: 'Copy Account number' }).count()).toBe(1);
      await c2c.getByTestId('c2c-match-state').getByText('Waiting for your payment').waitFor();
      await c2c.scrollIntoViewIfNeeded();
      await screenshot(d, 'c2c-deposit-payee-1440-light-EN');
      await c2c.locator('input[type="file"]').setInputFiles({
        name: 'payment.png',
        mimeType: 'image/png',
        buffer: png(160, 120, [34, 139, 34]),
      });
      await c2c.getByRole('button', { name: 'Upload proof' }).click();
      await c2c.getByText('Waiting for the receiver to confirm').waitFor();
      expect(await c2c.getByTestId('c2c-match-state').textContent()).toMatch(/\d+:\d\d/);
      await screenshot(d, 'c2c-deposit-confirming-1440-light-EN');
      // The same on a phone, in Thai and the dark theme.
      await reopenAs(d, `${baseUrl}/rng?mc=depositv2`, { lang: 'TH', theme: 'dark', width: 390 });
      await d.getByTestId('c2c-match-state').waitFor();
      await d.getByTestId('c2c-match-state').scrollIntoViewIfNeeded();
      expect(await d.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
      await screenshot(d, 'c2c-deposit-confirming-390-dark-TH');

      // The withdrawer: "Withdrawal confirmation", answered Not received with a proof.
      current = w;
      await w.goto(`${baseUrl}/rng?mc=withdraw`);
      const confirm = centre(w).getByRole('region', { name: 'Withdrawal confirmation' });
      await confirm.waitFor();
      expect(await confirm.getByTestId('c2c-received').textContent()).toBe('0.00');
      expect(await confirm.textContent()).toContain('500.00');
      expect(await confirm.textContent()).toContain('within 15 minutes');
      await screenshot(w, 'c2c-confirmation-1440-light-EN');
      await reopenAs(w, `${baseUrl}/rng?mc=withdraw`, { lang: 'TH', theme: 'dark', width: 390 });
      await w.getByTestId('c2c-countdown').waitFor();
      expect(await w.evaluate(() => document.documentElement.scrollWidth <= 390)).toBe(true);
      await screenshot(w, 'c2c-confirmation-390-dark-TH');
      await reopenAs(w, `${baseUrl}/rng?mc=withdraw`, { lang: 'EN', theme: 'light', width: 1440 });
      await confirm.getByRole('button', { name: 'Not received' }).click();
      await confirm.getByText('Please upload proof of not receiving').waitFor();
      await confirm.locator('input[type="file"]').setInputFiles({
        name: 'statement.png',
        mimeType: 'image/png',
        buffer: png(120, 160, [200, 40, 40]),
      });
      await confirm.getByRole('button', { name: 'Not received' }).click();
      await expect
        .poll(() => confirm.getByRole('button', { name: 'Not received' }).count(), {
          timeout: 15_000,
        })
        .toBe(0);

      // An operator (finance) opens C2C: the dispute, both proofs side by side; decides Received.
      current = admin;
      await admin.bringToFront();
      await nav.getByRole('link', { name: 'C2C', exact: true }).click();
      const disputes = admin.getByRole('table', { name: 'C2C matches and disputes' });
      const dispute = disputes.getByRole('row').filter({ hasText: withdrawer.username });
      await dispute.getByText('Disputed').waitFor();
      expect(await dispute.textContent()).toContain(depositor.username);
      await dispute.getByRole('button', { name: 'Decide' }).click();
      const review = admin.getByRole('dialog');
      const paymentProof = review.getByTestId('proofs-payment').getByRole('img');
      const nonReceiptProof = review.getByTestId('proofs-non-receipt').getByRole('img');
      await paymentProof.waitFor();
      await nonReceiptProof.waitFor();
      expect(await paymentProof.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      const [left, right] = [await paymentProof.boundingBox(), await nonReceiptProof.boundingBox()];
      expect(left && right && left.x + left.width <= right.x).toBe(true);
      await screenshot(admin, 'c2c-admin-dispute-1440-light-EN');
      await review.getByRole('button', { name: 'Received', exact: true }).click();
      await review.waitFor({ state: 'detached' });
      await admin.getByRole('button', { name: 'All', exact: true }).click();
      await dispute.getByText('Received', { exact: true }).waitFor();

      // The rules: the whole slice is credited to the depositor; the withdrawer's balance lost the
      // withdrawal when it was requested (the fee, the slice paid and the rest still in the pool).
      await reopenAs(d, `${baseUrl}/rng`, { lang: 'EN', theme: 'light', width: 1440 });
      await balanceBecomes(d, deposit);
      await balanceBecomes(w, funded - withdrawal);
      expect(fee + deposit + (withdrawal - fee - deposit)).toBe(withdrawal);
    } finally {
      // C2C back off (as it was) for the other journeys.
      let off = await owner<unknown>('PUT', '/admin/api/settings', { changes: before }).catch(
        () => null,
      );
      if (!off?.success) {
        owner = await operatorApi(baseUrl, demoOperators.owner);
        off = await owner<unknown>('PUT', '/admin/api/settings', { changes: before });
      }
      expect(off.success).toBe(true);
    }
    // Two members' browsers and the back office on a busy machine: more than the 90 s of one journey.
  }, 180_000);
});

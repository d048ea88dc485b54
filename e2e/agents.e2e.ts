import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type Browser } from './support/browser.ts';
import { fillSlip, passDraw, shiftServerClock, waitForOpenDraw, dice } from './support/lottery.ts';
import {
  amountIn,
  dismissPopups,
  headerBalance,
  reportPage,
  screenshot,
  signIn,
  visit,
} from './support/site.ts';

const baseUrl = inject('baseUrl');
const browsers: Browser[] = [];
const open = async (): Promise<Page> => {
  const b = await openBrowser({ width: 1440, height: 900, reducedMotion: 'reduce' });
  browsers.push(b);
  return b.page;
};
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    for (const [i, b] of browsers.entries()) await reportPage(b.page, `${context.task.name}-${i}`);
  for (const b of browsers.splice(0)) await b.close();
});

/** Runs a scheduled job now (dev controls, decision 0057): the 5-minute salary tick without waiting. */
async function runJob(name: string): Promise<void> {
  const res = await fetch(`${baseUrl}/dev/jobs/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Merchant: 'demo' },
    body: JSON.stringify({ name }),
  });
  if (!res.ok) throw new Error(`POST /dev/jobs/run answered ${res.status}`);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

describe('agents', () => {
  it(
    'agent01 registers a downline and offers a real-time salary contract; the downline accepts and plays the lottery; the 5-minute settlement pays agent01 as the agent centre shows',
    { timeout: 300_000 },
    async () => {
      const account = `ag${Date.now().toString(36).slice(-8)}`;
      const password = 'Down1234';

      // The agent page's login goes to /agentHome, which holds the agent centre.
      const agent = await open();
      await visit(agent, `${baseUrl}/agentHome`, { lang: 'EN' });
      await dismissPopups(agent);
      await signIn(agent, 'agent01', 'Agent123');
      await agent.goto(`${baseUrl}/agentHome?ac=registerCenter`);
      const form = agent.getByRole('form', { name: 'Register a downline' });
      await form.getByLabel('Account', { exact: true }).fill(account);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('button', { name: 'Register' }).click();
      await toast(agent, `${account} has joined your team.`);
      await screenshot(agent, 'agent-register-1440-light-EN');

      // The agent funds the downline (spec §6: agents transfer to their downlines).
      await agent.goto(`${baseUrl}/?mc=transferUpline`);
      const down = agent.getByRole('form', { name: 'Transfer to downline' });
      const select = down.getByLabel('Downline');
      const option = await select.locator('option', { hasText: account }).getAttribute('value');
      await select.selectOption(option ?? '');
      await down.getByLabel('Amount').fill('20');
      await down.getByRole('button', { name: 'Transfer', exact: true }).click();
      await toast(agent, `20.00 transferred to ${account}.`);

      // A real-time salary contract of 0.10 % per round (agent01 holds 1.00 % from the operator).
      await agent.goto(`${baseUrl}/agentHome?ac=agentRealtimeSalary`);
      await agent.getByRole('tab', { name: 'My downlines' }).click();
      const row = agent.getByRole('row').filter({ hasText: account });
      await row.getByRole('button', { name: 'Offer contract' }).click();
      const offer = agent.getByRole('dialog', { name: 'Offer contract' });
      const tier = offer.getByRole('group', { name: 'Tier 1' });
      await tier.getByLabel('From round base').fill('0');
      await tier.getByLabel('Rate (%)').fill('0.1');
      await offer.getByRole('button', { name: 'Send offer' }).click();
      await toast(agent, `Offer sent to ${account}. It waits for their answer.`);

      // The downline signs in: the site asks it to answer the new contract.
      const member = await open();
      await visit(member, `${baseUrl}/`, { lang: 'EN' });
      await dismissPopups(member);
      // Signed in without the popup sweep: the contract request is one of the dialogs that follow.
      const login = member.getByRole('form', { name: 'Log in' }).first();
      await login.getByLabel('Username').fill(account);
      await login.getByLabel('Password', { exact: true }).fill(password);
      await login.getByRole('button', { name: 'Log in' }).click();
      await member.getByRole('button', { name: 'Account menu' }).waitFor({ timeout: 60_000 });
      const request = member.getByRole('dialog', { name: 'New contract request' });
      // The after-login announcements come first: the prompt waits until they are closed.
      await expect
        .poll(
          async () => {
            if (await request.isVisible()) return true;
            // Only the announcements are closed: closing the request would put it off to the next visit.
            const notices = member.getByRole('dialog', { name: 'Announcements' });
            if (await notices.isVisible())
              await notices.locator('[data-modal-close]').first().click();
            return request.isVisible();
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBe(true);
      await screenshot(member, 'agent-contract-request-1440-light-EN');
      await request.getByRole('button', { name: 'Accept', exact: true }).click();
      await toast(member, 'Contract accepted.');

      // It bets Big and Small (2.00) on the 1-minute dice; the draw settles the ticket.
      await member.goto(`${baseUrl}/seaLottery?gameCode=${dice.code}`);
      await member.getByRole('heading', { level: 1, name: 'Three Dice 1 Min' }).waitFor();
      await fillSlip(
        member,
        'Big / Small',
        'Big / small / odd / even',
        ['Big', 'Small'],
        'Add to slip',
      );
      const numero = await waitForOpenDraw(baseUrl, member);
      const slip = member.getByRole('region', { name: 'Bet slip' });
      await slip.getByRole('button', { name: 'Place bet' }).click();
      await member.getByRole('dialog').getByRole('button', { name: 'Place bet' }).click();
      await slip.getByRole('status').waitFor({ timeout: 15_000 });
      await passDraw(baseUrl, numero);
      const tickets = member.getByRole('region', { name: 'My tickets' });
      await tickets.getByRole('tab', { name: 'Settled' }).click();
      await expect
        .poll(() => tickets.getByTestId('ticket').filter({ hasText: numero }).count(), {
          timeout: 60_000,
          interval: 1_000,
        })
        .toBe(1);

      // The server's clock moves past the round's 5-minute window and its grace; the salary tick pays
      // agent01 1.00 % − 0.10 % of 2.00 = 0.018, floored: 0.01 (the downline's 0.10 % of 2.00 floors to 0).
      // Earnings issued so far, as the real-time salary page sums them (total earned less pending).
      const issued = async (): Promise<bigint> => {
        await agent.goto(`${baseUrl}/agentHome?ac=agentRealtimeSalary`);
        await agent.getByRole('tab', { name: 'Earnings' }).click();
        const total = agent.getByText('Total earned', { exact: true });
        await total.or(agent.getByText('No earnings in this period.')).first().waitFor();
        if (!(await total.isVisible())) return 0n;
        const dd = (label: string) =>
          agent.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
        return (
          amountIn(await dd('Total earned').textContent()) -
          amountIn(await dd('Of which pending').textContent())
        );
      };
      const issuedBefore = await issued();
      const balanceBefore = await headerBalance(agent);
      await shiftServerClock(baseUrl, 7 * 60_000);
      let issuedAfter = issuedBefore;
      await expect
        .poll(
          async () => {
            await runJob('agent-salary-realtime');
            issuedAfter = await issued();
            return issuedAfter > issuedBefore;
          },
          { timeout: 120_000, interval: 3_000 },
        )
        .toBe(true);
      await agent.getByRole('row').filter({ hasText: 'Issued' }).first().waitFor();
      // What the agent centre shows is what the ledger moved: the header balance grew by as much.
      await expect
        .poll(() => headerBalance(agent), { timeout: 15_000 })
        .toBe(balanceBefore + (issuedAfter - issuedBefore));
      await screenshot(agent, 'agent-realtime-earnings-1440-light-EN');
    },
  );
});

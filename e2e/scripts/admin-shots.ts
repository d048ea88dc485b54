/**
 * Screenshots of every back-office screen for a visual check: 1440 and 390 px, light and dark, EN and
 * an Asian language. Usage: npx tsx e2e/scripts/admin-shots.ts [baseUrl] [outDir]
 * Writes <outDir>/<screen>-<width>-<theme>-<lang>.png. Signs the demo owner in once (one TOTP step).
 * With SEED=1 it first gives the money screens something to show: a new member funded by an approved
 * adjustment, with an unpaid QR deposit order and a withdrawal waiting for review.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser.ts';
import { demoOperators, fundMember, operatorCookie } from '../support/admin.ts';
import { memberCall, memberToken, setRealName } from '../support/member.ts';
import { registerMember, uniqueAccountNumber } from '../support/site.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/admin-shots';
const only = process.env.SHOTS;
mkdirSync(out, { recursive: true });

const screens = [
  ['members', '/admin/members'],
  ['member', '/admin/members/2'],
  ['adjustments', '/admin/adjustments?status=all'],
  ['transfers', '/admin/transfers'],
  ['payment-orders', '/admin/deposits/orders'],
  ['deposit-channels', '/admin/deposits/channels'],
  ['withdrawals', '/admin/withdrawals'],
  ['c2c', '/admin/c2c'],
  ['c2c-pool', '/admin/c2c/pool'],
  ['audit', '/admin/audit'],
  ['operators', '/admin/operators'],
  ['settings', '/admin/settings'],
] as const;
const configs = [
  [1440, 'light', 'EN'],
  [1440, 'dark', 'TH'],
  [390, 'light', 'CN'],
  [390, 'dark', 'EN'],
] as const;

if (process.env.SEED === '1') {
  const { username, password } = await registerMember(base, 'shot');
  const token = await memberToken(base, username, password);
  const id = await setRealName(base, token, 'Maria Santos');
  await fundMember(base, id, '5000.00', 'Screenshots of the back office');
  await memberCall(base, token, '/wps/relay/MCSFE_depositByQRImageUrl', {
    body: { amount: 500, bankType: 'PAYID' },
  });
  await memberCall(base, token, '/wps/member/paymentPassword', {
    body: { password: 'Pay12345', confirmPassword: 'Pay12345' },
  });
  const card = await memberCall<{ id: number }>(base, token, '/wps/member/bankCard', {
    method: 'PUT',
    body: {
      bankType: 'B',
      bankCode: 'BDO',
      accountNumber: uniqueAccountNumber().number,
      payeeName: 'Maria Santos',
    },
  });
  const withdrawal = await memberCall(base, token, '/wps/v2/transaction/withdraw', {
    body: { amount: '1000', bankCardId: card.value.id, password: 'Pay12345' },
    headers: { 'Idempotency-Key': `shot-${username}` },
  });
  console.log(
    `seeded ${username}: withdrawal ${withdrawal.success ? 'requested' : JSON.stringify(withdrawal)}`,
  );
}

const cookie = await operatorCookie(base, demoOperators.owner);
for (const [width, theme, lang] of configs) {
  const name = `${width}-${theme}-${lang}`;
  if (only && !name.includes(only)) continue;
  const browser = await openBrowser({ width, height: 900, colorScheme: theme });
  try {
    await browser.context.addInitScript(
      (prefs) => {
        localStorage.setItem('adminLang', prefs.lang);
        localStorage.setItem('adminTheme', prefs.theme);
      },
      { lang, theme },
    );
    // The sign-in page first (no cookie yet).
    await browser.page.goto(`${base}/admin/sign-in`);
    await browser.page.waitForLoadState('networkidle');
    await browser.page.screenshot({ path: path.join(out, `signin-${name}.png`), fullPage: true });
    await browser.context.addCookies([
      { name: 'monsoon_operator', value: cookie, url: base, httpOnly: true, sameSite: 'Strict' },
    ]);
    for (const [screen, url] of screens) {
      await browser.page.goto(`${base}${url}`);
      await browser.page.waitForLoadState('networkidle');
      await browser.page.waitForTimeout(300);
      await browser.page.screenshot({
        path: path.join(out, `${screen}-${name}.png`),
        fullPage: true,
      });
    }
    if (width === 390) {
      await browser.page
        .getByRole('button', { name: /menu|菜单/i })
        .first()
        .click();
      await browser.page.waitForTimeout(300);
      await browser.page.screenshot({ path: path.join(out, `drawer-${name}.png`) });
    }
  } finally {
    await browser.close();
  }
  console.log(`shot ${name}`);
}

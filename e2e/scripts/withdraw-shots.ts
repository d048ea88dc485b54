/**
 * Screenshots of the withdraw page with the merchant's withdrawal rules on: fixed amounts as buttons and
 * the SMS code field (decision 0065), at 1440 and 390 px, light and dark, in two languages; and the back
 * office's withdrawal settings. Needs `ENABLE_DEV_ROUTES=true npm start` (it changes the demo merchant's
 * settings and puts them back at the end).
 * Usage: npx tsx e2e/scripts/withdraw-shots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser.ts';
import { demoOperators, fundMember, operatorApi, signInToBackOffice } from '../support/admin.ts';
import { memberCall, memberToken, setRealName } from '../support/member.ts';
import { registerMember, uniqueAccountNumber } from '../support/site.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/withdraw-shots';
mkdirSync(out, { recursive: true });

const owner = await operatorApi(base, demoOperators.owner);
const items = (
  await owner<{ items: Array<{ key: string; value: unknown }> }>('GET', '/admin/api/settings')
).value.items;
const before = Object.fromEntries(items.map((i) => [i.key, i.value]));
const rules = {
  withdrawFixedAmounts: ['100', '500', '1000', '5000'],
  withdrawMobileVerification: 'WITHDRAW_AMOUNT',
  withdrawMobileVerificationAmount: 50_000,
};
const put = await owner('PUT', '/admin/api/settings', { changes: rules });
if (!put.success) throw new Error(`settings refused: ${JSON.stringify(put)}`);

try {
  const { username, password } = await registerMember(base, 'wshot');
  const token = await memberToken(base, username, password);
  const memberId = await setRealName(base, token, 'Juan Dela Cruz');
  await memberCall(base, token, '/wps/member/paymentPassword', {
    body: { password: 'Pay12345', confirmPassword: 'Pay12345' },
  });
  await memberCall(base, token, '/wps/member/bankCard', {
    method: 'PUT',
    body: {
      bankType: 'B',
      bankCode: 'BDO',
      accountNumber: uniqueAccountNumber().number,
      payeeName: 'Juan Dela Cruz',
    },
  });
  await fundMember(base, memberId, '20000', 'screenshots');

  for (const width of [1440, 390])
    for (const theme of ['light', 'dark'] as const)
      for (const lang of ['EN', 'TH']) {
        const name = `${width}-${theme}-${lang}`;
        const { page, context, close } = await openBrowser({
          width,
          height: width > 800 ? 900 : 844,
          colorScheme: theme,
        });
        const fresh = await memberToken(base, username, password);
        await context.addInitScript(
          (p: { theme: string; lang: string; token: string }) => {
            localStorage.setItem('theme', p.theme);
            localStorage.setItem('lang', p.lang);
            sessionStorage.setItem('ANONYMOUS_POPUP', '1');
            sessionStorage.setItem('USER_POPUP', '1');
            if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', p.token);
          },
          { theme, lang, token: fresh },
        );
        try {
          await page.goto(`${base}/?mc=withdraw`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(out, `withdraw-${name}.png`) });
          // The largest fixed amount needs the SMS code: the code field appears.
          await page
            .getByRole('button', { name: /5,?000/ })
            .first()
            .click();
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(out, `withdraw-code-${name}.png`) });
        } finally {
          await close();
        }
      }

  const { page, close } = await openBrowser({ width: 1440, height: 900, colorScheme: 'light' });
  try {
    await signInToBackOffice(page, base, demoOperators.owner);
    await page.goto(`${base}/admin/settings`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(out, 'admin-settings.png'), fullPage: true });
  } finally {
    await close();
  }
} finally {
  const restore = Object.fromEntries(Object.keys(rules).map((k) => [k, before[k] ?? null]));
  await owner('PUT', '/admin/api/settings', { changes: restore });
}
console.log(`screenshots in ${out}`);

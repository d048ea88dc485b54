/**
 * Screenshots of the back office's agent screens (decision 0068): the agent tree (top level, a team,
 * a search), an agent's page, the contracts with the grant form, the salary and dividend runs and a
 * run's page; at 1440 and 390 px, light and dark, in English and Thai. Signs the demo owner in
 * (password and TOTP). With SEED=1 it first makes agent01 a master agent and grants it a daily salary
 * contract through the back office's own calls (audited like any operator's).
 * Usage: npx tsx e2e/scripts/agent-shots.ts [baseUrl] [outDir]
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openBrowser } from '../support/browser.ts';
import { demoOperators, operatorApi, operatorCookie } from '../support/admin.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const out = process.argv[3] ?? '/tmp/agent-shots';
const only = process.env.SHOTS;
mkdirSync(out, { recursive: true });

type Page<T> = { items: T[] };
type Node = {
  id: number;
  username: string;
  type: number;
  directDownlines: number;
  teamSize: number;
};
type Run = { id: number; rerunnable: boolean };

const owner = await operatorApi(base, demoOperators.owner);
const top = await owner<Page<Node>>('GET', '/admin/api/agents?pageSize=100');
if (!top.success) throw new Error(`tree not listed: ${JSON.stringify(top)}`);
const agent01 = (await owner<Page<Node>>('GET', '/admin/api/agents/search?q=agent01')).value
  .items[0];
if (process.env.SEED === '1' && agent01) {
  if (agent01.type !== 2)
    await owner('POST', `/admin/api/agents/${agent01.id}/type`, {
      type: 2,
      reason: 'Runs the northern region',
    });
  const granted = await owner('POST', '/admin/api/contracts', {
    account: 'agent01',
    kind: 'daily',
    terms: {
      tiers: [
        { minBase: '0', minActiveMembers: 0, rateBp: 60 },
        { minBase: '50000', minActiveMembers: 5, rateBp: 120 },
      ],
    },
  });
  if (!granted.success) throw new Error(`grant refused: ${JSON.stringify(granted)}`);
}
// The biggest team, and in it the first agent with a team of its own.
const team = [...top.value.items].sort((a, b) => b.teamSize - a.teamSize)[0];
const children = team
  ? (await owner<Page<Node>>('GET', `/admin/api/agents?parentId=${team.id}`)).value.items
  : [];
const below = children.find((n) => n.directDownlines > 0) ?? children[0] ?? team;
const runs = (await owner<Page<Run>>('GET', '/admin/api/settlement-runs')).value.items;
const failed = runs.find((r) => r.rerunnable) ?? runs[0];

const screens: [string, string][] = [
  ['agents', '/admin/agents'],
  ...(team ? [['agents-team', `/admin/agents?parent=${team.id}`] as [string, string]] : []),
  ['agents-search', '/admin/agents?q=f'],
  ...(below ? [['agent', `/admin/agents/${below.id}`] as [string, string]] : []),
  ['contracts', '/admin/contracts?status=all'],
  ['contracts-grant', '/admin/contracts?grant=agent01'],
  ['runs', '/admin/settlement-runs'],
  ...(failed ? [['run', `/admin/settlement-runs/${failed.id}`] as [string, string]] : []),
  ['settings', '/admin/settings'],
];
const configs = [
  [1440, 'light', 'EN'],
  [1440, 'dark', 'TH'],
  [390, 'light', 'TH'],
  [390, 'dark', 'EN'],
] as const;

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
    await browser.context.addCookies([
      { name: 'monsoon_operator', value: cookie, url: base, httpOnly: true, sameSite: 'Strict' },
    ]);
    for (const [screen, url] of screens) {
      await browser.page.goto(`${base}${url}`);
      await browser.page.waitForLoadState('networkidle');
      // Every list and card has loaded (no "loading" state left in the page).
      await browser.page.waitForFunction(
        () => !document.querySelector('main [role=status]'),
        null,
        {
          timeout: 10_000,
        },
      );
      await browser.page.screenshot({
        path: path.join(out, `${screen}-${name}.png`),
        fullPage: !url.includes('grant='),
      });
    }
  } finally {
    await browser.close();
  }
  console.log(`shot ${name}`);
}

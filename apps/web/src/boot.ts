import type { PopupExecution } from '@monsoon/contracts/content';
import { bannerGroupFor } from '@/config/banner-groups';
import {
  announcementsCall,
  announcementsQueryFields,
  popupExecution,
} from '@/features/announcements/api/announcements-call';
import { callUrl, requestHeaders, type RequestContext } from '@/lib/api-request';
import { takeLinkToken } from '@/lib/link-token';
import { systemStatusCall, systemStatusQueryFields } from '@/lib/api/system-status-call';
import { loadLocaleFile } from '@/lib/locale-files';
import { initialLanguage } from '@/lib/site-language';
import { sessionStore } from '@/lib/storage';
import { applyTheme, storedTheme } from '@/lib/theme-attribute';
import type { AnyCall } from '@/lib/wire-call';

/*
 * The page's first script: a small chunk of its own that index.html loads `async` next to the app
 * bundle (apps/web/vite.config.ts adds the tag), so it runs while the app bundle is still downloading.
 * It starts what the first render waits for, which would otherwise only start once the whole bundle
 * has arrived and run:
 * - the theme on <html>;
 * - the boot payload (/wps/system/status) and the announcement feed, sent exactly as lib/api-client.ts
 *   would send them; app/boot-data.ts hands the answers to the query cache (`takeEarlyAnswer`);
 * - the first language's `site` texts (lib/locale-files.ts shares the module with i18next);
 * - the page's first banner (the largest image of the page) as soon as the feed names it.
 * It imports nothing heavy (no React, zustand, i18next or query library): keep it that way. A page
 * opened with a language the app switches away from, or whose ?token= sign-in link the visitor then
 * accepts, simply does not use these answers: app/boot-data.ts then asks again.
 */

// Before anything else: a ?token= sign-in link leaves the address bar (and so history and Referer) at
// once; the app asks the visitor before adopting it (lib/link-token.ts, docs/decisions/0035).
takeLinkToken();
applyTheme(storedTheme());

/** One early call: who asked (its answer only fits a request made for the same) and its answer. */
interface EarlyCall {
  language: string;
  token: string | null;
  execution: PopupExecution | null;
  response: Promise<Response>;
}

const language = initialLanguage();
const token = sessionStore.get('token');
const context: RequestContext = { token, merchant: sessionStore.get('merchant'), language };
// A first login (popups F) is only known in the tab that just logged in, never at a page load.
const execution = popupExecution(token, false);

const send = (call: AnyCall, query: unknown): Promise<Response> =>
  fetch(callUrl(call, query), {
    method: call.methods[0],
    headers: requestHeaders(call, context),
    credentials: 'same-origin',
  });

const early: Partial<Record<'status' | 'feed', EarlyCall>> = {
  status: {
    language,
    token,
    execution: null,
    response: send(systemStatusCall, systemStatusQueryFields()),
  },
  feed: {
    language,
    token,
    execution,
    response: send(announcementsCall, announcementsQueryFields(execution)),
  },
};
// An answer nobody takes must not fail loudly (the app then asks again and reports its own failure).
for (const call of Object.values(early)) call.response.catch(() => undefined);

/**
 * The answer this script already asked for, if it was asked for the same language, session (and popup
 * execution); each answer is handed out once (a retry fetches anew).
 */
export function takeEarlyAnswer(
  name: 'status' | 'feed',
  want: { language: string; token: string | null; execution?: PopupExecution },
): Promise<Response> | undefined {
  const call = early[name];
  if (
    !call ||
    call.language !== want.language ||
    call.token !== want.token ||
    (want.execution ?? null) !== call.execution
  )
    return undefined;
  early[name] = undefined;
  return call.response;
}

// Nobody may be waiting for these yet: a failure is reported by the app's own request.
void loadLocaleFile(language, 'site')?.catch(() => undefined);

/** The URL of the first banner of `group` in a feed answer (the strip shows that one first). */
function firstBannerUrl(answer: unknown, group: string): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('value' in answer)) return undefined;
  const value: unknown = answer.value;
  if (
    typeof value !== 'object' ||
    value === null ||
    !('banners' in value) ||
    !Array.isArray(value.banners)
  )
    return undefined;
  for (const banner of value.banners as unknown[]) {
    if (
      typeof banner !== 'object' ||
      banner === null ||
      !('groupName' in banner) ||
      !('url' in banner)
    )
      continue;
    if (banner.groupName === group && typeof banner.url === 'string') return banner.url;
  }
  return undefined;
}

const group = bannerGroupFor(window.location.pathname);
if (group && early.feed) {
  early.feed.response
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((answer: unknown) => {
      const url = firstBannerUrl(answer, group);
      if (!url) return;
      // The strip's first <img> (eager, fetchpriority=high) then finds it loaded or on its way.
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = url;
      link.fetchPriority = 'high';
      document.head.append(link);
    })
    .catch(() => undefined);
}

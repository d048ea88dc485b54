import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import agentReports from '../../../../../../packages/i18n/locales/EN/agentReports.json';
import errors from '../../../../../../packages/i18n/locales/EN/errors.json';
import member from '../../../../../../packages/i18n/locales/EN/member.json';
import { useSessionStore } from '@/stores/session-store';
import { stubBrowserApis } from '@/test/browser-stubs';
import { initTestI18n } from '@/test/i18n';

export { agentReports as texts, member as memberTexts };

/** English texts of the report pages (their own namespace, the member centre's, the errors). */
export async function setUpReportTests(): Promise<void> {
  stubBrowserApis();
  await initTestI18n();
  i18next.addResourceBundle('EN', 'agentReports', agentReports, true, true);
  i18next.addResourceBundle('EN', 'member', member, true, true);
  i18next.addResourceBundle('EN', 'errors', errors, true, true);
}

/** Renders a page for a signed-in agent with a fresh query cache (no retries). */
export function showPage(node: ReactNode): void {
  useSessionStore.setState({ token: 'tok', isAgent: 1 });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      {node}
    </QueryClientProvider>,
  );
}

/** The range fields every report answers. */
export const range = {
  startDate: '2026-03-09',
  endDate: '2026-03-15',
  today: '2026-03-15',
  currency: 'PHP',
};

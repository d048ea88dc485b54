import type { Permission } from '@monsoon/contracts/admin/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import admin from '../../../../packages/i18n/locales/EN/admin.json';
import errors from '../../../../packages/i18n/locales/EN/errors.json';
import { useSessionStore } from '@/stores/session-store';

/** The English texts of the back office and the server's errors, loaded once per test file. */
export async function initTestI18n(): Promise<void> {
  if (!i18next.isInitialized)
    await i18next.use(initReactI18next).init({
      lng: 'EN',
      ns: ['admin', 'errors'],
      defaultNS: 'admin',
      resources: { EN: { admin, errors } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
}

/** Signs an operator of a role with exactly these permissions into the session store. */
export function signInWith(
  role: 'owner' | 'finance' | 'support' | 'read-only',
  permissions: Permission[],
) {
  useSessionStore.getState().signedIn({
    operator: {
      id: 1,
      username: role,
      role,
      permissions,
      merchant: { code: 'demo', name: 'Demo', currency: 'PHP' },
    },
    csrfToken: 'csrf-1',
  });
}

/** A success envelope. */
export const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), {
    headers: { 'content-type': 'application/json' },
  });

/** A failure envelope with its status. */
export const failure = (status: number, errorCode: string) =>
  new Response(JSON.stringify({ success: false, errorCode, message: errorCode, value: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** A request the stub saw: its method, address and body. */
export interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Answers the back office's calls with `answer` (by method and address) and records them, so a test
 * asserts what the screen asked for.
 */
export function stubFetch(answer: (req: Sent) => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(req);
    return answer(req);
  });
  return sent;
}

/** Renders routes at a path with a fresh query client (no retries). */
export function renderAt(path: string, routes: Record<string, ReactElement>) {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

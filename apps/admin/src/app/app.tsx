import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { adminSession } from '@monsoon/contracts/admin/session';
import { Loading } from '@/components/ui/states';
import { adminCall } from '@/lib/api';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { router } from './router';

/** Asks once whether the cookie still holds a live session (a reload keeps the operator signed in). */
function useSessionCheck(): void {
  useEffect(() => {
    const { signedIn, signedOut } = useSessionStore.getState();
    adminCall(adminSession).then(signedIn, signedOut);
  }, []);
}

/** The back office: query client, router, and the session check. */
export function App() {
  useSessionCheck();
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Loading />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createRouter } from '@/app/router';
import { Splash } from '@/features/shell/components/splash';
import { flushCatalogueOnSessionChange } from '@/lib/catalogue/catalogue-cache';
import { queryClient } from '@/lib/query-client';

/** The site: server-state cache, translations (suspending until loaded) and the router. */
export function App() {
  const [router] = useState(createRouter);
  // A login or logout flushes the cached vendor list and hot games (spec §7).
  useEffect(() => flushCatalogueOnSessionChange(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<Splash />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  );
}

import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Loading } from '@/components/ui/states';
import { SignInPage } from '@/features/sign-in/components/sign-in-page';
import { useSessionStore } from '@/stores/session-store';
import { Shell } from './shell/shell';
import { screens } from './screens';
import { RequirePermission, RequireSession } from './guards';

/** The first screen the operator's role may open. */
function Home() {
  const me = useSessionStore((s) => s.me);
  const first = screens.find((s) => s.nav && me?.permissions.includes(s.permission));
  return <Navigate to={first ? `/${first.path}` : '/sign-in'} replace />;
}

/** The back office's routes under /admin: sign-in, then the shell with every screen. */
export const router = createBrowserRouter(
  [
    { path: '/sign-in', element: <SignInPage /> },
    {
      path: '/',
      element: (
        <RequireSession>
          <Shell />
        </RequireSession>
      ),
      children: [
        { index: true, element: <Home /> },
        ...screens.map(({ path, permission, page: Page }) => ({
          path,
          element: (
            <RequirePermission permission={permission}>
              <Suspense fallback={<Loading />}>
                <Page />
              </Suspense>
            </RequirePermission>
          ),
        })),
        { path: '*', element: <Home /> },
      ],
    },
  ],
  { basename: '/admin' },
);

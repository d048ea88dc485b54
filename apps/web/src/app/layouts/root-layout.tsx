import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootSync } from '@/app/use-boot-sync';
import { useLinkSignIn } from '@/app/use-link-sign-in';
import { SiteLayout } from '@/app/layouts/site-layout';
import { ModalHost } from '@/app/modal-host';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { ToastViewport } from '@/components/ui/toast';
import { Splash } from '@/features/shell/components/splash';
import { useSystemStatus } from '@/lib/api/system-status';

const MaintenanceScreen = lazy(() =>
  import('@/features/shell/components/maintenance-screen').then((m) => ({
    default: m.MaintenanceScreen,
  })),
);
const RegionBlockedScreen = lazy(() =>
  import('@/features/shell/components/region-blocked-screen').then((m) => ({
    default: m.RegionBlockedScreen,
  })),
);

/**
 * The root of every route: loads the boot payload, shows the status screens (1 maintenance,
 * 2 region-blocked) or the site, and hosts modals, toasts and the loading overlay.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  useBootSync(status.data);
  useLinkSignIn(status.data?.status === 0);
  let content;
  if (status.isPending) content = <Splash />;
  else if (status.isError)
    content = <ErrorState title={t('errors.network')} onRetry={() => void status.refetch()} />;
  else if (status.data.status === 1) content = <MaintenanceScreen status={status.data} />;
  else if (status.data.status === 2) content = <RegionBlockedScreen status={status.data} />;
  else content = <SiteLayout />;
  return (
    <>
      <Suspense fallback={<Splash />}>{content}</Suspense>
      <ModalHost />
      <ToastViewport />
      <LoadingOverlay />
    </>
  );
}

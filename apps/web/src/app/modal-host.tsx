import { lazy, Suspense, type ReactNode } from 'react';
import {
  closeModal,
  useModalStore,
  type ModalComponentProps,
  type ModalEntryOf,
  type ModalName,
} from '@/stores/modal-store';

// Each modal is its own chunk, loaded on first open.
const LoginModal = lazy(() =>
  import('@/features/auth/modals/login-modal').then((m) => ({ default: m.LoginModal })),
);
const RegisterModal = lazy(() =>
  import('@/features/auth/modals/register-modal').then((m) => ({ default: m.RegisterModal })),
);
const ForgotPasswordModal = lazy(() =>
  import('@/features/auth/modals/forgot-password-modal').then((m) => ({
    default: m.ForgotPasswordModal,
  })),
);
const ChangePasswordModal = lazy(() =>
  import('@/features/auth/modals/change-password-modal').then((m) => ({
    default: m.ChangePasswordModal,
  })),
);
const NoticesModal = lazy(() =>
  import('@/features/announcements/modals/notices-modal').then((m) => ({
    default: m.NoticesModal,
  })),
);
const AnnouncementModal = lazy(() =>
  import('@/features/announcements/modals/announcement-modal').then((m) => ({
    default: m.AnnouncementModal,
  })),
);
const VendorGamesModal = lazy(() =>
  import('@/features/lobby/modals/vendor-games-modal').then((m) => ({
    default: m.VendorGamesModal,
  })),
);
const DialogModal = lazy(() =>
  import('@/components/dialog/dialog-modal').then((m) => ({ default: m.DialogModal })),
);

type ModalRenderers = { [N in ModalName]: (props: ModalComponentProps<N>) => ReactNode };

/**
 * The registry's components. Every name of `ModalPropsByName` (stores/modal-store.ts) must have an
 * entry here; TypeScript enforces it.
 */
const modalRenderers: ModalRenderers = {
  login: (p) => <LoginModal {...p} />,
  register: (p) => <RegisterModal {...p} />,
  forgotPassword: (p) => <ForgotPasswordModal {...p} />,
  changePassword: (p) => <ChangePasswordModal {...p} />,
  notices: (p) => <NoticesModal {...p} />,
  announcement: (p) => <AnnouncementModal {...p} />,
  dialog: (p) => <DialogModal {...p} />,
  vendorGames: (p) => <VendorGamesModal {...p} />,
};

/** Renders one entry with the component registered for its name. */
function renderModal<N extends ModalName>(entry: ModalEntryOf<N>): ReactNode {
  const render: ModalRenderers[N] = modalRenderers[entry.name];
  return render({ ...entry.props, close: () => closeModal(entry.id) });
}

/** Mounts every open modal of the modal store, bottom to top. */
export function ModalHost() {
  const stack = useModalStore((s) => s.stack);
  return (
    <>
      {stack.map((entry) => (
        <Suspense key={entry.id} fallback={null}>
          {renderModal(entry)}
        </Suspense>
      ))}
    </>
  );
}

import type { ReactNode } from 'react';
import { openModal } from '@/stores/modal-store';
import styles from '@/features/auth/components/auth.module.css';

/** The footer line of the register and forgot-password modals: an optional lead-in and a button that swaps to the login modal. */
export function SwitchToLogin({
  lead,
  label,
  close,
}: {
  lead?: ReactNode;
  label: string;
  close: () => void;
}) {
  return (
    <p className={styles.footerNote}>
      {lead ? <span>{lead}</span> : null}
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          close();
          openModal('login', {});
        }}
      >
        {label}
      </button>
    </p>
  );
}

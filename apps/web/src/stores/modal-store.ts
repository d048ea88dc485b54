import type { GameType } from '@monsoon/contracts/catalogue';
import { create } from 'zustand';

/** No props. */
export type NoProps = Record<never, never>;

/** Icons of the generic dialog. */
export type DialogIcon = 'info' | 'success' | 'warning' | 'error' | 'question';

export interface DialogButton {
  /** Already translated label. */
  label: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** Runs on click; the dialog closes afterwards unless `keepOpen`. */
  onClick?: () => void;
  keepOpen?: boolean;
}

/** The generic dialog (spec §2): icon, title, html, buttons, cover click, timeout. */
export interface DialogProps {
  icon?: DialogIcon;
  /** Already translated title. */
  title?: string;
  /** Already translated plain text. */
  text?: string;
  /** Operator HTML; sanitised before rendering. */
  html?: string;
  /** Defaults to one OK button. */
  buttons?: DialogButton[];
  /** A click on the backdrop closes the dialog (default true). */
  coverClose?: boolean;
  /** Closes by itself after this many ms. */
  timeout?: number;
  /** Runs once whenever the dialog closes (button, Escape, cover, timeout). */
  onClose?: () => void;
}

/** An announcement or notice shown by the notices and announcement modals. */
export interface NoticeItem {
  id: number | string;
  title: string;
  /** Operator HTML, sanitised on display. */
  content: string;
}

/**
 * THE modal registry: every modal of the site by name, with its props. The modal host
 * (app/modal-host.tsx) maps each name to a lazily loaded component taking `ModalComponentProps<name>`.
 */
export interface ModalPropsByName {
  /** Login popup; after a successful login the site goes to `redirectTo` when given. */
  login: { redirectTo?: string };
  /** Register popup; `inviteCode` pre-fills the affiliate code from the URL. */
  register: { inviteCode?: string; referralCode?: string };
  forgotPassword: NoProps;
  /** Change password; `forced` when the login demanded it (123456 or expired password). */
  changePassword: { forced?: boolean };
  /** The notices (marquee) modal, opened at `index`. */
  notices: { items: NoticeItem[]; index?: number };
  /** The generic dialog. */
  dialog: DialogProps;
  /** Announcement popups (execution B/A/F); `storageKey` remembers the close in this tab. */
  announcement: { items: NoticeItem[]; onClosed?: () => void };
  /** A vendor's games in a popup (a VASSALAGE card, wire reference §6.4). */
  vendorGames: { vassalage: string; gameType: GameType };
}

export type ModalName = keyof ModalPropsByName;

/** What a registered modal component receives: its props plus `close`. */
export type ModalComponentProps<N extends ModalName> = ModalPropsByName[N] & { close: () => void };

/** One open modal of a given name. */
export interface ModalEntryOf<N extends ModalName> {
  id: number;
  name: N;
  props: ModalPropsByName[N];
}
/** Any open modal (the name/props link is enforced by `openModal`). */
export type ModalEntry = ModalEntryOf<ModalName>;

interface ModalState {
  /** Open modals, bottom to top. */
  stack: ModalEntry[];
}

/** The stack of open modals. */
export const useModalStore = create<ModalState>()(() => ({ stack: [] }));

let nextModal = 1;

/**
 * Opens a modal by name, e.g. `openModal('login', {})`, `openModal('notices', { items, index: 2 })`.
 * A second open of the same name (except dialogs) replaces the first. Returns the modal's id.
 */
export function openModal<N extends ModalName>(name: N, props: ModalPropsByName[N]): number {
  const id = nextModal++;
  const entry: ModalEntryOf<N> = { id, name, props };
  useModalStore.setState((s) => ({
    stack: [...s.stack.filter((m) => name === 'dialog' || m.name !== name), entry],
  }));
  return id;
}

/** Closes one modal by id. */
export const closeModal = (id: number): void =>
  useModalStore.setState((s) => ({ stack: s.stack.filter((m) => m.id !== id) }));

/** Closes every open modal of a name. */
export const closeModalsNamed = (name: ModalName): void =>
  useModalStore.setState((s) => ({ stack: s.stack.filter((m) => m.name !== name) }));

/** Closes every modal (after login, logout, navigation to another page). */
export const closeAllModals = (): void => useModalStore.setState({ stack: [] });

/** Opens the generic dialog. */
export const showDialog = (props: DialogProps): number => openModal('dialog', props);

/**
 * Asks a yes/no question with the generic dialog; resolves true on confirm, false on cancel or close.
 */
export function confirmDialog(
  props: Omit<DialogProps, 'buttons' | 'onClose'> & { confirmLabel: string; cancelLabel: string },
): Promise<boolean> {
  const { confirmLabel, cancelLabel, ...rest } = props;
  return new Promise((resolve) => {
    let answer = false;
    showDialog({
      icon: 'question',
      ...rest,
      buttons: [
        { label: cancelLabel, variant: 'secondary' },
        { label: confirmLabel, variant: 'primary', onClick: () => (answer = true) },
      ],
      onClose: () => resolve(answer),
    });
  });
}

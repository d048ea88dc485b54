import { create } from 'zustand';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: ToastItem[];
}

/** Short non-blocking messages, shown by the ToastViewport. */
export const useToastStore = create<ToastState>()(() => ({ toasts: [] }));

let nextToast = 1;

/** Removes a toast. */
export const dismissToast = (id: number): void =>
  useToastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));

/** Shows a toast for `timeout` ms (already translated text). */
export function toast(text: string, kind: ToastKind = 'info', timeout = 3000): number {
  const id = nextToast++;
  useToastStore.setState((s) => ({ toasts: [...s.toasts.slice(-3), { id, kind, text }] }));
  window.setTimeout(() => dismissToast(id), timeout);
  return id;
}

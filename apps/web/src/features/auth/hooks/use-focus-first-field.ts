import { useEffect, type RefObject } from 'react';

/**
 * Focuses the first text field inside `root` once mounted (and again when `key` changes). The Modal
 * focuses its first focusable element (a tab) on open, so this runs just after it.
 */
export function useFocusFirstField(root: RefObject<HTMLElement | null>, key?: unknown): void {
  useEffect(() => {
    const timer = window.setTimeout(() => {
      root.current
        ?.querySelector<HTMLInputElement>('input:not([type="checkbox"]):not([disabled])')
        ?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [root, key]);
}

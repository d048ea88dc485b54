/** Columns of the header's vendor grid (header.module.css `.vendorGrid`). */
export const vendorGridColumns = 4;

/**
 * Where a key moves focus in a game type's dropdown (a grid of `count` vendors, then an optional More
 * link). `at` is the focused entry: -1 the game type itself, 0.. the entries (More last). Answers the
 * entry to focus, -1 for the game type, 'close' to close and return to the game type, or null to let
 * the key do what it normally does (Tab leaves, Enter clicks).
 */
export function dropdownMove(
  key: string,
  at: number,
  count: number,
  columns = vendorGridColumns,
): number | 'close' | null {
  if (key === 'Escape') return 'close';
  if (count === 0) return null;
  const last = count - 1;
  if (at < 0) return key === 'ArrowDown' ? 0 : null;
  switch (key) {
    case 'ArrowRight':
      return at === last ? 0 : at + 1;
    case 'ArrowLeft':
      return at === 0 ? last : at - 1;
    case 'ArrowDown':
      return Math.min(at + columns, last);
    case 'ArrowUp':
      return at - columns < 0 ? -1 : at - columns;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/** Announcement titles per page (spec §2, §9). */
export const announcementPageSize = 9;

/** Number of pages for `count` items (at least 1). */
export const pageCount = (count: number, size = announcementPageSize): number =>
  Math.max(1, Math.ceil(count / size));

/** The items of a page (0-based), clamped to the existing pages. */
export function pageSlice<T>(items: readonly T[], page: number, size = announcementPageSize): T[] {
  const last = pageCount(items.length, size) - 1;
  const p = Math.min(Math.max(0, page), last);
  return items.slice(p * size, p * size + size);
}

/** The page (0-based) holding item `index`. */
export const pageOfIndex = (index: number, size = announcementPageSize): number =>
  Math.floor(Math.max(0, index) / size);

/** Choosing an already open item collapses it; another item opens instead. */
export const toggleSelection = (current: number | null, index: number): number | null =>
  current === index ? null : index;

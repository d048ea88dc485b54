import { ChevronLeft, ChevronRight, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { SafeHtml } from '@/components/ui/safe-html';
import type { NoticeItem } from '@/stores/modal-store';
import {
  announcementPageSize,
  pageCount,
  pageOfIndex,
  pageSlice,
  toggleSelection,
} from './announcement-paging';
import styles from './announcement-browser.module.css';

/**
 * Paginated titles (9 a page) at left, the selected title and its sanitised HTML at right; choosing
 * the open title again collapses it (spec §2 announcement popup).
 */
export function AnnouncementBrowser({
  items,
  initialIndex = 0,
}: {
  items: readonly NoticeItem[];
  initialIndex?: number | null;
}) {
  const { t } = useTranslation();
  const start = initialIndex !== null && initialIndex < items.length ? initialIndex : null;
  const [selected, setSelected] = useState<number | null>(start);
  const [page, setPage] = useState(start === null ? 0 : pageOfIndex(start));
  const pages = pageCount(items.length);
  const current = selected === null ? undefined : items[selected];
  if (items.length === 0) return <EmptyState title={t('announcement.empty')} compact />;
  return (
    <div className={styles.browser}>
      <div className={styles.side}>
        <ul className={styles.list} aria-label={t('announcement.list')}>
          {pageSlice(items, page).map((item, i) => {
            const index = page * announcementPageSize + i;
            const open = index === selected;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={`${styles.title} ${open ? styles.open : ''}`}
                  aria-expanded={open}
                  aria-controls="announcement-content"
                  onClick={() => setSelected((s) => toggleSelection(s, index))}
                >
                  <span className={styles.number}>{index + 1}</span>
                  <span className={styles.text}>{item.title}</span>
                  <ChevronDown size={16} aria-hidden className={styles.chevron} />
                </button>
              </li>
            );
          })}
        </ul>
        {pages > 1 ? (
          <div className={styles.pager}>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => setPage((p) => p - 1)}
              disabled={page === 0}
              aria-label={t('common.previous')}
            >
              <ChevronLeft size={16} aria-hidden />
            </button>
            <span aria-live="polite">{t('common.pageOf', { page: page + 1, total: pages })}</span>
            <button
              type="button"
              className={styles.pageButton}
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= pages - 1}
              aria-label={t('common.next')}
            >
              <ChevronRight size={16} aria-hidden />
            </button>
          </div>
        ) : null}
      </div>
      <article id="announcement-content" className={styles.content} aria-live="polite">
        {current ? (
          <>
            <h3 className={styles.heading}>{current.title}</h3>
            <SafeHtml html={current.content} />
          </>
        ) : (
          <p className={styles.hint}>{t('announcement.select')}</p>
        )}
      </article>
    </div>
  );
}

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import styles from './pager.module.css';

/** Previous / "Page x of y" / Next for a paged list (1-based); nothing when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className={styles.pager}>
      <Button
        size="sm"
        variant="secondary"
        icon={<ChevronLeft size={14} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.pageOf', { page, total: pages })}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')} <ChevronRight size={14} aria-hidden />
      </Button>
    </div>
  );
}

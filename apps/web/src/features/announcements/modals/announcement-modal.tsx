import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { AnnouncementBrowser } from '@/features/announcements/components/announcement-browser';
import type { ModalComponentProps } from '@/stores/modal-store';

/** The announcement popup (execution B / A / F); its close is remembered for the tab by `onClosed`. */
export function AnnouncementModal({ items, onClosed, close }: ModalComponentProps<'announcement'>) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('announcement.title')}
      size="xl"
      onClose={() => {
        onClosed?.();
        close();
      }}
    >
      <AnnouncementBrowser items={items} initialIndex={0} />
    </Modal>
  );
}

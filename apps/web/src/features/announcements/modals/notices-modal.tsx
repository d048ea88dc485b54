import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { AnnouncementBrowser } from '@/features/announcements/components/announcement-browser';
import type { ModalComponentProps } from '@/stores/modal-store';

/** The notices modal, opened from the marquee at the clicked index. */
export function NoticesModal({ items, index = 0, close }: ModalComponentProps<'notices'>) {
  const { t } = useTranslation();
  return (
    <Modal title={t('notices.title')} onClose={close} size="xl">
      <AnnouncementBrowser items={items} initialIndex={index} />
    </Modal>
  );
}

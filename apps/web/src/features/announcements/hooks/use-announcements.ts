import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { popupExecution } from '@/features/announcements/api/announcements-call';
import { announcementsQuery } from '@/features/announcements/api/get-announcements';
import { useSessionStore } from '@/stores/session-store';

/** The announcement feed for the current language and session. */
export function useAnnouncements() {
  const { i18n } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const firstLogin = useSessionStore((s) => s.firstLogin);
  const execution = popupExecution(token, firstLogin);
  return useQuery(announcementsQuery(i18n.language.toUpperCase(), execution, token));
}

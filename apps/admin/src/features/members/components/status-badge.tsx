import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';

/** A member's status (active, locked). */
export function MemberStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      {status === 'active' || status === 'locked' ? t(`members.status.${status}`) : status}
    </Badge>
  );
}

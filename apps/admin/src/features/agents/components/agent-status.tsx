import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';

/** A member's account status: active, or locked. */
export function AgentStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      {t(status === 'active' ? 'agents.status.active' : 'agents.status.locked')}
    </Badge>
  );
}

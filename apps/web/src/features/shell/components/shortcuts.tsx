import {
  Bell,
  Crown,
  Download,
  Gift,
  Headset,
  House,
  LifeBuoy,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useCustomerService } from '@/features/shell/hooks/use-customer-service';
import { useSiteSettings } from '@/lib/api/system-status';

export interface Shortcut {
  key: string;
  label: string;
  icon: LucideIcon;
  /** A site route, or an action when absent. */
  to?: string;
  onClick?: () => void;
}

/** The side menu's links (also listed in the mobile drawer). */
export function useShortcuts(): Shortcut[] {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const openService = useCustomerService();
  const list: Shortcut[] = [
    { key: 'home', label: t('nav.home'), icon: House, to: paths.home },
    { key: 'promotions', label: t('nav.promotions'), icon: Gift, to: paths.promotions },
  ];
  if (settings?.vipEnabled)
    list.push({ key: 'vip', label: t('nav.vip'), icon: Crown, to: paths.vip });
  list.push(
    { key: 'pointMall', label: t('nav.pointMall'), icon: ShoppingBag, to: paths.pointMall },
    { key: 'notices', label: t('nav.notices'), icon: Bell, to: paths.noticePage },
    { key: 'help', label: t('nav.help'), icon: LifeBuoy, to: paths.help },
    { key: 'download', label: t('nav.download'), icon: Download, to: paths.download },
    { key: 'service', label: t('floating.liveChat'), icon: Headset, onClick: openService },
  );
  return list;
}

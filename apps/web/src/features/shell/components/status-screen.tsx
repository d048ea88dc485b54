import { Headset } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCustomerService } from '@/features/shell/hooks/use-customer-service';
import { useThemeStore } from '@/lib/theme';
import styles from './status-screen.module.css';

/** The frame of the maintenance and region-blocked screens: logo, illustration, texts, customer service. */
export function StatusScreen({
  image,
  title,
  children,
}: {
  image: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const openService = useCustomerService();
  const theme = useThemeStore((s) => s.theme);
  return (
    <main className={styles.screen}>
      <div className={styles.card}>
        <img
          src={theme === 'dark' ? '/assets/brand/logo-dark.svg' : '/assets/brand/logo.svg'}
          alt="Monsoon"
          className={styles.logo}
          height={36}
        />
        <img src={image} alt="" className={styles.image} width={320} height={220} />
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.text}>{children}</div>
        <Button
          variant="gold"
          size="lg"
          icon={<Headset size={18} aria-hidden />}
          onClick={openService}
        >
          {t('status.customerService')}
        </Button>
      </div>
    </main>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openModal } from '@/stores/modal-store';
import styles from './header.module.css';

/** Log in / Join buttons opening the auth modals (narrow screens, and while the inline form loads). */
export function AuthButtons() {
  const { t } = useTranslation();
  return (
    <div className={styles.authButtons}>
      <Button size="sm" variant="secondary" onClick={() => openModal('login', {})}>
        {t('header.login')}
      </Button>
      <Button size="sm" variant="gold" onClick={() => openModal('register', {})}>
        {t('header.register')}
      </Button>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { securityConfigQuery } from '@/features/security-centre/api/get-security-config';
import { LoginHistory } from './login-history';
import { ProfileCard } from './profile-card';
import { SecurityItems, type Editing } from './security-items';
import styles from './security-centre.module.css';

/**
 * Sections of the security centre that other features own, composed by the app
 * (app/member-centre/security-slots.tsx): an empty slot is not shown.
 */
export interface SecurityCentreSlots {
  /** Set, change or reset the withdrawal password (the withdrawals feature). */
  withdrawalPassword?: ReactNode;
  /** Bank cards, e-wallets and crypto addresses (the withdrawals feature). */
  bankCards?: ReactNode;
}

/**
 * The member centre's securityCenter page: profile (avatar, nickname), real name and birthday (once),
 * mobile and e-mail binding, login password, the slots of other features, and the login history.
 */
export function SecurityCentrePage({ slots = {} }: { slots?: SecurityCentreSlots }) {
  const { t } = useTranslation(['member', 'auth', 'errors']);
  const config = useQuery(securityConfigQuery());
  const [editing, setEditing] = useState<Editing | 'avatar' | 'nickname' | null>(null);
  if (config.isPending)
    return (
      <div className={styles.pending}>
        <Spinner size="lg" label={t('member:centre.loading')} />
      </div>
    );
  if (config.isError)
    return (
      <ErrorState title={t('member:security.loadFailed')} onRetry={() => void config.refetch()} />
    );
  return (
    <div className={styles.page}>
      <ProfileCard
        config={config.data}
        editing={editing === 'avatar' || editing === 'nickname' ? editing : null}
        onEdit={setEditing}
      />
      <section aria-labelledby="security-items-title">
        <h4 id="security-items-title" className={styles.sectionTitle}>
          {t('member:security.sections')}
        </h4>
        <SecurityItems
          config={config.data}
          editing={editing === 'avatar' || editing === 'nickname' ? null : editing}
          onEdit={setEditing}
        />
      </section>
      {slots.withdrawalPassword ? (
        <section className={styles.slot} data-slot="withdrawalPassword">
          {slots.withdrawalPassword}
        </section>
      ) : null}
      {slots.bankCards ? (
        <section className={styles.slot} data-slot="bankCards">
          {slots.bankCards}
        </section>
      ) : null}
      <LoginHistory />
    </div>
  );
}

import { AFFILIATE_LINK_LIMIT, AFFILIATE_REMARK_MAX } from '@monsoon/contracts/agent-team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { sendCreateLink } from '@/features/agent-team/api/create-affiliate-link';
import { teamKeys } from '@/features/agent-team/api/team-keys';
import styles from './agent-team.module.css';

/** Creates an affiliate link (POST /wps/agent/affiliateUrl): what it registers and a remark. */
export function AffiliateLinkForm({ agentOption }: { agentOption: boolean }) {
  const { t } = useTranslation(['agent', 'errors']);
  const client = useQueryClient();
  const [registerType, setRegisterType] = useState<0 | 1>(0);
  const [remark, setRemark] = useState('');
  const create = useMutation({
    mutationFn: sendCreateLink,
    onSuccess: (link) => {
      toast(t('links.created', { code: link.code }), 'success');
      setRemark('');
      void client.invalidateQueries({ queryKey: teamKeys.links() });
    },
  });
  const error = create.error
    ? isApiError(create.error, 'agent.affiliate.limit')
      ? t('errors:agent_affiliate_limit', { limit: AFFILIATE_LINK_LIMIT })
      : apiErrorText(create.error)
    : null;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ registerType, remark: remark.trim() });
  };
  return (
    <form
      className={styles.section}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('links.createTitle')}
    >
      <h4 className={styles.sectionTitle}>{t('links.createTitle')}</h4>
      <p className={styles.note}>{t('links.intro')}</p>
      <div className={styles.formGrid}>
        {agentOption ? (
          <Select
            label={t('links.registerType')}
            value={String(registerType)}
            onChange={(e) => (setRegisterType(e.target.value === '1' ? 1 : 0), create.reset())}
            options={[
              { value: '0', label: t('links.typeMember') },
              { value: '1', label: t('links.typeAgent') },
            ]}
          />
        ) : null}
        <TextField
          label={t('links.remark')}
          value={remark}
          maxLength={AFFILIATE_REMARK_MAX}
          hint={t('links.remarkHint', { max: AFFILIATE_REMARK_MAX })}
          onChange={(e) => (setRemark(e.target.value), create.reset())}
        />
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={create.isPending}>
          {t('links.create')}
        </Button>
      </div>
    </form>
  );
}

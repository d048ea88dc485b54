import {
  accountTypeName,
  assignableAgentTypes,
  type AgentNode,
} from '@monsoon/contracts/admin/agents';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Actions, Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { ErrorAlert } from '@/components/ui/states';
import { useChangeAgentType } from '../api/agents';
import { AgentType } from './agent-labels';
import detail from '@/components/ui/detail.module.css';
import styles from './agents.module.css';

const MIN_REASON = 3;

/**
 * Changes a member's agent type with a reason for the audit log; making an agent a plain member
 * ends its contracts, which the dialog says before the operator confirms.
 */
export function ChangeTypeDialog({ agent, onClose }: { agent: AgentNode; onClose: () => void }) {
  const { t } = useTranslation();
  const choices = assignableAgentTypes.filter((type) => type !== agent.type);
  const [type, setType] = useState(choices[0] ?? 0);
  const [reason, setReason] = useState('');
  const change = useChangeAgentType();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ id: agent.id, type, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog title={t('agents.changeTypeOf', { account: agent.username })} onClose={onClose}>
      <form className={detail.form} onSubmit={submit}>
        <p className={styles.note}>
          {t('agents.currentType')}: <AgentType type={agent.type} />
        </p>
        <SelectField
          label={t('agents.newType')}
          value={type}
          onChange={(e) => setType(choices.find((c) => String(c) === e.target.value) ?? type)}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {t(`agents.types.${accountTypeName(c)}`)}
            </option>
          ))}
        </SelectField>
        {type === 0 && agent.contracts.length > 0 ? (
          <p className={styles.note} role="note">
            {t('agents.demoteWarning', { n: agent.contracts.length })}
          </p>
        ) : null}
        <TextAreaField
          label={t('agents.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          minLength={MIN_REASON}
          maxLength={500}
          required
          rows={2}
        />
        {change.error ? <ErrorAlert error={change.error} /> : null}
        <Actions>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            busy={change.isPending}
            disabled={reason.trim().length < MIN_REASON}
          >
            {t('agents.changeType')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

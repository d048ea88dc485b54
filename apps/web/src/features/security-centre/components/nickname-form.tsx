import type { FieldRule } from '@monsoon/contracts/field-rules';
import { securityFieldKeys } from '@monsoon/contracts/security';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { saveProfile } from '@/features/security-centre/api/update-profile';
import { useSecuritySave } from '@/features/security-centre/hooks/use-security-save';
import { ruleMessage } from '@/features/security-centre/lib/field-message';
import styles from './security-centre.module.css';

/** Changes the nickname (2-16 letters, digits, spaces, dots, hyphens, underscores). */
export function NicknameForm({
  current,
  rule,
  onDone,
}: {
  current: string;
  rule: FieldRule;
  onDone: () => void;
}) {
  const { t } = useTranslation('member');
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const save = useSecuritySave(saveProfile, t('security.nicknameSaved'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ruleMessage(value, rule, securityFieldKeys.nicknameInvalid);
    setError(problem);
    if (problem) return;
    save.mutate({ nickname: value.trim() }, { onSuccess: onDone });
  };
  return (
    <form className={styles.inlineForm} onSubmit={submit} noValidate>
      <TextField
        label={t('security.nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={rule.maxLength}
        className={styles.grow}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error ?? save.fieldErrors['nickname'] ?? null}
      />
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('security.save')}
        </Button>
      </div>
    </form>
  );
}

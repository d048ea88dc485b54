import { checkField, fieldMessageParams, type FieldRule } from '@monsoon/contracts/field-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { apiErrorText } from '@/lib/api-error-text';
import { toast } from '@/stores/toast-store';
import { registerRulesQuery } from '@/features/agent-team/api/get-register-rules';
import { sendRegisterDownline } from '@/features/agent-team/api/register-downline';
import { teamKeys } from '@/features/agent-team/api/team-keys';
import { ruleKeyMessage, serverFieldMessages } from '@/features/agent-team/lib/field-messages';
import styles from './agent-team.module.css';

const empty = { username: '', password: '', confirmPassword: '', nickname: '', mobile: '' };
type Values = typeof empty;

/** The message of a value against the merchant's rule (required here), or null when it passes. */
function ruleProblem(value: string, rule: FieldRule | undefined): string | null {
  if (!rule) return value.trim() === '' ? ruleKeyMessage('input_cannot_be_empty') : null;
  const problem = checkField(value.trim(), { ...rule, enabled: true, required: true });
  if (!problem) return null;
  const { key, min, max } = fieldMessageParams(problem);
  return ruleKeyMessage(key, { min, max });
}

/**
 * Registers a member directly below the agent (POST /wps/agent/downline) with the merchant's username
 * and password rules, checked here as the server does; agents of types 1 and 2 may register an agent.
 */
export function RegisterDownlineForm({ agentOption }: { agentOption: boolean }) {
  const { t } = useTranslation(['agent', 'auth', 'errors']);
  const client = useQueryClient();
  const rules = useQuery(registerRulesQuery()).data;
  const [values, setValues] = useState<Values>(empty);
  const [asAgent, setAsAgent] = useState(false);
  const [shown, setShown] = useState(false);
  const register = useMutation({
    mutationFn: sendRegisterDownline,
    onSuccess: (member) => {
      toast(t('register.done', { account: member.account }), 'success');
      setValues(empty);
      setAsAgent(false);
      setShown(false);
      void client.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
  const local: Partial<Record<keyof Values, string | null>> = {
    username: ruleProblem(values.username, rules?.username),
    password: ruleProblem(values.password, rules?.password),
    confirmPassword:
      values.confirmPassword !== values.password ? t('register.confirmMismatch') : null,
  };
  const server = serverFieldMessages(register.error);
  const errorOf = (field: keyof Values) => (shown ? local[field] : null) ?? server[field] ?? null;
  const otherError =
    register.error && Object.keys(server).length === 0 ? apiErrorText(register.error) : null;
  const set = (field: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    register.reset();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    if (Object.values(local).some(Boolean)) return;
    register.mutate({
      username: values.username.trim(),
      password: values.password,
      ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
      ...(values.mobile.trim() ? { mobile: values.mobile.trim() } : {}),
      ...(agentOption && asAgent ? { agent: true } : {}),
    });
  };
  return (
    <form
      className={styles.section}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('register.formLabel')}
    >
      <p className={styles.note}>{t('register.intro')}</p>
      <div className={styles.formGrid}>
        <TextField
          label={t('register.username')}
          autoComplete="off"
          value={values.username}
          onChange={set('username')}
          error={errorOf('username')}
        />
        <TextField
          label={t('register.nickname')}
          autoComplete="off"
          maxLength={32}
          value={values.nickname}
          onChange={set('nickname')}
          hint={t('register.nicknameHint')}
          error={errorOf('nickname')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          revealable
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorOf('password')}
        />
        <TextField
          label={t('register.confirmPassword')}
          type="password"
          revealable
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        <TextField
          label={t('register.mobile')}
          inputMode="numeric"
          autoComplete="off"
          value={values.mobile}
          onChange={set('mobile')}
          error={errorOf('mobile')}
        />
      </div>
      {agentOption ? (
        <Checkbox
          label={t('register.asAgent')}
          checked={asAgent}
          onChange={(e) => (setAsAgent(e.target.checked), register.reset())}
        />
      ) : null}
      {otherError ? (
        <p role="alert" className={styles.error}>
          {otherError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}

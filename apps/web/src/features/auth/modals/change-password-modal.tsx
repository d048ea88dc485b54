import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useChangePasswordMutation } from '@/features/auth/api/change-password';
import { FormAlert } from '@/features/auth/components/form-alert';
import { useFocusFirstField } from '@/features/auth/hooks/use-focus-first-field';
import { useRegisterValidators } from '@/features/auth/hooks/use-register-validators';
import { apiErrorText } from '@/lib/api-error-text';
import { ruleHint, ruleValidator } from '@/features/auth/lib/field-messages';
import { requiredValidator } from '@/features/auth/lib/required';
import {
  clearForcedChange,
  finishPasswordChange,
  knownOldPassword,
} from '@/features/auth/lib/session-flow';
import { toast } from '@/stores/toast-store';
import type { ModalComponentProps } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';
import styles from '@/features/auth/components/auth.module.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (spec §4, §5): the current password only when it is not known (a forced change from
 * login knows it), the new one by the merchant's password rule, its confirmation equal. On success:
 * reload member info, close, go home. `forced` hides the close button until the change is done.
 */
export function ChangePasswordModal({
  forced = false,
  close,
}: ModalComponentProps<'changePassword'>) {
  // 'errors' too: a failed call shows its text (lib/api-error-text.ts); both load with this modal.
  const { t } = useTranslation(['auth', 'errors']);
  const navigate = useNavigate();
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstField(root);
  const validators = useRegisterValidators();
  const [known] = useState(knownOldPassword);
  const mutation = useChangePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const { register, handleSubmit, formState, getValues, trigger } = useForm<ChangePasswordValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { oldPassword: known ?? '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  // A session that ends (expired, logged out elsewhere) takes the forced change with it.
  const token = useSessionStore((s) => s.token);
  useEffect(() => {
    if (token !== null || finishing) return;
    clearForcedChange();
    close();
  }, [token, finishing, close]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mutation.mutateAsync({
        oldPassword: (known ?? values.oldPassword).trim(),
        newPassword: values.newPassword.trim(),
        confirmNewPassword: values.confirmPassword.trim(),
      });
      setFinishing(true);
      await finishPasswordChange();
      toast(t('change.success'), 'success');
      close();
      await navigate(paths.home);
    } catch (error) {
      setFormError(apiErrorText(error));
    } finally {
      setFinishing(false);
    }
  });

  const newPasswordRule = ruleValidator(validators.password, { required: true });
  return (
    <Modal
      title={t('change.title')}
      onClose={forced ? () => undefined : close}
      hideClose={forced}
      closeOnCover={!forced}
      size="sm"
    >
      <form ref={root} className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        {forced ? <p className={styles.notice}>{t('change.forcedIntro')}</p> : null}
        {known === null ? (
          <TextField
            label={t('change.oldPassword')}
            placeholder={t('change.oldPasswordPlaceholder')}
            type="password"
            revealable
            autoComplete="current-password"
            error={errors.oldPassword?.message ?? null}
            {...register('oldPassword', { validate: requiredValidator })}
          />
        ) : null}
        <TextField
          label={t('change.newPassword')}
          placeholder={t('change.newPasswordPlaceholder')}
          hint={ruleHint(validators.password)}
          type="password"
          revealable
          autoComplete="new-password"
          error={errors.newPassword?.message ?? null}
          {...register('newPassword', {
            validate: (v) => {
              const rule = newPasswordRule(v);
              if (rule !== true) return rule;
              const old = (known ?? getValues('oldPassword')).trim();
              return old !== '' && v.trim() === old ? t('validation.sameAsOld') : true;
            },
            onChange: () => {
              if (formState.touchedFields.confirmPassword) void trigger('confirmPassword');
            },
          })}
        />
        <TextField
          label={t('change.confirmPassword')}
          placeholder={t('change.confirmPasswordPlaceholder')}
          type="password"
          revealable
          autoComplete="new-password"
          error={errors.confirmPassword?.message ?? null}
          {...register('confirmPassword', {
            validate: (v) => {
              if (v.trim() === '') return t('input_cannot_be_empty');
              return v.trim() === getValues('newPassword').trim()
                ? true
                : t('validation.passwordsInconsistent');
            },
          })}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" block loading={mutation.isPending || finishing}>
          {t('change.submit')}
        </Button>
      </form>
    </Modal>
  );
}

import { PROOF_MAX_FILES } from '@monsoon/contracts/c2c';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { proofFilesProblem } from '@/features/c2c/lib/proof-files';
import styles from './c2c.module.css';

/**
 * Picks proof images (spec §5: png or jpg, under 5 MB each, at most 3) and hands them over; the
 * server checks their bytes again and answers its own refusal.
 */
export function ProofPicker({
  label,
  submitLabel,
  busy,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (files: File[]) => void;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  const [files, setFiles] = useState<File[]>([]);
  const problem = files.length > 0 ? proofFilesProblem(files) : null;
  return (
    <div className={styles.picker}>
      <label htmlFor={id} className={styles.pickerLabel}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
      />
      <p className={styles.hint}>{t('c2c.proofRules', { n: PROOF_MAX_FILES })}</p>
      {problem ? (
        <p className={styles.error} role="alert">
          {t(`c2c.proofProblem.${problem}`, { n: PROOF_MAX_FILES })}
        </p>
      ) : null}
      <Button
        size="sm"
        disabled={files.length === 0 || problem !== null || busy}
        onClick={() => onSubmit(files)}
      >
        {submitLabel}
      </Button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/card';

/** The review reasons the back office names; anything else is shown as it was written. */
type ReviewKind = 'late' | 'duplicate' | 'contradicts' | 'retries';

/** Codes of the review flag (the server's, with or without the `payout.`/`callback.` prefix). */
const CODES: Record<string, ReviewKind> = {
  late: 'late',
  'payout.late': 'late',
  'callback.late': 'late',
  duplicate: 'duplicate',
  'payout.duplicate': 'duplicate',
  'callback.duplicate': 'duplicate',
  'payout.contradicts': 'contradicts',
  'payout.retries': 'retries',
};

/**
 * What one reason is: a known code, or an older row's sentence ("PSP paygate reported payout PGO1
 * paid for a failed withdrawal": a callback that came after the withdrawal ended); null when unknown.
 */
export function reviewKindOf(reason: string): ReviewKind | null {
  const code = reason.trim();
  const known = CODES[code] ?? CODES[code.split(/[\s:]/)[0] ?? ''];
  if (known) return known;
  if (/reported payout \S+ paid for a (?:failed|rejected) withdrawal/.test(code)) return 'late';
  if (/reported payout \S+ \w+ for a \w+ withdrawal/.test(code)) return 'contradicts';
  return null;
}

/** The reasons of a flag: codes may be listed with commas (`late,duplicate`); a sentence is one. */
export const reviewReasonsOf = (flag: string): string[] =>
  /^[a-z][\w.-]*(?:,[a-z][\w.-]*)+$/.test(flag.trim()) ? flag.trim().split(',') : [flag];

/** A withdrawal's review flag: the reason in the operator's language (unknown codes as written). */
export function ReviewFlag({ reason }: { reason: string }) {
  const { t } = useTranslation();
  const text = reviewReasonsOf(reason)
    .map((r) => {
      const kind = reviewKindOf(r);
      return kind ? t(`withdrawals.reviewReasons.${kind}`) : r;
    })
    .join(', ');
  return (
    <span title={reason}>
      <Badge tone="warning">
        {t('withdrawals.flagged')}: {text}
      </Badge>
    </span>
  );
}

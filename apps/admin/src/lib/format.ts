import { formatMoney, parseMoney } from '@monsoon/contracts/money';
import { currentLocale } from '@/lib/i18n';

/** A time as the operator reads it: local date and time with seconds. */
export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'medium',
  }).format(new Date(iso));
}

/** A decimal money text with thousands separators ("12345.60" → "12,345.60"); exact, no floats. */
export function formatAmount(text: string): string {
  const scale = text.split('.')[1]?.length ?? 0;
  return formatMoney(parseMoney(text, scale), scale);
}

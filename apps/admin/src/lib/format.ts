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
  const [whole = '0', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? `${sign}${digits}` : `${sign}${digits}.${fraction}`;
}

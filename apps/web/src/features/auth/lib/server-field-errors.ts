import { fieldErrorsValueSchema } from '@monsoon/contracts/register';
import { ApiError } from '@/lib/api-client';
import { serverFieldMessage } from '@/features/auth/lib/field-messages';

/**
 * The per-field messages of an `invalid.request` answer (`value.fields` → i18n key, `value.limits`),
 * limited to the fields the form shows. Empty when the error carries none.
 */
export function serverFieldErrors(
  error: unknown,
  shown: readonly string[],
): Array<{ field: string; message: string }> {
  if (!(error instanceof ApiError)) return [];
  const parsed = fieldErrorsValueSchema.safeParse(error.value);
  if (!parsed.success) return [];
  const out: Array<{ field: string; message: string }> = [];
  for (const [field, key] of Object.entries(parsed.data.fields)) {
    if (!shown.includes(field)) continue;
    const message = serverFieldMessage(key, parsed.data.limits?.[field]);
    if (message) out.push({ field, message });
  }
  return out;
}

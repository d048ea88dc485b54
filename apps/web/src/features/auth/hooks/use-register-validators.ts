import type { RegisterValidators } from '@monsoon/contracts/field-rules';
import { useQuery } from '@tanstack/react-query';
import { useRegisterSettings } from '@/features/auth/api/register-settings';
import { systemStatusQuery } from '@/lib/api/system-status';

/**
 * The register field rules: GET /wps/system/setting/register, with the copy in the status payload
 * (`info.register`) used until it answers or if it fails.
 */
export function useRegisterValidators(): RegisterValidators {
  const fromStatus = useQuery({ ...systemStatusQuery, select: (s) => s.info.register }).data;
  const fromCall = useRegisterSettings().data;
  return fromCall ?? fromStatus ?? {};
}

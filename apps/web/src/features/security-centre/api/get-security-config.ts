import { securityConfig } from '@monsoon/contracts/security';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { securityKeys } from './security-keys';

/** What the account has bound and set: GET /wps/v2/member/securityConfig. */
export const securityConfigQuery = () =>
  queryOptions({
    queryKey: securityKeys.config(),
    queryFn: ({ signal }) => callApi(securityConfig, { signal }),
  });

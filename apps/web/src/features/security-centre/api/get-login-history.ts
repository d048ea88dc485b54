import { loginHistory } from '@monsoon/contracts/security';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { securityKeys } from './security-keys';

/** Logins per page of the login history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** One page of the account's login attempts: GET /wps/relay/MCSFE_getLoginHistory. */
export const loginHistoryQuery = (pageNo: number) =>
  queryOptions({
    queryKey: securityKeys.loginHistory(pageNo, LOGIN_HISTORY_PAGE_SIZE),
    queryFn: ({ signal }) =>
      callApi(loginHistory, { query: { pageNo, pageSize: LOGIN_HISTORY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

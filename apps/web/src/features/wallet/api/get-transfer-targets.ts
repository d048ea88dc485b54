import { transferTargets } from '@monsoon/contracts/transfers';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** The upline (members) or the direct downlines (agents): GET /wps/relay/MCSFE_getTransferTargets. */
export const transferTargetsQuery = () =>
  queryOptions({
    queryKey: walletKeys.targets(),
    queryFn: ({ signal }) => callApi(transferTargets, { signal }),
  });

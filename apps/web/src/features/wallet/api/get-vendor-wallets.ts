import { vendorWallets } from '@monsoon/contracts/transfers';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** The main wallet and the vendor wallets: GET /wps/relay/GCS_getVendorWallets. */
export const vendorWalletsQuery = () =>
  queryOptions({
    queryKey: walletKeys.wallets(),
    queryFn: ({ signal }) => callApi(vendorWallets, { signal }),
  });

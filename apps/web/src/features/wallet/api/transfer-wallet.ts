import {
  walletRecall,
  walletTransfer,
  type WalletTransferBody,
} from '@monsoon/contracts/transfers';
import { callApi } from '@/lib/api-client';

/** Main wallet ↔ one vendor wallet: POST /wps/relay/GCS_walletTransfer. */
export const transferWallet = (body: WalletTransferBody) => callApi(walletTransfer, { body });

/** "Recall balance", every vendor wallet back to the main wallet: POST /wps/relay/GCS_walletReturn. */
export const recallWallets = (requestId: string) => callApi(walletRecall, { body: { requestId } });

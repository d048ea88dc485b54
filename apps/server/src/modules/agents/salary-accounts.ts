import type { AccountsOf } from '@/modules/settlement/settlement.engine.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';

/** The merchant's system account that pays agents' salaries and dividends (an expense: it goes negative). */
export const AGENT_PAY_ACCOUNT = 'agent_pay';

/**
 * Who pays and who receives in an agent pay run (salaries, dividends): the agent's main wallet is
 * credited, the merchant's `agent_pay` account debited, in the run's asset.
 */
export const salaryAccountsOf =
  (wallet: Pick<WalletService, 'memberAccountId' | 'systemAccountId'>): AccountsOf =>
  async (tx, run, b) => ({
    beneficiary: await wallet.memberAccountId(
      { merchantId: run.merchantId, memberId: b.beneficiaryId },
      b.asset,
      tx,
    ),
    payer: await wallet.systemAccountId(run.merchantId, AGENT_PAY_ACCOUNT, b.asset, tx),
  });

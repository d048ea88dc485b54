import { MoneyError, parseMoney, wireToMinor } from '@monsoon/contracts/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client.ts';
import type { Clock } from '@/lib/clock.ts';
import { AppError } from '@/lib/errors.ts';
import type { AuditService } from '@/modules/admin/audit.service.ts';
import type { MerchantRow } from '@/modules/merchant/merchant.repository.ts';
import type { PayeesService } from '@/modules/withdrawals/payees.service.ts';
import type { WithdrawalSettings } from '@/modules/withdrawals/withdrawal.settings.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createC2cMoves, type C2cMoves } from './c2c.moves.ts';
import {
  createC2cRepository,
  type C2cDepositRow,
  type C2cMatchRow,
  type C2cRepository,
} from './c2c.repository.ts';

/** Fiat minor units: 2 decimals (design/money.md §1.3). */
export const SCALE = 2;

/** C2C applies when the merchant switched it on with a penalty charge above 0 (wire-api §5.3). */
export const c2cApplies = (s: WithdrawalSettings): boolean => s.c2cEnabled && s.penaltyPercent > 0;

/** What the C2C service is built from (the composition root hands these in). */
export interface C2cDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  wallet: WalletService;
  audit: AuditService;
  payees: PayeesService;
  merchantById: (id: number) => Promise<MerchantRow | null>;
}

/** The dependencies with the repository and the shared money moves: what each part of C2C works with. */
export interface C2cContext extends C2cDeps {
  repo: C2cRepository;
  moves: C2cMoves;
  depositView: (deposit: C2cDepositRow) => Promise<DepositView>;
  confirmationOf: (match: C2cMatchRow) => Promise<ConfirmationView>;
}

/** A wire amount in minor units, or `c2c.amount.invalid` (never a float on the way). */
export const amountOf = (raw: unknown): bigint => {
  try {
    if (typeof raw === 'string') return parseMoney(raw.trim(), SCALE);
    return wireToMinor(raw as Parameters<typeof wireToMinor>[0], SCALE);
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('c2c.amount.invalid');
    throw err;
  }
};

/** A deposit with its matches (for the presenters). */
export interface DepositView {
  deposit: C2cDepositRow;
  matches: Array<{
    match: C2cMatchRow;
    payee: { bankCode: string; accountName: string | null; accountNumber: string } | null;
    proofCount: number;
  }>;
}

/** One confirmation the withdrawer sees. */
export interface ConfirmationView {
  match: C2cMatchRow;
  withdrawalNet: bigint;
  received: bigint;
}

/** Builds the shared context: the repository on the pool, the money moves and the views. */
export function createC2cContext(deps: C2cDeps): C2cContext {
  const repo = createC2cRepository(deps.db);
  const moves = createC2cMoves({ clock: deps.clock, wallet: deps.wallet, audit: deps.audit });

  const depositView = async (deposit: C2cDepositRow): Promise<DepositView> => {
    const matches = await repo.matchesOfDeposits([deposit.id]);
    const proofs = await repo.proofIds(matches.map((m) => m.id));
    return {
      deposit,
      matches: await Promise.all(
        matches.map(async (match) => {
          const p = await repo.payeeOf(match.withdrawalId);
          return {
            match,
            payee: p
              ? { bankCode: p.bankCode, accountName: p.accountName, accountNumber: p.accountNumber }
              : null,
            proofCount: proofs.filter((x) => x.matchId === match.id && x.side === 'payment').length,
          };
        }),
      ),
    };
  };

  const confirmationOf = async (match: C2cMatchRow): Promise<ConfirmationView> => {
    const w = await repo.withdrawal(match.withdrawalId);
    if (!w) throw new Error(`c2c match ${match.id} has no withdrawal`);
    return { match, withdrawalNet: w.amount - w.fee, received: await repo.receivedOf(w.id) };
  };

  return { ...deps, repo, moves, depositView, confirmationOf };
}

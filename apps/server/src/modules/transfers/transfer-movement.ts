import { errorCodes, type ErrorCode } from '@monsoon/contracts/errors';
import { MoneyError, parseMoney } from '@monsoon/contracts/money';
import type { Database } from '@/db/client.ts';
import { AppError } from '@/lib/errors.ts';
import { IdempotencyReplay, LedgerRejection, type Leg } from '@/modules/wallet/ledger.ts';
import type { WalletService } from '@/modules/wallet/wallet.service.ts';
import { createTransfersRepository } from './transfers.repository.ts';

/** Fiat has two decimals (the merchant currencies). */
export const CURRENCY_SCALE = 2;

/** The minor units of a typed amount; anything but a positive amount is `transfer.amount.invalid`. */
export function transferAmount(text: string): bigint {
  let minor: bigint;
  try {
    minor = parseMoney(text, CURRENCY_SCALE);
  } catch (err) {
    if (err instanceof MoneyError) throw new AppError('transfer.amount.invalid');
    throw err;
  }
  if (minor <= 0n) throw new AppError('transfer.amount.invalid');
  return minor;
}

const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCodes, code);

/** One transfer's movement: its idempotency claim (scope, key, hash), legs and memo. */
export interface TransferMovement {
  merchantId: number;
  kind: string;
  key: string;
  requestHash: string;
  legs: readonly Leg[];
  memo: Record<string, string | number | boolean | null>;
}

/**
 * The idempotent write every transfer shares (design/money.md §3): an earlier outcome under the key is
 * answered again (a rejection stays a rejection, other fields under the same key are a conflict);
 * otherwise one `post` in one transaction, and a refused leg is stored as the rejection of the key.
 */
export function createTransferWriter(db: Database, wallet: WalletService) {
  const repo = createTransfersRepository(db);
  const { ledger } = wallet;

  /** The journal id of an earlier transfer under the key, or null; throws its stored refusal. */
  async function replayed(
    merchantId: number,
    scope: string,
    key: string,
    requestHash: string,
  ): Promise<number | null> {
    const stored = await repo.outcomeOf(merchantId, scope, key);
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw new AppError('transfer.request.conflict');
    if (stored.outcome === 'rejected') {
      const code = stored.rejection ?? '';
      throw new AppError(isErrorCode(code) ? code : 'transfer.balance.insufficient');
    }
    return stored.journalId;
  }

  /**
   * Posts the movement once; answers its journal id (the first one's on a racing retry), or null when
   * legs computed inside the transaction (under their locks) came to nothing to move.
   */
  async function post(
    m: Omit<TransferMovement, 'legs'> & {
      legs: readonly Leg[] | ((tx: Database) => Promise<readonly Leg[]>);
    },
  ): Promise<number | null> {
    const { legs, ...claim } = m;
    const movement = { ...claim, scope: m.kind };
    try {
      return await ledger.run(async (tx) => {
        const list = typeof legs === 'function' ? await legs(tx) : legs;
        if (list.length === 0) return null;
        return (await ledger.post(tx, { ...movement, legs: list })).journalId;
      });
    } catch (err) {
      if (err instanceof IdempotencyReplay) {
        const id = await replayed(m.merchantId, m.kind, m.key, m.requestHash);
        if (id !== null) return id;
        throw err;
      }
      if (!(err instanceof LedgerRejection)) throw err;
    }
    // The movement was refused whole: store the refusal under the key so that a retry replays it.
    try {
      await ledger.reject(movement, 'transfer.balance.insufficient');
    } catch (err) {
      if (!(err instanceof IdempotencyReplay)) throw err;
      const id = await replayed(m.merchantId, m.kind, m.key, m.requestHash);
      if (id !== null) return id;
    }
    throw new AppError('transfer.balance.insufficient');
  }

  return { replayed, post };
}
export type TransferWriter = ReturnType<typeof createTransferWriter>;

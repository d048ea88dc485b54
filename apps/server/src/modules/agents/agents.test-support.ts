import type { ContractKind, ContractTermsInput } from '@monsoon/contracts/agent-contracts';
import type { DatabaseHandle } from '@/db/client.ts';
import { storeTerms, validateTerms } from './contract-terms.ts';
import { createContractsRepository } from './contracts.repository.ts';

/** One tier: from `minBase` (major units) and `minActive` members, `rateBp` basis points. */
export const tier = (minBase: string, minActive: number, rateBp: number) => ({
  minBase,
  minActiveMembers: minActive,
  rateBp,
});

/** A top-level contract in force for `memberId`, as the operator grants it (no upline). */
export async function grantTop(
  database: DatabaseHandle,
  merchantId: number,
  memberId: number,
  kind: ContractKind,
  terms: ContractTermsInput,
  at = new Date(Date.now() - 60_000),
): Promise<number> {
  return createContractsRepository(database.db).insert({
    merchantId,
    kind,
    uplineId: null,
    downlineId: memberId,
    terms: storeTerms(validateTerms(kind, terms)),
    status: 'active',
    grantedBy: null,
    at,
  });
}

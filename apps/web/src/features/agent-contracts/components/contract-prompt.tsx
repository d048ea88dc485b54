import type { ContractRequest } from '@monsoon/contracts/agent-contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useModalStore } from '@/stores/modal-store';
import { consolidatedFundsQuery } from '@/features/agent-contracts/api/get-consolidated-funds';
import { myContractQuery } from '@/features/agent-contracts/api/process-contract';
import { kindsAwaitingAnswer } from '@/features/agent-contracts/lib/contract-flags';
import { ContractRequestDialog } from './contract-request-dialog';

/** A request as the member answered or closed it: its contract and its type. */
const requestKey = (r: ContractRequest): string => `${r.contract.contractId}:${r.type}`;

/**
 * The "Contract" component of wire reference §10.1: reads the consolidated funds' `*req*` flags; for
 * each kind whose flag is set, reads the request with the kind's prompt call (`action: info`), and shows
 * the first one not yet answered or closed, one at a time. A request closed without an answer comes back
 * on the next visit (reload or sign-in). It waits while a modal of the registry is open (the after-login
 * announcements, a forced password change): one question at a time, and nothing covers it.
 */
export function ContractPrompt() {
  const funds = useQuery(consolidatedFundsQuery());
  const kinds = funds.data ? kindsAwaitingAnswer(funds.data) : [];
  const infos = useQueries({ queries: kinds.map((kind) => myContractQuery(kind)) });
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const otherModal = useModalStore((s) => s.stack.length > 0);
  const open = infos
    .map((q) => q.data)
    .find((v) => v?.request && !closed.has(requestKey(v.request)));
  if (otherModal || !open?.request) return null;
  const request = open.request;
  return (
    <ContractRequestDialog
      key={requestKey(request)}
      kind={open.kind}
      request={request}
      onClose={() => setClosed((s) => new Set(s).add(requestKey(request)))}
    />
  );
}

import { lazy, Suspense } from 'react';
import { useWhitelabelFlags } from '@/lib/api/system-status';
import { selectLoggedIn, trialType, useSessionStore } from '@/stores/session-store';

// The prompt (its calls' schemas, the dialog) loads only for a member it may concern.
const ContractPrompt = lazy(() =>
  import('./contract-prompt').then((m) => ({ default: m.ContractPrompt })),
);

/**
 * Mounts the contract prompt (wire reference §10.1) in the shell for a logged-in member when the
 * whitelabel flag AGENTPOLICY3 is on and the account is no trial; nothing otherwise.
 */
export function ContractPromptGate() {
  const loggedIn = useSessionStore(selectLoggedIn);
  const token = useSessionStore((s) => s.token);
  const isAgent = useSessionStore((s) => s.isAgent);
  const policy = useWhitelabelFlags().AGENTPOLICY3 === true;
  if (!loggedIn || !policy || isAgent === trialType) return null;
  return (
    <Suspense fallback={null}>
      <ContractPrompt key={token} />
    </Suspense>
  );
}

import { useState } from 'react';
import { AffiliateLinkForm } from './affiliate-link-form';
import { AffiliateLinkList } from './affiliate-link-list';
import { RegisteredAffiliates } from './registered-affiliates';
import styles from './agent-team.module.css';

/**
 * The registration centre's affiliate links: create one (members, or agents for types 1 and 2), the
 * live links with their address to copy and their registrations, and who registered through them.
 */
export function AffiliateLinks({ agentOption }: { agentOption: boolean }) {
  const [linkId, setLinkId] = useState<number | null>(null);
  return (
    <div className={styles.page}>
      <AffiliateLinkForm agentOption={agentOption} />
      <AffiliateLinkList onShowRegistrations={setLinkId} />
      <RegisteredAffiliates linkId={linkId} onLinkChange={setLinkId} />
    </div>
  );
}

import type { ContractKind, ContractRequest } from '@monsoon/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { RequestAnswerButtons } from './request-answer-buttons';
import { RequestDetails } from './request-details';

/**
 * "New contract request" (who offers it, the kind, its terms, the warning about downline contracts
 * with a higher rate) with Accept / Reject, or "Contract termination request" with Accept (the
 * contract ends) / Reject (it stays). Closes once the answer is taken; Escape closes it unanswered.
 */
export function ContractRequestDialog({
  kind,
  request,
  onClose,
}: {
  kind: ContractKind;
  request: ContractRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <Modal
      title={t(request.type === 'new' ? 'request.newTitle' : 'request.terminationTitle')}
      onClose={onClose}
      closeOnCover={false}
      footer={<RequestAnswerButtons kind={kind} request={request} onDone={onClose} />}
    >
      <RequestDetails kind={kind} request={request} />
    </Modal>
  );
}
